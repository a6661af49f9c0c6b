// One lint setup for the workspace. Besides the usual checks it enforces the import direction:
// shared → remotes → shell, no remote importing another, the api using only shared's contracts.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-news-polls', 'mfe-disputes-complaints', 'mfe-donations', 'mfe-configuration'];
const outside = (folders) =>
  folders.map((folder) => ({ regex: `(^|/)\\.\\./.*${folder}(/|$)`, message: `Do not reach into ${folder} by path.` }));
const packages = (names, message) => names.map((name) => ({ regex: `^@portal/${name.replace('*', '[^/]+')}(/.*)?$`, message }));

function direction(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'test-results/**',
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
          regex: '^zod$',
          message: 'Build schemas with @portal/shared (listSchema, pageSchema): a remote importing zod ships its own copy.',
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
  direction(
    ['api/**'],
    [
      { regex: '^@portal/(?!shared/contracts$).*', message: 'The api imports only @portal/shared/contracts.' },
      { regex: '^react(-dom|-router)?(/.*)?$', message: 'The api never imports React.' },
      ...outside(['shell', 'mfe-[a-z-]+']),
    ],
  ),
);
