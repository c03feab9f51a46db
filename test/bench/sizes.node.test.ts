// The bench's size half: our package resolved through its exports as a user's bundler sees it, and the table of
// our pages taken from the size module when the tree has one.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { resolveEntry } from '../../bench/notif-elements-package.js';
import { measureOurPages, ourInboxPages } from '../../bench/sizes.js';

describe('bench: our package and pages', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bench-root-'));
    await mkdir(join(root, 'dist'));
    await writeFile(join(root, 'dist', 'index.js'), 'export {};');
    await writeFile(
      join(root, 'package.json'),
      JSON.stringify({
        name: 'notif-elements',
        exports: {
          '.': { types: './dist/index.d.ts', import: './dist/index.js' },
          './client': { import: './dist/client.js' },
        },
      }),
    );
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('resolves an entry through the exports to a built file', () => {
    assert.equal(resolveEntry(root, 'notif-elements'), join(root, 'dist', 'index.js'));
    assert.equal(resolveEntry(root, 'notif-elements/client'), undefined, 'exported but not built');
    assert.equal(resolveEntry(root, 'notif-elements/inbox'), undefined, 'not exported');
    assert.equal(resolveEntry(root, 'notif-elements-other'), undefined, 'another package');
  });

  it('weighs the inbox entry beside the full package only when the package has one', async () => {
    assert.deepEqual(
      ourInboxPages(root).map((page) => page.name),
      ['notif-elements'],
    );
    const manifest = {
      name: 'notif-elements',
      exports: { '.': { import: './dist/index.js' }, './inbox': { import: './dist/inbox.js' } },
    };
    await writeFile(join(root, 'package.json'), JSON.stringify(manifest));
    await writeFile(join(root, 'dist', 'inbox.js'), 'export {};');
    const pages = ourInboxPages(root);
    assert.deepEqual(
      pages.map((page) => page.name),
      ['notif-elements', 'notif-elements-inbox'],
    );
    assert.match(pages[1]!.script, /^import 'notif-elements\/inbox';/);
  });

  it('says the size module is missing instead of measuring our pages a second way', async () => {
    assert.deepEqual(await measureOurPages(root), { missing: 'scripts/page-weight.mjs is not in this tree' });
  });

  it('takes the rows of our pages from measurePages() of the size module', async () => {
    await mkdir(join(root, 'scripts'));
    await writeFile(
      join(root, 'scripts', 'page-weight.mjs'),
      `export async function measurePages(options) {
         return [{ name: 'inbox from ' + options.root, bytes: 1, files: [], budget: 2, target: 1 }];
       }`,
    );
    assert.deepEqual(await measureOurPages(root), {
      rows: [{ name: `inbox from ${root}`, bytes: 1, files: [], budget: 2, target: 1 }],
    });
  });
});
