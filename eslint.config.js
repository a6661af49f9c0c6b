// One lint setup for the workspace. Besides the usual checks it enforces the import direction:
// shared → remotes → shell, no remote importing another, the api using only shared's contracts,
// inside the shell, its folders one way (SHELL_LAYERS), and tools/ below scripts/.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

import { REMOTES as REMOTE_APPS } from './tools/apps.mjs';

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
// docs/kit.md#page-templates: the order of a page's parts and their spacing are the kit's, in these files.
const PAGE_TEMPLATE_FILES = ['page-templates', 'error-content', 'not-found-content', 'confirmation-panel'].map(
  (name) => `shared/src/ui/${name}.tsx`,
);
const OWN_H1 = {
  selector: "JSXOpeningElement[name.name='h1']",
  message:
    "A page's h1 is its template's: draw the page with the kit's HubPage, ListPage, DetailPage, FormPage or ConfirmationPage (or ErrorContent, NotFoundContent).",
};

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
    selector: "JSXAttribute[name.name='type'][value.value=/^(date|month|time)$/]",
    message:
      "Use the kit's DateField (a date), MonthField (a month) or TimeField (a time of day), not the browser's date, month or time input.",
  },
  OWN_H1,
];

// One access module (shared/src/access): who may do what is decided by its rules (mayOpen, admits,
// mayChangeAccount, mayGrantAdmin), never by reading a person's role flags. Only the modules that
// turn a record into a person and back read them (ROLE_FLAG_READERS), and those that edit the flags
// as data: the accounts route, its queries and the account's role tags.
const ROLE_FLAGS = {
  selector: [
    'MemberExpression[property.name=/^(isAdmin|isSuperuser|is_admin|is_superuser)$/]',
    'ObjectPattern > Property[key.name=/^(isAdmin|isSuperuser)$/]',
  ].join(', '),
  message: "Decide a role with the access module's rules (mayOpen, admits, mayChangeAccount, mayGrantAdmin), not by reading its flag.",
};
// Routes hold HTTP; their queries are db/'s, a unit of work over the data services/' (api/README.md).
const QUERY_IN_ROUTE = {
  selector:
    'CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/]:matches([callee.object.name=/^(db|tx)$/], [callee.object.property.name="db"])',
  message: 'A route calls a db/ function or a service for its data, never the query builder (api/README.md, the layers).',
};
const ROLE_FLAG_READERS = [
  'shared/src/access/**',
  'shared/src/auth/session.ts',
  'api/src/serializers.ts',
  'api/src/db/schema/**',
  'api/src/db/seed/**',
  'api/src/routes/configuration/accounts/**',
  'api/src/db/accounts.ts',
  'mfe-configuration/src/accounts/account-roles.ts',
];
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', 'shared/src/testing/**'];

// One way to ask the API for a change (docs/architecture.md): a form's submission (useForm's
// onSubmit), else a useMutation (its mutationFn), or a removal (RemoveAction's remove). The
// session's own writes (SESSION_WRITERS) and the payment page's return, settled as that page's
// data, are the others.
const API_WRITE = 'CallExpression[callee.object.name="api"][callee.property.name=/^(post|put|patch|delete)$/]';
const writeContext = (node) =>
  (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.property.name === 'onSubmit') ||
  (node.type === 'Property' && node.key.name === 'mutationFn') ||
  (node.type === 'JSXAttribute' && node.name.name === 'remove');
const portalRules = {
  rules: {
    'one-way-to-write': {
      meta: { type: 'problem', schema: [] },
      create: (context) => ({
        [API_WRITE]: (node) => {
          if (context.sourceCode.getAncestors(node).some(writeContext)) return;
          context.report({
            node,
            message:
              "Ask the API for a change in a form's onSubmit, a useMutation's mutationFn or RemoveAction's remove (docs/architecture.md).",
          });
        },
      }),
    },
  },
};
const SESSION_WRITERS = ['shell/src/session/**', 'shell/src/layout/language-links.tsx', 'mfe-donations/src/donations/get-donations.ts'];

// The shell's folders in one direction: the federation's loading of remotes (federation/) under the
// context a page needs (context/: the shell's context, the page's handle, the shell's own header
// entries), under the frame (layout/), under the pages and what they use, under the router, under
// bootstrap.tsx. Each row: folders, and those they never import.
const SHELL = [
  ...packages(['mfe-*', 'api'], 'The shell reaches remotes only through Module Federation at run time.'),
  ...outside(['mfe-[a-z-]+', 'api']),
];
const SHELL_LAYERS = [
  [['federation'], ['context', 'layout', 'pages', 'router', 'bootstrap']],
  [['context'], ['layout', 'pages', 'router', 'bootstrap']],
  [['layout'], ['pages', 'router', 'first-screen', 'bootstrap']],
  [
    ['account', 'config', 'first-screen', 'home', 'info', 'pages', 'search', 'session', 'version'],
    ['router', 'bootstrap'],
  ],
  [['router'], ['first-screen', 'bootstrap']],
];

function direction(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

// Every api block repeats these: a later block's no-restricted-imports replaces an earlier one's.
const API = [
  {
    regex: '^@portal/(?!shared/(contracts|access|writing|early-errors|interpret|locales/[a-z]{2,3}(-[A-Z]{2})?\\.json)$).*',
    message: "The api imports only @portal/shared/contracts, access, writing, early-errors, interpret and the kit's catalogs (locales).",
  },
  { regex: '^react(-dom|-router)?(/.*)?$', message: 'The api never imports React.' },
  ...outside(['shell', 'mfe-[a-z-]+']),
];
const API_TOP = ['routes', 'plugins', 'cases', 'configuration', 'app', 'server', 'metrics-server', 'seed-cli'];
const API_SERVICES = ['services', 'payments', 'serializers[a-z-]*'];
// A layer's files, as [glob, how deep under api/src], may not import the folders and files above it
// at src/ (one block per depth: db/ has files named like them, db/cases.ts, db/schema/configuration.ts).
const apiLayer = (files, above, message, extra = []) =>
  files.map(([glob, depth]) =>
    direction([glob], [...API, { regex: `^${depth === 0 ? '\\./' : `(\\.\\./){${depth}}`}(${above.join('|')})(/|$)`, message }, ...extra]),
  );

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
    files: ['shared/src/**/*.ts', 'api/src/**/*.ts'],
    ignores: [...TESTS, ...ROLE_FLAG_READERS],
    rules: { 'no-restricted-syntax': ['error', ROLE_FLAGS] },
  },
  {
    files: ['api/src/routes/**/*.ts'],
    ignores: [...TESTS, ...ROLE_FLAG_READERS],
    rules: { 'no-restricted-syntax': ['error', ROLE_FLAGS, QUERY_IN_ROUTE] },
  },
  {
    files: ROLE_FLAG_READERS.filter((glob) => glob.startsWith('api/src/routes/')),
    rules: { 'no-restricted-syntax': ['error', QUERY_IN_ROUTE] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...KIT_DRIFT, ROLE_FLAGS] },
  },
  {
    files: ROLE_FLAG_READERS.filter((glob) => glob.startsWith('mfe-')),
    rules: { 'no-restricted-syntax': ['error', ...KIT_DRIFT] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, ...SESSION_WRITERS],
    plugins: { portal: portalRules },
    rules: { 'portal/one-way-to-write': 'error' },
  },
  {
    // The kit's own pages (the login page, a remote run alone) use its templates too.
    files: ['shared/src/**/*.tsx'],
    ignores: [...TESTS, ...PAGE_TEMPLATE_FILES],
    rules: { 'no-restricted-syntax': ['error', OWN_H1, ROLE_FLAGS] },
  },
  {
    files: PAGE_TEMPLATE_FILES,
    rules: { 'no-restricted-syntax': ['error', ROLE_FLAGS] },
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
        ...packages(['shell', 'api', 'mfe-*'], 'A remote imports only @portal/shared: reach other domains by a URL or through the API.'),
        {
          regex: '^zod(/.*)?$',
          message: 'Schemas are contracts: define them in @portal/shared/contracts, where the API checks the same ones.',
        },
        ...outside(['shell', 'api', ...REMOTES.filter((other) => other !== remote)]),
      ],
    ),
  ),
  direction(['shell/**'], SHELL),
  ...SHELL_LAYERS.map(([folders, above]) =>
    direction(
      folders.map((folder) => `shell/src/${folder}/**`),
      [
        ...SHELL,
        ...above.map((folder) => ({
          regex: `^\\.\\./${folder}(/|$)`,
          message: `shell/src runs one way, federation → context → layout → pages → router → bootstrap: nothing here imports ${folder}/.`,
        })),
      ],
    ),
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
  // The build's tools are below the scripts that run them: scripts (and bench/, e2e/) import tools/,
  // never the other way.
  direction(
    ['tools/**'],
    [{ regex: '(^|/)scripts(/|$)', message: 'tools/ never imports scripts/: what both need (the list of apps, …) lives in tools/.' }],
  ),
  direction(['api/**'], API),
  // The API's tests also read the menu's rule (the pages' side of the same access rules); the API does not.
  direction(
    ['api/test/**'],
    [
      {
        regex: '^@portal/(?!shared/(contracts|access|navigation)$).*',
        message: "The api's tests import only @portal/shared/contracts, access and navigation.",
      },
      ...API.slice(1),
    ],
  ),
  // The api's layers (api/README.md), each importing only those below it: lib/ and the config at
  // the bottom, db/ on them, services/ (with the serializers and payments/) on db/, and the routes,
  // plugins, cases/ and configuration/ on top.
  direction(['api/src/lib/**'], [...API, { regex: '^\\.\\./', message: 'lib/ imports nothing of the api outside lib/.' }]),
  direction(
    ['api/src/config.ts', 'api/src/config-security.ts'],
    [...API, { regex: '^\\.\\.?/(?!config-security$)', message: 'The config imports nothing of the api but config-security.' }],
  ),
  ...apiLayer(
    [
      ['api/src/db/*.ts', 1],
      ['api/src/db/*/**', 2],
    ],
    [...API_TOP, ...API_SERVICES],
    'db/ imports only db/, lib/ and the config.',
    [
      {
        regex: '^(\\.\\./)+lib/(errors|responses|paged-list-route)$',
        message: 'db/ answers values (null for not found); the service or route above raises the HTTP error.',
      },
    ],
  ),
  ...apiLayer(
    [
      ['api/src/services/*.ts', 1],
      ['api/src/payments/*.ts', 1],
      ['api/src/payments/*/**', 2],
      ['api/src/serializers*.ts', 0],
    ],
    API_TOP,
    'services/, payments/ and the serializers import only their layer, db/, lib/ and the config.',
  ),
);
