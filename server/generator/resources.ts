import type { Declaration } from '../../domain/declare/declaration';
import { registerDeclarations } from '../../domain/declare/registry';
import type { Resource, ServerPart } from './part';

/** The server parts of the declared resources of this process, by name (a resource without one has none). */
const parts = new Map<string, ServerPart>();

/** Registers resources: their declarations for the shared registry, their server parts here. */
export function registerResources(list: readonly Resource[]) {
  registerDeclarations(list.map((r) => r.d));
  for (const r of list) parts.set(r.d.name, r.part);
}

export const partOf = (d: Declaration): ServerPart => parts.get(d.name) ?? {};
