// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The web app runs on the contract alone: the optimizer and the server stay on the server.
const webUsesContractOnly = {
  group: ['@promptsmith/optimizer', '@promptsmith/api'],
  message: 'The web app imports only @promptsmith/contract.',
};

// Features never import each other: app/ is the only place they meet (bulletproof-react's rule).
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*'],
            message: 'Features never import each other or app/; compose them in apps/web/src/app.',
          },
          { group: ['../../*'], message: "Reach outside the folder's parent with '@/...'." },
          webUsesContractOnly,
        ],
      },
    ],
  },
}));

// API modules (apps/api/src/modules/<name>) meet only through each other's index.ts, as web
// features meet only in app/. A deep path into a module is an arrow the map does not allow.
const moduleIndexOnly = {
  regex: '(^|/)modules/[^/]+/.+',
  message: "Import another module through its index: '…/modules/<name>'.",
};
const apiNeverImportsWeb = { group: ['@promptsmith/web'], message: 'The server never imports the web app.' };
const apiBoundaries = [
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleIndexOnly, apiNeverImportsWeb] }] },
  },
  ...[
    // From a module's own files, a sibling module is '../<name>' (or '../../<name>' one folder down).
    ['apps/api/src/modules/*/*.ts', '\\.\\./'],
    ['apps/api/src/modules/*/*/**/*.ts', '\\.\\./\\.\\./'],
  ].map(([files, up]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            moduleIndexOnly,
            apiNeverImportsWeb,
            {
              regex: `^${up}[^./][^/]*/.+`,
              message: "Another module is reached only through its index.ts: '../<name>'.",
            },
          ],
        },
      ],
    },
  })),
  {
    // Shared server code serves the modules; it never depends on one, nor on a CLI.
    files: ['apps/api/src/{lib,db,llm,mail,plugins}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules|cli)(/|$)',
              message: 'lib/, db/, llm/, mail/ and plugins/ never import modules/ or cli/.',
            },
            apiNeverImportsWeb,
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'check-file': checkFile },
    rules: {
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Matchers such as expect.any() are typed `any` by design.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'apps/api/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // Only config.ts reads the environment; everything else receives a parsed Config.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through apps/api/src/config.ts.' },
      ],
    },
  },
  {
    // The contract is shared by browser and server: no app code, no Node or DOM APIs.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@promptsmith/*'], message: 'The contract imports nothing from the project.' },
            { group: ['node:*'], message: 'The contract runs in the browser too.' },
          ],
        },
      ],
    },
  },
  {
    // The optimizer is pure: no I/O.
    files: ['packages/optimizer/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@promptsmith/api', '@promptsmith/web'],
              message: 'Data flows contract <- optimizer <- api.',
            },
            { group: ['node:*'], message: 'The optimizer is pure TypeScript with no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webUsesContractOnly] }],
    },
  },
  {
    files: ['apps/web/src/{components,lib,hooks}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code never imports features or app/.' },
            webUsesContractOnly,
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...apiBoundaries,
);
