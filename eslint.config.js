import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/** ARCHITECTURE section 6: layers only look down, and the browser and the server meet only in common/. */
const layers = [
  { target: './server', from: './src', message: 'The server never imports src/; move what both need to common/.' },
  { target: './src', from: './server', message: 'The site never imports server/; types and rules both need live in common/.' },
  { target: './common', from: ['./src', './server'], message: 'common/ is neutral: it imports neither side.' },
  { target: ['./server/db', './server/platform'], from: ['./server/modules', './server/seed'], message: 'The data layer, adapters and HTTP helpers know no domain.' },
  { target: './server/modules', from: './server/seed', message: 'Seeds sit above the modules, never below.' },
  { target: './src/stores', from: './src/islands', message: 'Stores sit below islands.' },
  { target: './src/lib', from: ['./src/islands', './src/stores'], message: 'Helpers and the client API sit below stores and islands.' },
  { target: ['./bench', './scripts'], from: './tests', message: 'Tools bring their own helpers; tests are not a library.' },
];

export default tseslint.config(
  { ignores: ['dist/**', '.astro/**', '.wrangler/**', 'data/**', 'node_modules/**', 'test-results/**', 'server/db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through server/config.ts.' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] }, 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A module talks to another through its service, never through its routes.
    files: ['server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./[^/]+/routes(\\.ts)?$', message: 'Use the other module\'s service, not its routes.' }] }],
    },
  },
  {
    // Only the configuration loader and the tools that start processes may read the environment.
    files: ['server/config.ts', 'scripts/**', 'tests/**', 'support/**', 'bench/**', '*.config.*', 'astro.config.mjs'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
