// Resolves imports for ESLint as Node does, but from an Astro component's client scripts too:
// eslint-plugin-astro lints each <script> as a virtual file inside the component
// (`Page.astro/1_1.ts`), so its relative imports are resolved from the component's folder.
const node = require('eslint-import-resolver-node');

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => node.resolve(source, file.replace(/\.astro\/[^/]+$/, '.astro'), config);
