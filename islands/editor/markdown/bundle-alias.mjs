import { fileURLToPath } from 'node:url';

/**
 * Vite's alias that keeps remark's writer out of the editor's first chunk (remark-stringify-unbundled.ts
 * says why). Every build of the editor uses it: the site (astro.config.mjs, and the unit tests through
 * it), Ladle (ladle/vite.config.ts) and the benchmark's contender page (bench/run-editor.mjs).
 */
export const remarkStringifyAlias = {
  find: /^remark-stringify$/,
  replacement: fileURLToPath(new URL('./remark-stringify-unbundled.ts', import.meta.url)),
};
