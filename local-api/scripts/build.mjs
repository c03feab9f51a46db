// Builds the package into dist/: the handler (`index.js`, for Node, browsers and dev servers) and the command
// (`cli.js`) as ES modules, with the API contract it shares with the client (`notif-api-contract`, the root's
// `src/api/contract.ts`) compiled in, and the types under dist/types/. Hono and its Node server stay imports: they
// are this package's dependencies. docs/decisions.md#the-local-api-is-a-package-of-its-own says why.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** What stays an import in the built code: the declared dependencies (and their subpaths), and Node's modules. */
const dependencies = Object.keys(manifest.dependencies ?? {});

rmSync(dist, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: ['src/index.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  // The one name the source reaches shared code by; the root's tsconfig maps it for the type checker and tsx.
  alias: { 'notif-api-contract': '../src/api/contract.ts' },
  external: [...dependencies, ...dependencies.map((name) => `${name}/*`), 'node:*'],
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});

// Types: tsc writes the declarations of the package's source and of the contract it reaches, side by side under
// dist/types/ (local-api/src → dist/types/local-api/src, src/api → dist/types/src/api); the contract's name then
// becomes the relative path to its declarations, since no installed package answers to it.
const types = join(dist, 'types');
execFileSync(
  process.execPath,
  [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')],
  { stdio: 'inherit' },
);
const contract = join(types, 'src', 'api', 'contract.js');
for (const file of readdirSync(types, { recursive: true }).map(String)) {
  if (!file.endsWith('.d.ts')) continue;
  const path = join(types, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes("'notif-api-contract'")) continue;
  let specifier = relative(dirname(path), contract);
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  writeFileSync(path, text.replaceAll("'notif-api-contract'", `'${specifier}'`));
}
