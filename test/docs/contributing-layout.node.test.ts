// CONTRIBUTING's layout (the fenced block under "## Layout") is the tree as it is: every folder it names exists,
// and every folder of src/ is named. The reader is tried on a tree made wrong on purpose first, so a reader that
// finds nothing cannot pass for a layout that is true.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

/** Folders start a line of the tree, two spaces deeper per level; their descriptions start further right. */
const FOLDER_LINE = /^((?: {2}){0,4})([\w.-]+(?:\/[\w.<>-]+)*\/)(?:\s|$)/;

/** The first fenced block after the heading `## Layout`. */
function layoutBlock(markdown: string): string {
  const section = markdown.split(/^## Layout\s*$/m)[1];
  const block = section?.match(/^```[^\n]*\n([\s\S]*?)^```/m)?.[1];
  if (block === undefined) throw new Error('no fenced block under "## Layout"');
  return block;
}

/** The folders a layout block names, as paths from the repository's root (`local-api/src/`). */
function foldersOf(block: string): string[] {
  const folders: string[] = [];
  const parents: string[] = [];
  for (const line of block.split('\n')) {
    const match = FOLDER_LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 2;
    parents.length = depth;
    const path = `${parents.join('')}${match[2]}`;
    parents.push(match[2]!);
    folders.push(path);
  }
  return folders;
}

/** What is untrue in a layout block about the tree at `root`. */
function layoutProblems(block: string, root: string): string[] {
  const named = foldersOf(block);
  const problems = named
    .filter((folder) => !folder.includes('<'))
    .filter((folder) => !existsSync(join(root, folder)) || !statSync(join(root, folder)).isDirectory())
    .map((folder) => `${folder} is named but does not exist`);
  for (const entry of readdirSync(join(root, 'src'), { withFileTypes: true })) {
    if (entry.isDirectory() && !named.includes(`src/${entry.name}/`))
      problems.push(`src/${entry.name}/ exists but is not named`);
  }
  return problems;
}

describe("CONTRIBUTING's layout: the reader", () => {
  const work = mkdtempSync(join(tmpdir(), 'layout-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  it('reads nested folders, and leaves descriptions that start with a folder alone', () => {
    const block = [
      'src/api/          the client',
      '                  locales/ holds every string',
      'local-api/        the local API',
      '  src/            its source',
      '    seed/         the demo seed',
      '  test/           its tests',
      '.ci/              run',
    ].join('\n');
    assert.deepEqual(foldersOf(block), [
      'src/api/',
      'local-api/',
      'local-api/src/',
      'local-api/src/seed/',
      'local-api/test/',
      '.ci/',
    ]);
  });

  it('finds a folder named that does not exist, and a folder of src/ left out', () => {
    for (const folder of ['src/api', 'src/store', 'local-api/src'])
      mkdirSync(join(work, folder), { recursive: true });
    const block = 'src/api/   the client\nsrc/gone/  moved away\nlocal-api/\n  src/\n';
    assert.deepEqual(layoutProblems(block, work), [
      'src/gone/ is named but does not exist',
      'src/store/ exists but is not named',
    ]);
  });
});

describe("CONTRIBUTING's layout", () => {
  it('names folders that exist, and every folder of src/', () => {
    const block = layoutBlock(readFileSync('CONTRIBUTING.md', 'utf8'));
    assert.ok(foldersOf(block).length > 20, 'the layout was read');
    assert.deepEqual(layoutProblems(block, process.cwd()), []);
  });
});
