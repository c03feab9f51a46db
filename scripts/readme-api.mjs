// Rewrites the README's API blocks from custom-elements.json, so the tables cannot drift from the doc comments.
// `node scripts/readme-api.mjs` writes README.md; `--check` exits 1 (naming the blocks) when it is out of date.
// Each block sits between `<!-- api:<tag> -->` and `<!-- /api:<tag> -->`; `<!-- api:tokens -->` lists the global
// CSS properties every element honours.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elementTables, elementsOf, tokensOf, tokensTable } from './manifest-tables.mjs';

/** An element's block: its tables as the README has them (CSS states are left to its page in docs/elements/). */
function elementBlock(element, tokenNames) {
  return [
    ...elementTables(element, tokenNames)
      .filter((entry) => entry.title !== 'CSS states')
      .flatMap((entry) => entry.lines),
    ...(element.cssProperties?.length ? ['And the global tokens (see Theming).', ''] : []),
  ].join('\n');
}

/** The README with every API block rewritten from the manifest. */
export function renderReadme(readme, manifest) {
  const tokens = tokensOf(manifest);
  const tokenNames = new Set(tokens.map((t) => t.name));
  const blocks = new Map(
    elementsOf(manifest).map((element) => [element.tagName, elementBlock(element, tokenNames)]),
  );
  blocks.set('tokens', tokensTable(tokens).join('\n'));
  return readme.replace(
    /(<!-- api:([\w-]+) -->\n)[\s\S]*?(<!-- \/api:\2 -->)/g,
    (whole, open, name, close) => {
      if (!blocks.has(name))
        throw new Error(`README block "api:${name}" names no element of custom-elements.json`);
      return `${open}\n${blocks.get(name)}\n${close}`;
    },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const readme = readFileSync('README.md', 'utf8');
  const next = renderReadme(readme, manifest);
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error(
        'README.md API blocks differ from custom-elements.json: run `node scripts/readme-api.mjs`.',
      );
      process.exit(1);
    }
  } else {
    writeFileSync('README.md', next);
  }
}
