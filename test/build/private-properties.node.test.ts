/**
 * The short names the minified builds give the elements' private custom properties (build/private-properties.ts):
 * one per property written in the sources, the most used shortest, the same for the same sources, and none for a
 * public `--notif-*` property.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { shortPrivateNames } from '../../build/private-properties.js';

describe('short private property names', () => {
  const folder = mkdtempSync(join(tmpdir(), 'notif-private-properties-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'styles'));
  writeFileSync(
    join(folder, 'styles', 'tokens.ts'),
    'css`:host { --_surface: var(--notif-color-surface, #fff); --_text: var(--notif-color-text, #111); }`',
  );
  writeFileSync(
    join(folder, 'element.ts'),
    "css`p { color: var(--_text); background: var(--_surface); border-color: var(--_text); }`; el.style.setProperty('--_panel-left', '0px');",
  );
  writeFileSync(join(folder, 'notes.md'), '--_only-in-a-note');

  it('names each private property of the .ts files once, the most used first, then by name', () => {
    assert.deepEqual(
      [...shortPrivateNames(folder)],
      [
        ['--_text', '--_0'],
        ['--_surface', '--_1'],
        ['--_panel-left', '--_2'],
      ],
    );
  });

  it('gives the same names to the same sources', () => {
    assert.deepEqual([...shortPrivateNames(folder)], [...shortPrivateNames(folder)]);
  });

  it('names every private property of the elements, and no public one', () => {
    const names = shortPrivateNames('src');
    assert.ok(names.has('--_surface') && names.has('--_panel-left'), 'the tokens and the placement');
    assert.ok([...names.keys()].every((name) => name.startsWith('--_')));
    assert.equal(new Set(names.values()).size, names.size, 'one short name each');
    for (const short of names.values()) assert.match(short, /^--_[0-9a-z]+$/);
  });
});
