// Writes docs/elements/: one Markdown page per element of custom-elements.json (its summary, attributes,
// properties, methods, events, slots, CSS parts, CSS custom properties and CSS states) and an index with the global
// CSS custom properties every element reads. The pages are made from the elements' doc comments alone, so they
// cannot say anything the code does not: change a doc comment, then run `npm run docs:elements`.
// `node scripts/element-docs.mjs --check` exits 1, naming the pages, when docs/elements/ differs from the manifest.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cell, elementTables, table, tokensOf, tokensTable } from './manifest-tables.mjs';

/** Where the pages go, from the repository's root. */
export const ELEMENT_DOCS_DIR = join('docs', 'elements');

const GENERATED =
  '<!-- Made by `npm run docs:elements` from custom-elements.json: edit the doc comments of the element, not this page. -->';

/** A doc comment's text as Markdown paragraphs: the comment's line breaks dropped, its blank lines kept. */
function paragraphs(text = '') {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/** The first sentence of a summary, for the index. */
function firstSentence(text = '') {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.:](\s|$)/);
  return end === -1 ? flat : flat.slice(0, end + 1).replace(/:$/, '.');
}

/** The page of one element. */
function elementPage(element, path, tokenNames) {
  const readsTokens = (element.cssProperties ?? []).some((property) => tokenNames.has(property.name));
  const sections = elementTables(element, tokenNames).flatMap(({ title, lines }) => [
    `## ${title}`,
    '',
    ...lines,
  ]);
  return [
    GENERATED,
    '',
    `# \`<${element.tagName}>\``,
    '',
    ...paragraphs(element.summary).flatMap((paragraph) => [paragraph, '']),
    ...paragraphs(element.description).flatMap((paragraph) => [paragraph, '']),
    `Class \`${element.name}\`, defined in \`${path}\`.`,
    '',
    ...sections,
    ...(readsTokens
      ? ['It also reads the [global CSS custom properties](README.md#global-css-custom-properties).', '']
      : []),
  ].join('\n');
}

/** The index: every element with the first sentence of its summary, and the global tokens. */
function indexPage(elements, tokens) {
  return [
    GENERATED,
    '',
    '# Elements',
    '',
    'One page per element, made from its doc comments (the Custom Elements Manifest, `custom-elements.json`).',
    '',
    ...table(
      ['element', 'what it is'],
      elements.map((element) => [
        `[\`<${element.tagName}>\`](${element.tagName}.md)`,
        cell(firstSentence(element.summary)),
      ]),
    ),
    '## Global CSS custom properties',
    '',
    'Every element with styles reads these tokens; its own custom properties fall back to them.',
    '',
    ...tokensTable(tokens),
  ].join('\n');
}

/**
 * The pages of docs/elements/ for `manifest`: file name → Markdown. One page per element, named after its tag, and
 * `README.md`, the index.
 * @returns {Map<string, string>}
 */
export function renderElementDocs(manifest) {
  const tokens = tokensOf(manifest);
  const tokenNames = new Set(tokens.map((token) => token.name));
  const modules = manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement)
      .map((element) => ({ element, path: module.path })),
  );
  modules.sort((a, b) => a.element.tagName.localeCompare(b.element.tagName));
  const pages = new Map([
    [
      'README.md',
      indexPage(
        modules.map(({ element }) => element),
        tokens,
      ),
    ],
  ]);
  for (const { element, path } of modules)
    pages.set(`${element.tagName}.md`, elementPage(element, path, tokenNames));
  return pages;
}

/** The Markdown files in `dir` (none when it does not exist). */
function markdownFiles(dir) {
  try {
    return readdirSync(dir).filter((file) => file.endsWith('.md'));
  } catch {
    return [];
  }
}

/**
 * The pages of `dir` that differ from `pages`: stale, missing, or left over from an element that is gone.
 * @returns {string[]}
 */
export function stalePages(dir, pages) {
  const present = markdownFiles(dir);
  const differing = [...pages].filter(([file, text]) => {
    try {
      return readFileSync(join(dir, file), 'utf8') !== text;
    } catch {
      return true;
    }
  });
  const leftOver = present.filter((file) => !pages.has(file));
  return [...differing.map(([file]) => file), ...leftOver].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const pages = renderElementDocs(manifest);
  const stale = stalePages(ELEMENT_DOCS_DIR, pages);
  if (process.argv.includes('--check')) {
    if (stale.length > 0) {
      console.error(
        `${ELEMENT_DOCS_DIR} differs from custom-elements.json (${stale.join(', ')}): run \`npm run docs:elements\`.`,
      );
      process.exit(1);
    }
  } else {
    mkdirSync(ELEMENT_DOCS_DIR, { recursive: true });
    for (const file of markdownFiles(ELEMENT_DOCS_DIR))
      if (!pages.has(file)) rmSync(join(ELEMENT_DOCS_DIR, file));
    for (const [file, text] of pages) writeFileSync(join(ELEMENT_DOCS_DIR, file), text);
    console.log(`Wrote ${pages.size} pages to ${ELEMENT_DOCS_DIR}.`);
  }
}
