import type { Declaration } from './declaration';

/**
 * The declared resources of this process. The server registers the files of domain/declarations
 * when it loads them, the browser through Vite's glob import; the role checks of both sides
 * (screens, resources) read them from here, so a new declaration needs no entry anywhere else.
 */
const registered = new Map<string, Declaration>();

export function registerDeclarations(list: readonly Declaration[]) {
  for (const d of list) registered.set(d.name, d);
}

export const declared = (): readonly Declaration[] => [...registered.values()];
export const declarationNamed = (name: string) => registered.get(name);

/** The child resources of a declaration: those that `belongsTo` it. */
export const childrenOf = (d: Declaration) => declared().filter((x) => x.belongsTo?.resource === d.name);
