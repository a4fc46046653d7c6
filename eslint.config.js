// ESLint (docs/decisions/0036-lint-and-format.md): the recommended sets of ESLint, typescript-eslint
// and eslint-plugin-react-hooks, over every TypeScript and JavaScript file of the repository.
// `npm run lint` runs it with --max-warnings=0, and test/lint.test.ts runs it in `npm test`.
// Formatting is Prettier's (.prettierrc), so no stylistic rule is on here.
// A rule is turned off or changed only with its reason beside it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'storybook-static/', 'pacts/', '**/*.json', 'docs/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks an argument or binding kept on purpose (a handler's signature,
      // the rest of a destructuring that drops a field).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler's rule against reading or writing ref.current during render. The app is not
      // compiled by the React Compiler, and it keeps the newest props in a ref on purpose (the latest
      // callbacks of use-return-confirmation, the tooltip's "pointer already over" flag, the chat's
      // stagger delays), the documented escape hatch for values that must not re-run effects.
      'react-hooks/refs': 'off',
      // A warning in the recommended set; `npm run lint` allows no warnings, so it is an error here.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx}', 'e2e/**/*.ts', 'pact/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // Tests read parsed JSON bodies, YAML and SSE payloads field by field; typing each body again
      // would copy the contracts the code under test already checks. Product code stays without `any`.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // CommonJS config files (dependency-cruiser's) load with require by design.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
