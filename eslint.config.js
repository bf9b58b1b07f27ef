import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/*
 * The layers and the one direction their imports may point (README, Layout). Each layer may import
 * itself and the layers below it: pages -> islands -> models -> api -> domain, and islands take only
 * types from the api (components render and dispatch; models call). The mock (mocks, fixtures)
 * stays out of the app: only src/site, the composition root, wires it in. Tests, stories, Ladle,
 * the bench and scripts may import anything; nothing imports them.
 */
const LAYERS = [
  { type: 'domain', pattern: 'src/domain', may: [] },
  { type: 'api', pattern: 'src/api', may: ['domain'] },
  { type: 'models', pattern: 'src/models', may: ['api', 'domain'] },
  { type: 'islands', pattern: 'islands', may: ['models', 'domain'], types: ['api'] },
  { type: 'pages', pattern: ['src/pages', 'src/layouts'], may: ['site', 'islands', 'models', 'domain'], types: ['api'] },
  { type: 'site', pattern: 'src/site', may: ['mocks', 'fixtures', 'islands', 'models', 'api', 'domain'] },
  { type: 'mocks', pattern: 'mocks', may: ['fixtures', 'domain'] },
  { type: 'fixtures', pattern: 'fixtures', may: ['domain'] },
  { type: 'tooling', pattern: ['tests', 'ladle', 'bench', 'scripts'], may: ['*'] },
];
const element = (types) => ({ element: { types: { anyOf: types } } });
const ANYTHING = { element: { types: '*' } };

const layerRules = {
  files: ['**/*.{ts,tsx,js,mjs,astro}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': LAYERS.map(({ type, pattern }) => ({ type, pattern, partialMatch: false })),
    'boundaries/files': [{ category: 'free', pattern: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'islands/**/story-data.ts'] }],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { [fileURLToPath(new URL('./scripts/eslint-astro-resolver.cjs', import.meta.url))]: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', {
      default: 'disallow',
      policies: [
        ...LAYERS.map(({ type, may }) => ({ from: element([type]), allow: { to: may.includes('*') ? ANYTHING : element([type, ...may]) } })),
        ...LAYERS.filter((l) => l.types).map(({ type, types }) => ({ from: element([type]), allow: { to: element(types), dependency: { kind: 'type' } } })),
        { disallow: { to: { file: { categories: 'free' } } }, message: 'Nothing imports a test or a story.' },
        // Later policies win: tests, stories and tooling may import anything.
        { from: [{ file: { categories: 'free' } }, element(['tooling'])], allow: { to: ANYTHING } },
      ],
    }],
  },
};

/** No file imports another that imports it back, however long the loop (README, Layout). */
const noCycles = {
  files: ['**/*.{ts,tsx,js,mjs,astro}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-real/**', 'dist-plane/**', 'node_modules/**', '.astro/**', 'public/mockServiceWorker.js', 'test-results/**', 'bench/contenders/dist/**', 'bench/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useIslandModel takes its dependencies as useMemo does.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useIslandModel$' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Astro pages and layouts, frontmatter and client scripts, so the layer rules see their imports too.
  ...astro.configs['flat/base'],
  layerRules,
  noCycles,
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      // The domain is pure: no React, no state library, no fetch (the layer rules keep out everything of ours).
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'effector*'] }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    ignores: ['src/api/**/*.test.ts'],
    // The client reads no page state: the session and the site hand it what it needs (default headers, transport).
    rules: { 'no-restricted-globals': ['error', 'window', 'location', 'sessionStorage', 'localStorage'] },
  },
  {
    files: ['islands/**/*.tsx', 'islands/**/*.ts'],
    ignores: ['islands/**/*.stories.tsx'],
    rules: {
      // An island's model lives in a region released when the island leaves (islands/ui/use-island-model.ts);
      // one made in useMemo would outlive it and go on reacting to shared units.
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.name=/^(create\\w*Model|pageModel)$/]:not(CallExpression[callee.name='useIslandModel'] *)",
        message: 'Make an island model with useIslandModel, so it is released when the island leaves.',
      }],
    },
  },
  {
    // ESLint loads import resolvers with require(), so ours is CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'tests/**', 'mocks/http-server.ts', 'mocks/plane/http-server.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call their `use` callback; it is not React's hook.
    files: ['tests/e2e/**', 'tests/visual/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
