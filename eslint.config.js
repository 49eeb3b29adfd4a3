import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries of STYLE.md: a wrong import fails `lint`.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/__generated__/**', 'data/**', 'tests/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The browser's own date inputs show its locale's order (mm/dd/yyyy in an English one): every
      // day is typed DD/MM/AAAA in the form kit's masked field, with Blueprint's picker beside it.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='type'][value.value=/^(date|datetime-local|month|week|time)$/]",
          message:
            "a day is the form kit's masked field (mask 'date' or 'datetime'), never a native date input",
        },
      ],
    },
  },
  // schema depends on nothing of ours.
  {
    files: ['packages/schema/src/**'],
    rules: restrict([{ group: ['@balcao/*'], message: 'schema depends on nothing of ours' }]),
  },
  // gateway knows services only over HTTP; domains never import each other.
  {
    files: ['packages/gateway/src/**'],
    ignores: ['packages/gateway/src/**/*.test.ts', 'packages/gateway/src/test/**'],
    rules: restrict([
      {
        group: ['@balcao/services', '@balcao/services/*'],
        message: 'the gateway reaches services over HTTP only',
      },
      { group: ['@balcao/web', '@balcao/web/*'], message: 'the gateway does not import the web app' },
    ]),
  },
  {
    files: ['packages/gateway/src/domains/**'],
    ignores: ['packages/gateway/src/**/*.test.ts'],
    rules: restrict([
      {
        group: ['@balcao/services', '@balcao/services/*'],
        message: 'the gateway reaches services over HTTP only',
      },
      { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'a domain reaches others only through context.upstream' },
    ]),
  },
  // services never import the gateway or the web.
  {
    files: ['packages/services/src/**'],
    rules: restrict([
      {
        group: ['@balcao/gateway', '@balcao/web', '@balcao/gateway/*', '@balcao/web/*'],
        message: 'services stand alone',
      },
    ]),
  },
  // web: ui imports no feature, no Apollo, nothing generated; a feature imports another only through its index.
  {
    files: ['packages/web/src/ui/**'],
    rules: restrict([
      { group: ['**/features/**', '**/app/**'], message: 'ui/ imports no feature and no app code' },
      { group: ['@apollo/*'], message: 'ui/ is Apollo-free' },
      { group: ['**/__generated__/**'], message: 'ui/ imports nothing generated' },
    ]),
  },
  {
    files: ['packages/web/src/lib/**'],
    rules: restrict([
      { group: ['**/features/**', '**/app/**'], message: 'lib/ imports no feature and no app code' },
    ]),
  },
  // Browser tests take `test` from their fixture, which fails them on an unexpected console message.
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "import test from './fixtures': it fails a test on any unexpected console error",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/features/**'],
    rules: restrict([
      {
        regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$)',
        message: 'import another feature only through its index.ts',
      },
      { group: ['**/app/**'], message: 'features do not import the app shell' },
    ]),
  },
);
