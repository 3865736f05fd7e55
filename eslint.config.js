// One lint config for the whole repo. Rules beyond the recommended sets are the ones
// that guard architecture: features in apps/web may not import each other, and the
// engine may not reach for I/O.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const GEEN_ANTD_TABLE = { name: 'antd', importNames: ['Table'], message: 'Gebruik Tabel uit components/ui/tabel: een tabel die scrollt is dan met het toetsenbord bereikbaar.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'e2e/screenshots/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Feature folders do not import each other; app/ composes them (ARCHITECTURE.md).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'Een feature importeert geen andere feature; zet gedeelde code in lib/ of components/.' }, { regex: 'features/', message: 'Een feature importeert geen andere feature.' }], paths: [GEEN_ANTD_TABLE] }],
    },
  },
  {
    // Every table goes through components/ui/tabel.tsx: a sideways-scrolling table is a region a keyboard reaches.
    files: ['apps/web/src/{app,components,lib}/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/tabel.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [GEEN_ANTD_TABLE] }] },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/cli.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'http', '@kw/*', 'react'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'packages/engine/src/cli.ts', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
