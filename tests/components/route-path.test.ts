import fc from 'fast-check';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { declaredScreens } from '../../src/shared/declared/screenTable';
import { routeMatches } from '../../src/shared/routePath';
import { pages, publicScreens } from '../../src/screens';

// The entry finds a deep link's screen and data without the router (src/shared/routePath.ts): it must
// pick what the router then draws, or the screen that loads first is not the one shown.
const patterns = [...publicScreens, ...pages, ...declaredScreens].map(([path]) => path);

describe('an address matched without the router', () => {
  it('matches as the router does, for every screen of the app and addresses near it', () => {
    const segment = fc.oneof(
      fc.constantFrom('', 'items', 'codelijsten', 'bijscholing', 'punten', 'CODELIJSTEN', '12', 'x y'),
      fc.stringMatching(/^[a-z0-9-]{1,8}$/),
    );
    const nearby = fc
      .tuple(fc.constantFrom(...patterns), fc.array(segment, { maxLength: 3 }), fc.nat({ max: 4 }), fc.boolean())
      .map(([pattern, extra, cut, slash]) => {
        const parts = pattern.split('/').map((p) => (p.startsWith(':') ? '42' : p === '*' ? 'rest' : p));
        const path = [...parts.slice(0, Math.max(1, parts.length - cut)), ...extra].join('/') || '/';
        return slash ? `${path}/` : path;
      });
    fc.assert(
      fc.property(fc.constantFrom(...patterns), nearby, (pattern, pathname) => {
        expect(routeMatches(pattern, pathname)).toBe(matchPath(pattern, pathname) !== null);
      }),
      { numRuns: 20000 },
    );
  });

  it('takes a parameter, a rest, either case and a trailing slash, and nothing longer or shorter', () => {
    expect(routeMatches('/codelijsten/:id/items', '/codelijsten/7/items')).toBe(true);
    expect(routeMatches('/codelijsten/:id/items', '/Codelijsten/7/items/')).toBe(true);
    expect(routeMatches('/codelijsten/:id/items', '/codelijsten/7')).toBe(false);
    expect(routeMatches('/codelijsten', '/codelijsten/7')).toBe(false);
    expect(routeMatches('/bijscholing/*', '/bijscholing')).toBe(true);
    expect(routeMatches('/bijscholing/*', '/bijscholing/a/b')).toBe(true);
    expect(routeMatches('/bijscholing/*', '/bijscholingen')).toBe(false);
  });

  it('skips no empty segment inside an address, as the router does not', () => {
    expect(routeMatches('/codelijsten/:id', '/codelijsten//42')).toBe(false);
    expect(routeMatches('/codelijsten', '//codelijsten')).toBe(false);
    expect(routeMatches('/codelijsten', '/codelijsten//')).toBe(true);
    expect(routeMatches('/codelijsten/:id/items', '/codelijsten//items')).toBe(false);
    expect(routeMatches('/bijscholing/*', '/bijscholing//x')).toBe(true);
  });
});
