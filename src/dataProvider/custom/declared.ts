import { pathsOf } from '../../../domain/declare/access';
import { declarationNamed } from '../../../domain/declare/registry';
import { http } from '../http';

/** The named actions of declared resources: a queue's transition is POST {one}/actions/{name} (SPEC §7 style). */
export const declaredMethods = {
  runAction: (resource: string, id: string | number, action: string, body: { comment?: string | null } = {}) => {
    const d = declarationNamed(resource);
    if (!d) throw new Error(`Onbekende resource ${resource}`);
    return http<Record<string, unknown>>(`${pathsOf(d).one.replace(':id', encodeURIComponent(String(id)))}/actions/${action}`, { method: 'POST', json: body });
  },
};
