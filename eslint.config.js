import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries: app -> features -> components/lib -> domain, never back.
const noImportFrom = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});
// Relative imports that climb into a folder of the web app (package names such as `firebase/app` pass).
const noRelativeImportOf = (folders, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message }] }],
});

export default tseslint.config(
  {
    // Folder patterns (a trailing slash): ESLint never walks into them. A `folder/**` pattern only ignores files, so
    // ESLint still reads the folder, and `npm test` lints beside emulators and browsers that create and delete
    // temporary folders in .cache/ and artifacts/; one vanishing mid-walk ends ESLint with ENOENT (exit 2).
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'functions/lib/',
      '**/.tsbuild/',
      'artifacts/',
      '.cache/',
      '.emulator-data/',
      '.local-images/',
      '.firebase/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: noImportFrom([
      ['firebase*', 'firebase-*', '@firebase/*', 'react', 'react-*', '@mui/*'],
      'domain is pure: no Firebase, React or UI imports',
    ]),
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: noRelativeImportOf(['app'], 'features must not import from app'),
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: noRelativeImportOf(['features', 'app'], 'shared components and lib must not import features or app'),
  },
  {
    // The start-up helpers are used by app and features; only the server render (server-render.tsx, render-app.tsx)
    // renders the app, as main.tsx does.
    files: ['web/src/boot/**/*.{ts,tsx}'],
    ignores: ['web/src/boot/server-render.tsx', 'web/src/boot/render-app.tsx'],
    rules: noRelativeImportOf(['features', 'app'], 'boot helpers must not import features or app'),
  },
);
