// ESLint, run by `npm test` and in pull requests: TypeScript's recommended rules
// (typescript-eslint), the rules of hooks (eslint-plugin-react-hooks) and
// accessibility in JSX (eslint-plugin-jsx-a11y). Formatting is not linted: the
// code keeps one style (2 spaces, single quotes, semicolons, trailing commas),
// which reviewers hold to.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'reports/', 'test-results/', 'playwright-report/', 'node_modules/', '.dist-*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    // The rules of hooks and their dependencies; not the React Compiler's rules, which assume the compiler.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused variables, imports and parameters are TypeScript's errors (noUnusedLocals, noUnusedParameters, in every
      // program of npm run typecheck); this rule repeated them, at half of ESLint's rule time.
      '@typescript-eslint/no-unused-vars': 'off',
      // A table's scrolling box is a region keyboard users must reach to scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'] }],
    },
  },
  // The two sides by file name (tsconfig.browser.json, tsconfig.node.json): the browser's code is src/browser/ and each
  // block's NAME.browser.ts; it loads no server component (a block's props are its type only), and nothing else loads it.
  {
    files: ['src/browser/**/*.ts', 'src/blocks/**/*.browser.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.tsx'], allowTypeImports: true, message: 'The browser loads no server component: move what both sides need to a .ts file (src/shared/ or the block\'s folder).' },
            { group: ['**/engine/node/**', 'node:*'], message: "The browser's code cannot use Node's side." },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/browser/**', 'src/blocks/**/*.browser.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/browser/**', '**/*.browser.ts'], message: "Only the browser's code (src/browser/, a block's *.browser.ts) loads the browser's code: move what both sides need to src/shared/." }] },
      ],
    },
  },
);
