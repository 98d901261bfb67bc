import fs from 'node:fs/promises';
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

/**
 * The libraries behind the app (react-admin and its helpers; MUI and emotion) in a few chunks, not a
 * chunk per shared module: a screen opened on a fresh visit then waits for some ten files instead of
 * a hundred, which over HTTP/1.1 (six at a time per server) cost more round trips than their bytes.
 * React itself stays with the light login page's entry, in one chunk with every module that page
 * draws with (`boot`): split by who else shares them, the login page waited for eight files, and the
 * last two for a free connection.
 */
const bootModules = [
  /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  /src[\\/](main\.tsx|login[\\/]|shared[\\/]useDocumentTitle|authProvider[\\/](session|personRequest|loginRequest)\.|dataProvider[\\/](early|custom[\\/]public)\.|i18n[\\/](ra\.nl|nl[\\/](app|auth|registration))\.)/,
  /domain[\\/]texts[\\/]errors\.nl\./,
];
const vendorGroups = [
  { name: 'boot', test: (id: string) => bootModules.some((m) => m.test(id)), priority: 10 },
  { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|@popperjs|react-transition-group|stylis)[\\/]/ },
  // Each icon is some 300 bytes: as chunks of their own they were a dozen requests of a screen's first load.
  { name: 'icons', test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/ },
  { name: 'admin', test: /node_modules[\\/](react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|node-polyglot|@tanstack|react-hook-form|react-router|react-router-dom|query-string|lodash|inflection|jsonexport|react-dropzone|react-error-boundary|decode-uri-component|filter-obj|split-on-first)[\\/]/ },
];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
    rolldownOptions: { output: { strictExecutionOrder: true, codeSplitting: { includeDependenciesRecursively: false, groups: vendorGroups } } },
  },
});
