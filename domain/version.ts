/** Compares dotted versions numerically: '2.10.0' > '2.9.1'. Missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** From this application version on, providers land on their new courses (SPEC §2). */
export const PROVIDER_COURSES_FROM_VERSION = '2.0.0';
