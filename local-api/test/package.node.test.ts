// The local API is a package of its own (docs/decisions.md#the-local-api-is-a-package-of-its-own): its source
// reaches nothing outside its folder but its declared dependencies, Node's modules and the API contract its build
// compiles in, and its manifest points at the built files. test/package/local-api-package.node.test.ts installs it.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'));
/** The name the build resolves to the root's `src/api/contract.ts` (scripts/build.mjs). */
const CONTRACT = 'notif-api-contract';

/** Every module specifier of a source file: static imports and exports, and dynamic imports. */
function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)'([^']+)'/g)].map((match) => match[1]!);
}

const sources = readdirSync(join(PACKAGE, 'src'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join(PACKAGE, 'src', file));

describe('the notif-local-api package', () => {
  it('imports, in its source, only its own files, its dependencies, Node and the contract', () => {
    const allowed = new Set([...Object.keys(manifest.dependencies), CONTRACT]);
    const outside: string[] = [];
    for (const file of sources) {
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        const where = relative(PACKAGE, file);
        if (specifier.startsWith('.')) {
          const target = relative(PACKAGE, resolve(dirname(file), specifier));
          if (target.startsWith('..')) outside.push(`${where}: ${specifier}`);
        } else if (!specifier.startsWith('node:')) {
          const name = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : specifier.split('/')[0]!;
          if (!allowed.has(name)) outside.push(`${where}: ${specifier} (not a dependency)`);
        }
      }
    }
    assert.ok(sources.length > 20, 'the scan found the source');
    assert.deepEqual(outside, []);
  });

  it('is publishable: not private, its entry points, command and types in the built files it ships', () => {
    assert.equal(manifest.private, undefined);
    assert.deepEqual(manifest.files, ['bin', 'dist', 'README.md']);
    assert.equal(manifest.main, './dist/index.js');
    assert.deepEqual(manifest.exports['.'], { types: manifest.types, import: manifest.main });
    assert.match(manifest.types, /^\.\/dist\/types\/.+\.d\.ts$/);
    assert.deepEqual(Object.keys(manifest.bin), ['notif-local-api']);
    assert.match(
      readFileSync(join(PACKAGE, manifest.bin['notif-local-api']), 'utf8'),
      /import '\.\.\/dist\/cli\.js'/,
    );
    assert.deepEqual(Object.keys(manifest.dependencies).sort(), ['@hono/node-server', 'hono']);
  });
});
