import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layer boundaries, enforced with ESLint's own no-restricted-imports (relative paths are matched as written).
// The customer portal must never pull in back-office code (it would grow the portal's download), the back
// office keeps to its own screens, and core stays free of browser and server code.
const restrict = (...groups) => [
  'error',
  { patterns: groups.map(([group, message]) => ({ group: [group], message })) },
];
const noBackOffice = ['**/backoffice/**', 'The customer portal must not import back-office code.'];
const noPortal = ['**/portal/**', 'The back office must not import customer-portal code.'];
const noWeb = ['**/web/**', 'core/ and server/ must not import web code.'];
const noServer = ['**/server/**', 'core/ must not import server code.'];

export default tseslint.config(
  {
    ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['web/src/portal/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(noBackOffice) } },
  { files: ['web/src/backoffice/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(noPortal) } },
  { files: ['core/**/*.ts'], rules: { 'no-restricted-imports': restrict(noWeb, noServer) } },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': restrict(noWeb) } },
);
