import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-real/**', 'node_modules/**', '.astro/**', 'public/mockServiceWorker.js', 'test-results/**', 'bench/contenders/dist/**', 'bench/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      // The domain is pure: no React, no fetch, nothing of ours outside it.
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'effector*', '../api/*', '../models/*', '../../islands/*', '../../mocks/*'] }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../islands/*', '../../islands/*'] }] },
  },
  {
    files: ['scripts/**', 'tests/**', 'mocks/http-server.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call their `use` callback; it is not React's hook.
    files: ['tests/e2e/**', 'tests/visual/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
