import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Layer boundaries, enforced with ESLint's own no-restricted-imports (relative paths are matched as written).
// The customer portal must never pull in back-office code (it would grow the portal's download), the back
// office keeps to its own screens, core stays free of browser and server code, and the server's db/ is the
// database only (connection, migrations, schema), below every module.
const restrict = (...groups) => [
  'error',
  { patterns: groups.map(([group, message]) => ({ group: [group].flat(), message })) },
];
const noBackOffice = ['**/backoffice/**', 'The customer portal must not import back-office code.'];
const noPortal = ['**/portal/**', 'The back office must not import customer-portal code.'];
const noWeb = ['**/web/**', 'core/ and server/ must not import web code.'];
const noServer = ['**/server/**', 'core/ must not import server code.'];
const noModules = ['**/modules/**', 'db/ holds the connection, migrations and schema: no module code.'];
const noDemo = ['**/demo/**', 'db/ must not import the demo data (server/src/demo, seeded at start-up).'];

// Each back-office folder (one per menu item) keeps to itself plus the shared parts: backoffice/shared,
// layout and auth, and outside the back office web/src/ui, web/src/api and core (bulletproof-react's "no
// cross-feature imports"). What two screens need goes to backoffice/shared or web/src/ui. Imports are
// relative, so every depth inside a folder gets its own zone naming the other folders at that many "../".
// The folders are read from the disk: a new menu item is a zone without a change here.
const BACK_OFFICE = 'web/src/backoffice';
const BACK_OFFICE_SHARED_PARTS = ['shared', 'layout', 'auth'];
const backOfficeFolders = readdirSync(BACK_OFFICE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const backOfficeZones = backOfficeFolders.flatMap((folder) => {
  const others = backOfficeFolders.filter(
    (other) => other !== folder && !BACK_OFFICE_SHARED_PARTS.includes(other),
  );
  return [0, 1, 2, 3].map((depth) => {
    const up = '../'.repeat(depth + 1);
    const message = `backoffice/${folder} may import only itself and the shared parts (backoffice/shared, layout, auth, web/src/ui, web/src/api, core): move what screens share to backoffice/shared or web/src/ui.`;
    return {
      files: [`${BACK_OFFICE}/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': restrict(noPortal, [
          others.flatMap((other) => [`${up}${other}`, `${up}${other}/**`]),
          message,
        ]),
      },
    };
  });
});

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
  ...backOfficeZones,
  { files: ['core/**/*.ts'], rules: { 'no-restricted-imports': restrict(noWeb, noServer) } },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': restrict(noWeb) } },
  {
    files: ['server/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(noWeb, noModules, noDemo) },
  },
);
