// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * One lint for the whole repository, run by `npm test` (`npm run lint`). Besides the usual
 * JavaScript and TypeScript checks: no import may close a circle, and the folder rules below
 * keep the layers one-way. Formatting is Prettier's alone (eslint-config-prettier switches off
 * every rule it would fight with).
 */
const features = fs
  .readdirSync('client/src/features', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/**
 * The gateway's modules from the bottom layer up: a module imports only modules before it in this
 * list (docs/ARCHITECTURE.md). A module that needs to tell one above it of something does so
 * through a hook that app.ts wires (identity/hooks.ts, deposit/hooks.ts, games/hooks.ts).
 */
const MODULE_LAYERS = [
  // base: what every feature reads
  'site',
  'accounts',
  'messages',
  'content',
  'wallet',
  // the `/site` Socket.IO namespace: above context.ts and realtime/, which the base modules are not
  'site-channel',
  // features, each above what it imports
  'jobs',
  'games',
  'cashier',
  'responsible-gaming',
  'announcements',
  'bonus-locks',
  'deposit',
  'agent-settlement',
  'live-models',
  'demo-vendor',
  'transfers',
  'promotions',
  'vip',
  'missions',
  'agent-contracts',
  'vendor-wallet',
  'rebates',
  'agent-salary',
  'member-info',
  'identity',
  'lottery',
  'withdrawal',
  'house-games',
  'fair',
  'agent-team',
  'engage',
  'points',
  'site-config',
  // composition above the features
  'pages',
  'support',
];
const onDisk = fs
  .readdirSync('gateway/src/modules', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const unplaced = onDisk.filter((m) => !MODULE_LAYERS.includes(m));
if (unplaced.length) throw new Error(`eslint.config.js: place the gateway module(s) ${unplaced.join(', ')} in MODULE_LAYERS`);

/** The client's composition: what puts features together. The services every layer uses (session/, stores/, api/) sit below. */
const COMPOSITION = ['./client/src/app', './client/src/console', './client/src/agent-centre', './client/src/routes/AppRoutes.tsx'];

const layerZones = [
  ...MODULE_LAYERS.map((m, i) => ({
    target: `./gateway/src/modules/${m}`,
    from: MODULE_LAYERS.slice(i + 1).map((above) => `./gateway/src/modules/${above}`),
    message: 'a module imports only the modules below it (MODULE_LAYERS); tell one above through a hook wired in app.ts',
  })).filter((z) => z.from.length > 0),
  ...[
    ['./gateway/src/modules', ['./site']],
    ['./gateway/src/plugins', []],
    ['./gateway/src/app.ts', []],
  ].map(([from, except]) => ({
    target: [
      './gateway/src/db',
      './gateway/src/http',
      './gateway/src/realtime',
      './gateway/src/outbox',
      './gateway/src/uploads',
      './gateway/src/content-safety',
      './gateway/src/metrics',
      './gateway/src/fair',
    ],
    from,
    except,
    message: "the gateway's infrastructure sits below the modules (it may read the merchant, modules/site)",
  })),
  // The client: features never import each other; what they share sits below them, what puts
  // them together (app/, console/, agent-centre/, routes/) above them.
  ...features.map((f) => ({
    target: `./client/src/features/${f}`,
    from: './client/src/features',
    except: [`./${f}`],
    message: 'features never import each other: move the shared piece below the features, or pass it in from app/',
  })),
  {
    target: [
      './client/src/components',
      './client/src/hooks',
      './client/src/lib',
      './client/src/realtime',
      './client/src/session',
      './client/src/api',
      './client/src/stores',
      './client/src/i18n',
      './client/src/console-kit',
      './client/src/agent-kit',
    ],
    from: ['./client/src/features', ...COMPOSITION],
    message: 'what the features share sits below them and imports none of them',
  },
  {
    target: './client/src/features',
    from: COMPOSITION,
    message: 'composition sits above the features: pass the piece in as a prop instead',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.d.ts', 'gateway/src/modules/**/public/**', 'docs/**', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // A leading underscore names what is left out on purpose (a destructured field dropped, a
      // parameter a signature must have).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Input checks match control characters on purpose: they are what they refuse.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hook rules. The React Compiler's own rules (refs, purity, set-state-in-effect)
      // are left off: the client is not compiled by it, and they flag patterns it relies on.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The browser takes values from `@wl/shared/core` only: the full entry point carries the
      // TypeBox schemas, which would ship to the member page for a constant. Types are erased.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@wl/shared', allowTypeImports: true, message: 'Import values from @wl/shared/core; @wl/shared is for types here.' }],
        },
      ],
    },
  },
  {
    // A path paired with an answer type by hand drifts from the route table; http.ts is where the pairing is made once.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/api/http.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[typeArguments]:matches([callee.name=/^(request|send|staffSend|staffCall|call|callStaff)$/], [callee.property.name=/^(request|send|call)$/])',
          message:
            'Call a route by its table entry: call(ENDPOINTS.x, { body, query, params }) (callStaff for the console), typed from the schemas, not request<T>(path).',
        },
      ],
    },
  },
  // A test may reach into any layer to set up or observe what it checks.
  { files: ['**/*.test.{ts,tsx}', 'tests/**'], rules: { 'import-x/no-restricted-paths': 'off', 'no-restricted-imports': 'off' } },
  prettier,
);
