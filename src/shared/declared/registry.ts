import type { Declaration } from '../../../domain/declare/declaration';
import { registerDeclarations } from '../../../domain/declare/registry';

/** Every file of domain/resources, found at build time: a new file is a new resource. */
const modules = import.meta.glob<{ default: Declaration }>('../../../domain/resources/*.ts', { eager: true });

export const declarations: readonly Declaration[] = Object.keys(modules)
  .sort()
  .map((file) => modules[file]!.default);

registerDeclarations(declarations);
