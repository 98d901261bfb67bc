/**
 * Whether an address is a route's, as the app's router matches it: whole segments, `:name` for any
 * one, a last `*` for the rest, letters in either case, a trailing slash allowed. Here and not the
 * router's own matchPath, which comes with react-router and so with react-admin's chunk: a deep
 * link's screen and data are then asked for before that chunk has even run (src/screens.ts).
 */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const rest = want.at(-1) === '*';
  if (rest) want.pop();
  if (rest ? have.length < want.length : have.length !== want.length) return false;
  return want.every((part, i) => part.startsWith(':') || part.toLowerCase() === have[i]!.toLowerCase());
}
