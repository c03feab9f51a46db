// The bench's bundler: a Vite production build of any entry, weighed file by file at gzip -9, with the files a
// page fetches when it loads told apart from those it imports later.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { bundleEntry, initialChunks, type Bundle } from '../../bench/bundle-entry.js';

/** Text that gzip compresses better at level 9 than at its default level, so the test can tell them apart. */
function pseudoRandomText(): string {
  const tokens = [
    'function ',
    'return ',
    'const ',
    'let ',
    'document.',
    'textContent',
    '=>',
    '{',
    '}',
    '(',
    ')',
    ';',
  ];
  let seed = 1;
  let text = '';
  for (let i = 0; i < 20_000; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    text += tokens[seed % tokens.length]! + (seed % 97).toString(36);
  }
  return text;
}

describe('bench: bundleEntry', () => {
  let folder: string;
  let bundle: Bundle;

  before(async () => {
    folder = await mkdtemp(join(tmpdir(), 'bundle-entry-'));
    await writeFile(join(folder, 'index.html'), '<script type="module" src="./main.js"></script>');
    await writeFile(
      join(folder, 'main.js'),
      `import { shared } from './shared.js';
       document.body.append(shared('first screen'));
       document.body.addEventListener('click', () => import('./later.js').then((m) => m.later()));`,
    );
    // Imported by the entry and by the lazy module, so it becomes a chunk of its own that loads with the page.
    await writeFile(
      join(folder, 'shared.js'),
      `const words = ${JSON.stringify(pseudoRandomText())};
       export function shared(text) { const p = document.createElement('p'); p.textContent = text + words; return p; }`,
    );
    await writeFile(
      join(folder, 'later.js'),
      `import { shared } from './shared.js';
       export function later() { document.body.append(shared('a part fetched on the first click, and long enough to tell apart')); }`,
    );
    bundle = await bundleEntry({ entry: join(folder, 'index.html'), outDir: join(folder, 'dist') });
  });
  after(() => rm(folder, { recursive: true, force: true }));

  it('tells the files fetched on load from the ones imported later', () => {
    const lazy = bundle.files.filter((f) => f.loads === 'lazy');
    assert.equal(lazy.length, 1);
    assert.match(lazy[0]!.file, /later/);
    assert.ok(bundle.files.filter((f) => f.loads === 'initial').length >= 1);
  });

  it('weighs each file at gzip -9 of what was emitted, minified', async () => {
    for (const file of bundle.files) {
      const content = await readFile(join(folder, 'dist', file.file));
      assert.equal(file.bytes, content.length);
      assert.equal(file.gzip, gzipSync(content, { level: 9 }).length);
      assert.doesNotMatch(content.toString(), /\n\s+document\.body/, `${file.file} is minified`);
    }
  });

  it('adds up the initial files and all files', () => {
    const sum = (loads?: string) =>
      bundle.files.filter((f) => !loads || f.loads === loads).reduce((total, f) => total + f.gzip, 0);
    assert.equal(bundle.initialGzip, sum('initial'));
    assert.equal(bundle.totalGzip, sum());
    assert.ok(bundle.totalGzip > bundle.initialGzip);
  });

  it('follows static imports transitively from the entry, never dynamic ones', () => {
    const manifest = {
      'index.html': { file: 'index.js', isEntry: true, imports: ['_a.js'], dynamicImports: ['lazy.js'] },
      '_a.js': { file: 'a.js', imports: ['_b.js'] },
      '_b.js': { file: 'b.js', imports: ['_a.js'] },
      'lazy.js': { file: 'lazy.js', imports: ['_b.js'] },
    };
    assert.deepEqual([...initialChunks(manifest, 'index.html')].sort(), ['a.js', 'b.js', 'index.js']);
    assert.throws(() => initialChunks(manifest, 'lazy.js'), /no entry "lazy.js"/);
  });
});
