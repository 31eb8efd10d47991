import { readFileSync } from 'node:fs'

import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Who may import what (app/boundaries.json; tests/boundaries.test.ts checks the same on the
// resolved graph): the kernel imports no business, a business or the edge imports another
// business only through the modules of its public face.
const boundaries = JSON.parse(
  readFileSync(new URL('./app/boundaries.json', import.meta.url), 'utf8'),
)
const businesses = Object.keys(boundaries.businesses)
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const withoutExtension = (file) => escape(file.replace(/\.tsx?$/, '')) + '(?:\\.tsx?)?'
const insidesOf = (business) => ({
  regex: `^#app/${business}/(?!(?:${boundaries.businesses[business].map(withoutExtension).join('|') || '(?!)'})$)`,
  message: `Import ${business} only through its public face (app/boundaries.json).`,
})
const climbingInto = (others) => ({
  regex: `^(?:\\.\\./)+(?:${others.join('|')})/`,
  message: 'Import another business as #app/<business>/…, through its public face.',
})
const businessBoundaries = [
  ...businesses.map((business) => {
    const others = businesses.filter((other) => other !== business)
    return {
      files: [`app/${business}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...others.map(insidesOf), climbingInto(others)] },
        ],
      },
    }
  }),
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: businesses.map(insidesOf) }] },
  },
  {
    files: [`app/${boundaries.kernel}/**/*.{ts,tsx}`],
    ignores: [
      '**/*.test.{ts,tsx}',
      ...boundaries.kernelMayRead.paths.map((path) => (path.endsWith('/') ? `${path}**` : path)),
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^#app/(?:${businesses.join('|')})/`,
              message: 'The kernel imports no business.',
            },
            {
              regex: `^(?:\\.\\./)+(?:${businesses.join('|')})/`,
              message: 'The kernel imports no business.',
            },
          ],
        },
      ],
    },
  },
]

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // type-aware: promises never awaited or handed where a callback is expected,
      // deprecated APIs, throwing or rejecting with something that is not an error
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': [
        'error',
        // React Router's own ways to end a loader early: throw data(message, { status }),
        // or throw a Response (a redirect, or a status with a message)
        {
          allow: [
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            { from: 'lib', name: 'Response' },
          ],
        },
      ],
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  {
    // plain JavaScript (this file, the scripts) is not part of the TypeScript project
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...businessBoundaries,
)
