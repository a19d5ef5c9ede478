// One lint config for both packages: type-aware rules that catch real bugs (floating promises,
// non-exhaustive switches), plus React's hook rules in the frontend.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'frontend/src/routeTree.gen.ts',
      'frontend/src/api/generated/**',
      'backend/openapi.json',
      'backend/src/openapi-metadata*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.cjs',
            '*.mjs',
            'playwright.config.ts',
            'scripts/*.mjs',
            'backend/*.js',
            'backend/test/support/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // TanStack Router's redirect() and notFound() are thrown on purpose and are not Errors.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Nest and the ORM hand back loosely typed values in places; these rules flag them without helping.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    // Issue 11: every query goes through MikroORM (the entity manager, or Kysely via em.getKysely()).
    // SQL text is left only to migrations, bulk seeding and the event store's append function.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/database/migrations/**', 'backend/src/cli/bulk-seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='execute'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: 'No SQL strings: query through the repository with Kysely (em.getKysely()) or the entity manager.',
        },
        {
          selector: String.raw`:matches(Literal[value=/^\s*(select\s[\s\S]*\sfrom|insert\s+into|update\s+\w+\s+set|delete\s+from|with\s+\w+\s+as\s*\()\b/i], TemplateElement[value.raw=/^\s*(select\s[\s\S]*\sfrom|insert\s+into|update\s+\w+\s+set|delete\s+from|with\s+\w+\s+as\s*\()\b/i])`,
          message: 'No SQL strings: query through the repository with Kysely (em.getKysely()) or the entity manager.',
        },
      ],
    },
  },
  {
    files: ['backend/test/**/*.ts', 'backend/src/**/*.spec.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
