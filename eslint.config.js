// One lint setup for the workspace. Besides the usual checks it enforces the import direction:
// shared → remotes → shell, no remote importing another, the api using only shared's contracts.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

import { REMOTES as REMOTE_APPS } from './scripts/apps.mjs';

const REMOTES = REMOTE_APPS.map((remote) => remote.dir);
const outside = (folders) =>
  folders.map((folder) => ({ regex: `(^|/)\\.\\./.*${folder}(/|$)`, message: `Do not reach into ${folder} by path.` }));
const packages = (names, message) => names.map((name) => ({ regex: `^@portal/${name.replace('*', '[^/]+')}(/.*)?$`, message }));

// The design system's drift rule: the shell and the remotes draw what the kit (shared/src/ui) has
// with the kit's component, and write dates, times, money and counts with its formatters
// (shared/src/format), so that the four areas look and read as one product (docs/kit.md).
const KIT_CLASSES = [
  ['usa-pagination', 'Pager (with usePageParam)'],
  ['usa-search', 'SearchBox'],
  ['usa-tag', 'StatusTag'],
  ['usa-summary-box', 'SummaryList'],
  ['usa-sidenav', 'SubNav'],
  ['usa-input-prefix', 'MoneyField'],
  ['usa-file-input', 'FileField'],
  ['usa-date-picker', 'DateField'],
  ['usa-memorable-date', 'DateField or MonthField'],
  ['usa-alert--success', 'ConfirmationPanel (a confirmation is the panel under the h1, not an alert)'],
];
const FORMATTERS = 'formatDate, formatTableDate, formatTime, formatDateTime, formatMonth, formatMoney or formatNumber from @portal/shared';
const KIT_DRIFT = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|NumberFormat)$/]",
    message: `Format with the kit's formatters (${FORMATTERS}), not Intl.`,
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: `Format with the kit's formatters (${FORMATTERS}), not toLocale*String.`,
  },
  ...KIT_CLASSES.flatMap(([name, component]) =>
    ['Literal', 'TemplateElement'].map((node) => ({
      selector: node === 'Literal' ? `Literal[value=/${name}/]` : `TemplateElement[value.raw=/${name}/]`,
      message: `Use the kit's ${component} from @portal/shared instead of drawing ${name} here.`,
    })),
  ),
  {
    selector: "JSXAttribute[name.name='type'][value.value=/^(date|month)$/]",
    message: "Use the kit's DateField (a date) or MonthField (a month), not the browser's date or month input.",
  },
];

function direction(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'api/.build-test-*/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      'playwright-report/**',
      'api/drizzle/**',
      'deploy/**',
      'bench/single-bundle/host/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...KIT_DRIFT] },
  },
  direction(
    ['shared/**'],
    [
      ...packages(['shell', 'mfe-*', 'api', 'tools', 'e2e'], 'shared imports nothing of ours.'),
      ...outside(['shell', 'mfe-[a-z-]+', 'api']),
    ],
  ),
  ...REMOTES.map((remote) =>
    direction(
      [`${remote}/**`],
      [
        ...packages(['shell', 'api', 'mfe-*'], 'A remote imports only @portal/shared: use the event bus or a URL for other domains.'),
        {
          regex: '^zod(/.*)?$',
          message: 'Schemas are contracts: define them in @portal/shared/contracts, where the API checks the same ones.',
        },
        ...outside(['shell', 'api', ...REMOTES.filter((other) => other !== remote)]),
      ],
    ),
  ),
  direction(
    ['shell/**'],
    [
      ...packages(['mfe-*', 'api'], 'The shell reaches remotes only through Module Federation at run time.'),
      ...outside(['mfe-[a-z-]+', 'api']),
    ],
  ),
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Take test and expect from ./support: its fixture fails a test on any console error the test did not declare.',
            },
          ],
        },
      ],
    },
  },
  direction(
    ['api/**'],
    [
      {
        regex: '^@portal/(?!shared/(contracts|access)$).*',
        message: 'The api imports only @portal/shared/contracts and @portal/shared/access.',
      },
      { regex: '^react(-dom|-router)?(/.*)?$', message: 'The api never imports React.' },
      ...outside(['shell', 'mfe-[a-z-]+']),
    ],
  ),
  // The API's tests also read the menu's rule (the pages' side of the same access rules); the API does not.
  direction(
    ['api/test/**'],
    [
      {
        regex: '^@portal/(?!shared/(contracts|access|navigation)$).*',
        message: "The api's tests import only @portal/shared/contracts, access and navigation.",
      },
      { regex: '^react(-dom|-router)?(/.*)?$', message: 'The api never imports React.' },
      ...outside(['shell', 'mfe-[a-z-]+']),
    ],
  ),
);
