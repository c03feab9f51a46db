// docs/elements/ is made from the Custom Elements Manifest by scripts/element-docs.mjs. The committed pages must be
// what the script makes from the elements' doc comments as they are now (the manifest is analyzed afresh here, so a
// doc comment changed without `npm run docs:elements` fails), and each page must name everything its element has.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { ELEMENT_DOCS_DIR, renderElementDocs, stalePages } from '../../scripts/element-docs.mjs';
import { elementTags } from '../support/element-tags.js';

interface Named {
  name: string;
}
interface Element {
  tagName: string;
  attributes?: Named[];
  events?: Named[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

const work = mkdtempSync(join(tmpdir(), 'element-docs-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** The manifest of the source as it is now, made by the analyzer as `npm run manifest` makes it. */
function currentManifest(): { modules: { declarations?: (Element & { customElement?: boolean })[] }[] } {
  const outDir = join(work, 'manifest');
  // The analyzer joins `--outdir` to the working directory, so it is given relative to it.
  execFileSync(
    join('node_modules', '.bin', 'cem'),
    [
      'analyze',
      '--config',
      'custom-elements-manifest.config.mjs',
      '--quiet',
      '--outdir',
      relative(process.cwd(), outDir),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(readFileSync(join(outDir, 'custom-elements.json'), 'utf8'));
}

const manifest = currentManifest();
const elements = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement));
const pages = renderElementDocs(manifest);

/** The first cells of the table under `## title` on a page: the names that table lists. */
function namesInTable(page: string, title: string): string[] {
  const section = page.split(/^## /m).find((part) => part.startsWith(`${title}\n`)) ?? '';
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map(([, name]) => name!);
}

describe('docs/elements/', () => {
  it('is what scripts/element-docs.mjs makes from the current manifest', () => {
    assert.deepEqual(
      stalePages(ELEMENT_DOCS_DIR, pages),
      [],
      'docs/elements/ differs from the elements’ doc comments: run `npm run docs:elements` and commit the pages',
    );
  });

  it('has a page for every element, and an index linking each', () => {
    assert.deepEqual(
      [...pages.keys()].sort(),
      ['README.md', ...elementTags.map((tag) => `${tag}.md`)].sort(),
    );
    for (const tag of elementTags)
      assert.ok(pages.get('README.md')!.includes(`](${tag}.md)`), `index lacks ${tag}`);
  });

  for (const element of elements) {
    it(`names every attribute, event, slot, part and CSS property of <${element.tagName}>`, () => {
      const page = pages.get(`${element.tagName}.md`)!;
      const index = pages.get('README.md')!;
      const names = (list?: Named[]) => (list ?? []).map((item) => item.name);
      assert.deepEqual(namesInTable(page, 'Attributes'), names(element.attributes));
      assert.deepEqual(namesInTable(page, 'Events'), names(element.events));
      assert.deepEqual(
        namesInTable(page, 'Slots'),
        names(element.slots).filter((name) => name !== ''), // the default slot is "(default)", not a name
      );
      assert.deepEqual(namesInTable(page, 'CSS parts'), names(element.cssParts));
      // An element's own CSS properties are on its page; the global tokens once, in the index.
      const listed = [
        ...namesInTable(page, 'CSS custom properties'),
        ...namesInTable(index, 'Global CSS custom properties'),
      ];
      for (const name of names(element.cssProperties))
        assert.ok(listed.includes(name), `${name} is on no page`);
    });
  }
});

describe('stalePages', () => {
  it('names a page that changed, one that is missing and one left over from an element that is gone', () => {
    const dir = join(work, 'pages');
    mkdirSync(dir, { recursive: true });
    for (const [file, text] of pages) writeFileSync(join(dir, file), text);
    assert.deepEqual(stalePages(dir, pages), []);

    writeFileSync(join(dir, 'notif-inbox.md'), `${pages.get('notif-inbox.md')} `);
    rmSync(join(dir, 'notif-message.md'));
    writeFileSync(join(dir, 'notif-gone.md'), '# gone\n');
    assert.deepEqual(stalePages(dir, pages), ['notif-gone.md', 'notif-inbox.md', 'notif-message.md']);
  });
});
