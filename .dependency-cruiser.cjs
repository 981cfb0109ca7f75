/** Import rules for src (dependency-cruiser). Folder globs only, so files can move inside a layer. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes load order matter and the parts impossible to test apart. Type-only imports count: they are the same coupling.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      comment: 'Islands and src/lib ship to the browser; server code holds secrets and Node-only modules.',
      from: { path: '^src/(islands|lib)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-ui',
      severity: 'error',
      comment: 'The server renders no islands or pages; what both sides need lives in src/shared.',
      from: { path: '^src/server/' },
      to: { path: '^src/(islands|pages)/' },
    },
    {
      name: 'providers-never-import-use-cases',
      severity: 'error',
      comment:
        'A provider adapts one vendor to an interface, and the story engine (storycraft) is what the built-in vendors adapt; the use-cases call them, never the other way round.',
      from: { path: '^src/server/(providers|storycraft)/' },
      to: { path: '^src/server/(account|analytics|commerce|credits|examples|exports|feedback|pipeline|recordings|samples|shares|stories|usage|users)/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^src/paraglide/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
