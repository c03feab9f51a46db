/**
 * Each element's tag is written once in `src/`, in `src/elements/shared/tag-names.ts`: the classes read theirs from
 * there (`static tagName`), and registration, `static dependencies`, the React components, the standalone script and
 * `HTMLElementTagNameMap` read it from the class or from that module (docs/architecture.md, "Elements").
 *
 * What counts as writing a tag: a string literal whose whole value is the tag, in code, as TypeScript reads the file:
 * `'notif-inbox'`, `"notif-inbox"` or `` `notif-inbox` `` (without substitutions), wherever it stands (an argument,
 * an object or interface key, a type). What does not: comments and doc comments (`@tagname`, prose that names a tag),
 * a literal that holds more than the tag (`'notif-inbox: a row failed to render'`, `'notif-message-click'`), and
 * the markup inside `html` templates (`<notif-message …>`), which is a template with substitutions.
 *
 * The tags are those the classes' doc comments name with `@tagname` (what the Custom Elements Manifest reads), so a
 * new element is counted without this file changing.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { after, describe, it } from 'node:test';
import ts from 'typescript';
import { elementTags } from '../support/element-tags.js';

const TAG_MODULE = 'elements/shared/tag-names.ts';

function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|js|mjs)$/.test(file))
    .map((file) => join(root, file))
    .sort();
}

/** The tags the element classes under `root` name in their doc comments (`@tagname notif-…` or `@tag notif-…`). */
function taggedNames(root: string): string[] {
  const names = sourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:^\s*\*|\/\*\*)\s*@tag(?:name)?\s+([a-z][\w-]*)/gm)].map(
      ([, tag]) => tag!,
    ),
  );
  return [...new Set(names)].sort();
}

/** Where under `root` each of `tags` is written as a string literal (`file:line`, the file relative to `root`). */
function tagLiterals(root: string, tags: readonly string[]): Map<string, string[]> {
  const found = new Map(tags.map((tag) => [tag, [] as string[]]));
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.get(node.text)?.push(`${relative(root, file).split(sep).join('/')}:${line}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The tags written anywhere but once, in the tag module, with where they are written. */
function tagsWrittenAgain(root: string): Record<string, string[]> {
  const again: Record<string, string[]> = {};
  for (const [tag, places] of tagLiterals(root, taggedNames(root))) {
    if (places.length !== 1 || !places[0]!.startsWith(`${TAG_MODULE}:`)) again[tag] = places;
  }
  return again;
}

describe('each tag written once in src/', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'notif-tag-names-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('the check counts quoted and backtick literals of a tag, and neither comments, prose nor template markup', () => {
    mkdirSync(join(scratch, 'elements', 'shared'), { recursive: true });
    mkdirSync(join(scratch, 'elements', 'notif-a'));
    writeFileSync(
      join(scratch, TAG_MODULE),
      "export const A_TAG = 'notif-a';\nexport const B_TAG = 'notif-b';\n",
    );
    writeFileSync(
      join(scratch, 'elements', 'notif-a', 'notif-a.ts'),
      [
        '/**',
        ' * @tagname notif-a',
        " * Registered as 'notif-a' (`notif-a`), never `defineElement('notif-a', A)` by hand.",
        ' */',
        'export class A { static readonly tagName = A_TAG; }',
        '/** @tagname notif-b */',
        'export class B { static readonly tagName = B_TAG; }',
        "// customElements.get('notif-a')",
        "console.warn('notif-a: something went wrong');",
        "const event = 'notif-a-click';",
        'const markup = html`<notif-a .value=${1}></notif-a>`;',
      ].join('\n'),
    );
    assert.deepEqual(taggedNames(scratch), ['notif-a', 'notif-b']);
    assert.deepEqual(tagsWrittenAgain(scratch), {});

    writeFileSync(
      join(scratch, 'entry.ts'),
      [
        "defineElement('notif-a', A);",
        'const map = { "notif-a": A };',
        'const loaders = { [`notif-b`]: load };',
        "declare global { interface HTMLElementTagNameMap { 'notif-b': B } }",
      ].join('\n'),
    );
    assert.deepEqual(tagsWrittenAgain(scratch), {
      'notif-a': [`${TAG_MODULE}:1`, 'entry.ts:1', 'entry.ts:2'],
      'notif-b': [`${TAG_MODULE}:2`, 'entry.ts:3', 'entry.ts:4'],
    });

    rmSync(join(scratch, TAG_MODULE));
    assert.deepEqual(tagsWrittenAgain(scratch)['notif-a'], ['entry.ts:1', 'entry.ts:2']);
  });

  it('finds every element of the package by its @tagname', () => {
    assert.deepEqual(taggedNames('src'), [...elementTags].sort());
  });

  it('writes each tag once, in src/elements/shared/tag-names.ts', () => {
    assert.deepEqual(tagsWrittenAgain('src'), {});
  });
});
