/**
 * Whether an address is a route's, as the app's router matches it: whole segments, `:name` for any
 * one, a last `*` for the rest, letters in either case, any number of trailing slashes. Here and not
 * the router's own matchPath, which comes with react-router and so with react-admin's chunk: a deep
 * link's screen and data are then asked for before that chunk has even run (src/screens.ts).
 */
export function routeMatches(pattern: string, pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  const rest = pattern.endsWith('*');
  const want = segmentsOf(pattern.replace(/\/*\*?$/, '').replace(/^\/*/, ''));
  // An empty segment inside the address is one the router will not skip: `/a//b` is not `/a/b`.
  const have = segmentsOf(pathname.slice(1).replace(/\/+$/, ''));
  if (rest ? have.length < want.length : have.length !== want.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part.toLowerCase() === have[i]!.toLowerCase()));
}

function segmentsOf(path: string): string[] {
  return path === '' ? [] : path.split('/');
}
