import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ESM, reactAsEsm } from '../../vite.config';

type Hook = (...args: unknown[]) => unknown;
const plugin = reactAsEsm() as unknown as { resolveId: Hook; load: Hook };
const resolve = (source: string, importer: string, kind: string) => plugin.resolveId.call({}, source, importer, { kind, isEntry: false });

describe('React taken once as an ES module in the build (vite.config.ts)', () => {
  it('sends the ES imports of react to the one module, and leaves require(), its own import and other packages alone', () => {
    expect(resolve('react', '/app/src/main.tsx', 'import-statement')).toBe(REACT_ESM);
    expect(resolve('react', '/app/node_modules/@mui/material/esm/Button/Button.js', 'dynamic-import')).toBe(REACT_ESM);
    expect(resolve('react', '/app/node_modules/react-dom/cjs/react-dom.production.js', 'require-call')).toBeNull();
    expect(resolve('react', REACT_ESM, 'import-statement')).toBeNull();
    for (const other of ['react-dom', 'react/jsx-runtime', 'react-admin']) expect(resolve(other, '/app/src/main.tsx', 'import-statement')).toBeNull();
  });

  it('exports every name React has, and React itself as the default', () => {
    const code = String(plugin.load.call({}, REACT_ESM));
    const exported = code.match(/export const \{ ([^}]*) \}/)![1]!.split(', ');
    // The build's React: the production one, which lacks the development build's `act` and owner stacks.
    const require = createRequire(import.meta.url);
    const react = require(path.join(path.dirname(require.resolve('react')), 'cjs/react.production.js')) as Record<string, unknown>;
    expect(exported.length).toBeGreaterThan(30);
    expect(new Set(exported)).toEqual(new Set(Object.keys(react)));
    expect(code).toContain('export default React;');
    expect(plugin.load.call({}, '/app/src/main.tsx')).toBeNull();
  });
});
