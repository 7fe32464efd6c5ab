// Compiles the one-process entry (apps/web/src/server/main.ts) and the workspace packages it
// imports into one plain JavaScript file, apps/web/dist/server/main.js, that `node` runs without a
// TypeScript loader (docs/decisions/011-compiled-server-and-memory.md). Packages from node_modules stay
// outside the bundle and load as Node resolves them, so native and WebAssembly packages (sharp,
// PGlite) and Next.js keep their own files.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { root } from './app-build';

const SERVER_ENTRY = 'apps/web/src/server/main.ts';
const SERVER_BUNDLE = 'apps/web/dist/server/main.js';

const outDir = path.dirname(path.join(root, SERVER_BUNDLE));

/** Our own packages are compiled in; every other bare import is left for Node to resolve. */
const dependenciesOutside: Plugin = {
  name: 'dependencies-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@newsroom/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * A source that finds its files next to itself (migrations, the demo video, the built site) keeps
 * finding them: its `import.meta.url` becomes its own address as seen from the bundle.
 */
const ownAddresses: Plugin = {
  name: 'own-addresses',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
      const address = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', address), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(root, SERVER_ENTRY)],
  outfile: path.join(root, SERVER_BUNDLE),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [dependenciesOutside, ownAddresses],
  // Node's own `require`, for the few CommonJS paths of the compiled packages.
  banner: { js: "import { createRequire as __newsroomRequire } from 'node:module'; const require = __newsroomRequire(import.meta.url);" },
});
