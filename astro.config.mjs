import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { remarkStringifyAlias } from './islands/editor/markdown/bundle-alias.mjs';

// A base path lets the static export live under a sub-folder of a host (e.g. /plane/).
const rawBase = process.env.SITE_BASE ?? '/';
const base = rawBase.endsWith('/') ? rawBase : `${rawBase}/`;

/**
 * The site's composition root (src/site/boot.ts) runs before any island hydrates, so the api has
 * its transport, and the session's scenario header is set, before an island's first call.
 */
const siteBoot = {
  name: 'site-boot',
  hooks: {
    'astro:config:setup': ({ injectScript }) => {
      injectScript('before-hydration', "import { bootSite } from '/src/site/boot.ts'; bootSite();");
    },
  },
};

export default defineConfig({
  output: 'static',
  base,
  trailingSlash: 'ignore',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  integrations: [react(), siteBoot],
  devToolbar: { enabled: false },
  // Every page carries its stylesheets (about 12 KiB gzip): its first paint waits for no second round
  // trip. Measured (bench/run-site.mjs, issue 19): an issue page against the spec server over HTTP
  // painted first at 1.78x a plain page of its size with linked stylesheets, 1.13x with them inlined.
  build: { inlineStylesheets: 'always' },
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: [remarkStringifyAlias] },
    build: {
      chunkSizeWarningLimit: 1200,
      // No <link rel="modulepreload"> per dependency of a dynamic import: Vite's helper added one for
      // every module a chunk needs, loaded or not (83 on a profile page), and their insertion was the
      // larger part of one 40 ms task as the page's island started (issue 19). Rollup already lists
      // each chunk's transitive imports at its top, so they still load in parallel, one round trip later.
      modulePreload: false,
    },
  },
});
