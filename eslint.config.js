// Lint: TypeScript + React hooks, and the architecture's import boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const features = ['catalog', 'content', 'shop', 'service', 'pwa'];

/** Features never import each other; the app layer composes them. Only the API client imports wretch. */
const boundaries = features.map((f) => ({
  files: [`src/features/${f}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: features.filter((o) => o !== f).map((o) => `**/features/${o}/**`),
            message: 'Features must not import each other; compose them in src/app.',
          },
          { group: ['wretch', 'wretch/*'], message: 'Use src/lib/api-client.ts.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/generated/**', 'test-results/**', 'playwright-report/**', 'data/**', 'tests/.tmp-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['wretch', 'wretch/*'], message: 'Use src/lib/api-client.ts.' }] }],
    },
  },
  { files: ['src/lib/api-client.ts'], rules: { 'no-restricted-imports': 'off' } },
  ...boundaries,
  { files: ['scripts/**/*.mjs', 'tests/bench/**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
);
