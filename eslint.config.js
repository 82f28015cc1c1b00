import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The site's own React binding of i18next replaces react-i18next (app/i18n/react.tsx). */
const ownI18nBinding = { name: 'react-i18next', message: 'Use #app/i18n/react.tsx.' }

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.react-router/',
      'bench/bare-app/build/',
      'bench/bare-app/.react-router/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: [ownI18nBinding] }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // The browser bundle must never import server code: React Router enforces *.server.ts by name,
    // and this keeps app/ from reaching into server/ outside loaders, actions and entry.server.
    files: ['app/components/**', 'app/schemas/**', 'app/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ownI18nBinding], patterns: ['#server/*', '**/server/**'] },
      ],
    },
  },
)
