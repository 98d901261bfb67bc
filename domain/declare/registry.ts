import type { Declaration } from './declaration';

/**
 * The declared resources of this process. The server registers the files of domain/resources
 * when it loads them, the browser through Vite's glob import; the role checks of both sides
 * (screens, resources) read them from here, so a new declaration needs no entry anywhere else.
 */
const registered = new Map<string, Declaration>();
// One array until the next registration: callers may key their own derived tables on its identity.
let list: readonly Declaration[] = [];

export function registerDeclarations(added: readonly Declaration[]) {
  for (const d of added) registered.set(d.name, d);
  list = Object.freeze([...registered.values()]);
}

export const declared = (): readonly Declaration[] => list;
export const declarationNamed = (name: string) => registered.get(name);

/** The child resources of a declaration: those that `belongsTo` it. */
export const childrenOf = (d: Declaration) => declared().filter((x) => x.belongsTo?.resource === d.name);
