// The layers of Casebook (ARCHITECTURE.md), checked on every `npm test` by test/architecture.test.ts.
// infra is the floor; modules meet only through each other's index.ts; views read modules through
// their index.ts; app/ (the composition root) may import anything; the web app shares only the
// modules' contracts with the server.
const code = '\\.(ts|tsx)$';
const notTest = '\\.(test|spec|stories)\\.(ts|tsx)$';

module.exports = {
  forbidden: [
    {
      name: 'infra-imports-no-module-view-or-app',
      comment: 'infra/ is the floor: adapters and plumbing know nothing of modules, views or the composition root.',
      severity: 'error',
      from: { path: '^infra/', pathNot: notTest },
      to: { path: '^(modules|projections|app)/' },
    },
    {
      name: 'module-imports-other-modules-only-through-index',
      comment: 'A module uses another module only through its index.ts (its descriptor and api), never its internals.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/', pathNot: notTest },
      to: { path: '^modules/[^/]+/', pathNot: ['^modules/$1/', '^modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'module-imports-no-view-or-app',
      comment: 'The write side never reads a view to decide, and never reaches into the composition root.',
      severity: 'error',
      from: { path: '^modules/', pathNot: notTest },
      to: { path: '^(projections|app)/' },
    },
    {
      name: 'view-imports-modules-and-views-only-through-index',
      comment: "A view reads modules' events and contracts through their index.ts, and other views through theirs.",
      severity: 'error',
      from: { path: '^projections/([^/]+)/', pathNot: notTest },
      to: { path: '^(modules|projections)/[^/]+/', pathNot: ['^projections/$1/', '^(modules|projections)/[^/]+/index\\.ts$'] },
    },
    {
      name: 'view-imports-no-app',
      severity: 'error',
      from: { path: '^projections/', pathNot: notTest },
      to: { path: '^app/' },
    },
    {
      name: 'web-shares-only-contracts',
      comment:
        "The browser's code shares the modules' zod contracts (contract.ts, or a part of one in <name>-contract.ts) with the server, and nothing else of it; " +
        'and the outcome prediction model (browser-safe, the what-if runs in the browser), which the casework ' +
        'contract re-exported until only the Outcome Prediction page loaded it (docs/decisions/0030).',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(infra|projections|app)/|^modules/[^/]+/(?![a-z-]*contract\\.ts$)(?!prediction-model\\.ts$)' },
    },
    {
      name: 'contract-imports-no-ai',
      comment:
        "A module's contract is the vocabulary the browser shares with the server: it states its types itself " +
        '(the zod schemas that check AI answers are checked against them), never takes them from the AI clients ' +
        '(infra/ai) or from the AI code of a module (assistant/, intelligence/), which the browser must not load.',
      severity: 'error',
      from: { path: '^modules/[^/]+/contract\\.ts$' },
      to: { path: '^infra/ai/|^modules/[^/]+/(assistant|intelligence)/' },
    },
    {
      name: 'web-never-loads-ai-code',
      comment:
        'Not even through a contract: the AI clients (infra/ai), the assistant (knowledge base, retrieval, composer) ' +
        'and the document NLP stay on the server.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^infra/ai/|^modules/[^/]+/(assistant|intelligence)/', reachable: true },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment:
        'A web feature never imports another feature (web/README.md): what two features share lives in ' +
        "web/lib or web/components, and app/ passes one feature's pieces into another's screens.",
      severity: 'error',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'web-shared-code-imports-no-feature-or-app',
      comment: 'web/lib and web/components sit below the features and app/ (imports flow app → features → lib, components).',
      severity: 'error',
      from: { path: '^web/(lib|components)/', pathNot: notTest },
      to: { path: '^web/(features|app)/' },
    },
    {
      name: 'no-circular-server-code',
      comment: 'Import cycles make the order of start-up and of reading the code unclear.',
      severity: 'error',
      from: { path: '^(infra|modules|projections|app)/', pathNot: notTest },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    includeOnly: { path: `^(infra|modules|projections|app|web)/.*${code}|^main\\.ts$` },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
