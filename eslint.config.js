import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'local-api/dist/',
      'node_modules/',
      'storybook-static/',
      'coverage/',
      'test/consumers/*/',
      'test/frameworks/*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/elements/**/*.ts', 'src/index.ts'],
    ...litConfigs['flat/recommended'],
  },
  {
    files: ['src/elements/**/*.ts'],
    ...wcConfigs['flat/recommended'],
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['local-api/src/cli.ts', 'local-api/bin/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
