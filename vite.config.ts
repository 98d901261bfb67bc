import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Every asset also as `.br` and `.gz` beside it, compressed once at build at the strongest levels:
 * the server sends the one a browser accepts (@fastify/static `preCompressed`), so a phone loads
 * some 1.1 MB of JavaScript instead of 3.8 MB, and no request spends CPU on compressing.
 */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && /\.(js|css|svg)$/.test(name));
    await Promise.all(
      files.map(async (name) => {
        const file = path.join(options.dir!, name);
        const content = await fs.readFile(file);
        // Below about a kilobyte, compression saves less than its own headers.
        if (content.length < 1024) return;
        const [br, gz] = await Promise.all([
          brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          gzip(content, { level: 9 }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      }),
    );
  },
});

export const REACT_ESM = '\0react-esm';

/**
 * React as one ES module. React is published as CommonJS only, and the bundler gives every module that
 * imports it a wrapper of its own: an object with a getter (a bound function) for each of React's 44
 * exports. Some 300 modules import React, so a screen's first load made 13,000 getters before drawing
 * anything, and every hook call then went through one. Here the ES imports of `react` (not the
 * `require` inside react-dom) go to one module that takes React once and exports its names.
 */
export const reactAsEsm = (): Plugin => {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('react');
  const names = Object.keys(require(path.join(path.dirname(entry), 'cjs/react.production.js'))).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  return {
    name: 'react-as-esm',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      if (source !== 'react' || importer === REACT_ESM || (options as { kind?: string }).kind === 'require-call') return null;
      return REACT_ESM;
    },
    load(id) {
      if (id !== REACT_ESM) return null;
      return `import React from ${JSON.stringify(entry)};\nexport default React;\nexport const { ${names.join(', ')} } = React;\n`;
    },
  };
};

/**
 * The libraries behind the app (react-admin and its helpers; MUI and emotion) in a few chunks, not a
 * chunk per shared module: a screen opened on a fresh visit then waits for some ten files instead of
 * a hundred, which over HTTP/1.1 (six at a time per server) cost more round trips than their bytes.
 * React itself stays with the light login page's entry, in one chunk with every module that page
 * draws with (`boot`): split by who else shares them, the login page waited for eight files, and the
 * last two for a free connection.
 */
// The login folder's modules but AppLoginPage, the running app's login page (react-admin's loginPage).
const bootModules = [
  new RegExp(`^${REACT_ESM}$`),
  /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  /src[\\/](main\.tsx|pages[\\/]login[\\/](?!AppLoginPage)|shared[\\/]useDocumentTitle|authProvider[\\/](session|personRequest|loginRequest)\.|dataProvider[\\/](early|custom[\\/]public)\.|i18n[\\/](ra\.nl|nl[\\/](app|auth|registration))\.)/,
  /domain[\\/]texts[\\/]errors\.nl\./,
];
const vendorGroups = [
  { name: 'boot', test: (id: string) => bootModules.some((m) => m.test(id)), priority: 10 },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
  },
  // With a second page (the ballot verifier) the preload polyfill became a chunk of its own, one more file before the
  // login page draws: it goes with the preload helper that page loads anyway.
  { name: 'preload-helper', test: /^\0vite[\\/](modulepreload-polyfill|preload-helper)/ },
  // Each icon is some 300 bytes: as chunks of their own they were a dozen requests of a screen's first load.
  { name: 'icons', test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/ },
  {
    name: 'admin',
    test: /node_modules[\\/](react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|node-polyglot|@tanstack|react-hook-form|react-router|react-router-dom|query-string|lodash|inflection|jsonexport|react-dropzone|react-error-boundary|decode-uri-component|filter-obj|split-on-first)[\\/]/,
  },
];

/**
 * The ballot verifier's page lives beside its code (src/stembiljet-controle/index.html) and is served
 * from the site's root as /stembiljet-controle.html, the address the voting page, the README and
 * members' bookmarks name: its built HTML is written there (its assets are named from the root, /assets/…).
 */
const VERIFIER_PAGE = 'src/stembiljet-controle/index.html';
const verifierAtRoot = (): Plugin => ({
  name: 'verifier-at-root',
  apply: 'build',
  async writeBundle(options) {
    await fs.rename(path.join(options.dir!, VERIFIER_PAGE), path.join(options.dir!, 'stembiljet-controle.html'));
    await fs.rm(path.join(options.dir!, 'src'), { recursive: true });
  },
});

export default defineConfig({
  plugins: [reactAsEsm(), react(), precompress(), verifierAtRoot()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
    rolldownOptions: {
      // The verifier of an audited ballot (Benaloh's challenge, domain/crypto/audit.ts) and of the board is a page
      // of its own: plain DOM and the domain's checks, none of the app's code or data, so the portal cannot draw it.
      // From the config's folder, not the working directory's (tests build from elsewhere).
      input: { index: path.resolve(import.meta.dirname, 'index.html'), controle: path.resolve(import.meta.dirname, VERIFIER_PAGE) },
      output: { strictExecutionOrder: true, codeSplitting: { includeDependenciesRecursively: false, groups: vendorGroups } },
    },
  },
});
