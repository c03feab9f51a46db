// An element's folder holds what only that element uses (docs/architecture.md, "Elements"): what two elements use
// lives in src/elements/shared/. The one import allowed into another element's folder is its class module
// (`notif-message/notif-message.ts`), which an element imports to render that element (`static dependencies`) or to
// fetch it later. The check is tried on a tree made wrong on purpose first, so a reader that finds no import cannot
// pass for a tree that keeps the rule.
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { after, describe, it } from 'node:test';

/** Every relative specifier of a module: static and type imports, re-exports, `import()`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The imports of files under `elements/` that reach into another element's folder, as `file → target`. */
function crossings(elements: string): string[] {
  const found: string[] = [];
  for (const folder of readdirSync(elements, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(elements, folder.name), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|js)$/.test(file)) continue;
      const path = join(elements, folder.name, file);
      for (const [, specifier] of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
        const target = relative(elements, resolve(dirname(path), specifier!));
        const [targetFolder, ...rest] = target.split(sep);
        if (target.startsWith('..') || rest.length === 0) continue; // outside elements/, or a file directly in it
        if (targetFolder === folder.name || targetFolder === 'shared') continue;
        const classModule = rest.join('/') === `${targetFolder}.js`;
        if (!classModule) found.push(`${relative(elements, path)} → ${target}`);
      }
    }
  }
  return found;
}

describe('element folders', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'element-folders-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('the check finds an import of another element’s part, and allows its class module and shared/', () => {
    for (const folder of ['notif-a', 'notif-b', 'shared']) mkdirSync(join(scratch, folder));
    writeFileSync(join(scratch, 'notif-b', 'part.ts'), 'export const part = 1;\n');
    writeFileSync(
      join(scratch, 'notif-a', 'notif-a.ts'),
      [
        "import { part } from '../notif-b/part.js';",
        "import type { B } from '../notif-b/notif-b.js';",
        "import { helper } from '../shared/helper.js';",
        "const later = () => import('../notif-b/later.js');",
      ].join('\n'),
    );
    assert.deepEqual(crossings(scratch), [
      `notif-a${sep}notif-a.ts → notif-b${sep}part.js`,
      `notif-a${sep}notif-a.ts → notif-b${sep}later.js`,
    ]);
  });

  it('no file in src/elements/<a>/ imports a part of src/elements/<b>/', () => {
    assert.deepEqual(crossings('src/elements'), []);
  });
});
