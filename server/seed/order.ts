import type { Resource } from '../generator/part';

/** The resources with the ones they reference (a parent, a reference list) before them, otherwise in their own order. */
export function inDependencyOrder(resources: readonly Resource[]) {
  const byName = new Map(resources.map((r) => [r.d.name, r]));
  const ordered: Resource[] = [];
  const visit = (r: Resource, path: string[]) => {
    if (ordered.includes(r) || path.includes(r.d.name)) return;
    for (const f of Object.values(r.d.fields)) {
      const other = f.kind === 'reference' || f.kind === 'references' ? byName.get(f.resource) : undefined;
      if (other) visit(other, [...path, r.d.name]);
    }
    ordered.push(r);
  };
  for (const r of resources) visit(r, []);
  return ordered;
}
