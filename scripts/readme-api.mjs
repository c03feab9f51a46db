// Rewrites the README's API blocks from custom-elements.json, so the tables cannot drift from the doc comments.
// `node scripts/readme-api.mjs` writes README.md; `--check` exits 1 (naming the blocks) when it is out of date.
// Each block sits between `<!-- api:<tag> -->` and `<!-- /api:<tag> -->`; `<!-- api:tokens -->` lists the global
// CSS properties every element honours.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cell = (text = '') => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const code = (text) => (text ? `\`${cell(text).replace(/`/g, "'")}\`` : '—');

function table(head, rows) {
  if (rows.length === 0) return [];
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ];
}

/** CSS properties every element reads: the global tokens, documented once in the shared style sheets. */
export function globalTokens(elements) {
  const [first, ...rest] = elements.map((element) => element.cssProperties ?? []);
  return (first ?? []).filter((property) => rest.every((list) => list.some((p) => p.name === property.name)));
}

function elementBlock(element, tokenNames) {
  const members = element.members ?? [];
  const properties = members.filter((m) => m.kind === 'field' && !m.static && !m.attribute);
  const methods = members.filter((m) => m.kind === 'method' && !m.static);
  const ownCss = (element.cssProperties ?? []).filter((p) => !tokenNames.has(p.name));
  return [
    ...table(
      ['attribute', 'property', 'type', 'default', 'description'],
      (element.attributes ?? []).map((a) => [
        code(a.name),
        code(a.fieldName),
        code(a.type?.text),
        code(a.default),
        cell(a.description),
      ]),
    ),
    ...table(
      ['property (no attribute)', 'type', 'description'],
      properties.map((p) => [code(p.name), code(p.type?.text), cell(p.description)]),
    ),
    ...table(
      ['method', 'returns', 'description'],
      methods.map((m) => [code(`${m.name}()`), code(m.return?.type?.text), cell(m.description)]),
    ),
    ...table(
      ['event', 'type', 'description'],
      (element.events ?? []).map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
    ),
    ...table(
      ['slot', 'description'],
      (element.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]),
    ),
    ...table(
      ['part', 'description'],
      (element.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
    ),
    ...table(
      ['CSS property', 'description'],
      ownCss.map((p) => [code(p.name), cell(p.description)]),
    ),
    ...(element.cssProperties?.length ? ['And the global tokens (see Theming).', ''] : []),
  ].join('\n');
}

/** The README with every API block rewritten from the manifest. */
export function renderReadme(readme, manifest) {
  const elements = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement));
  const tokens = globalTokens(elements.filter((e) => e.cssProperties?.length));
  const tokenNames = new Set(tokens.map((t) => t.name));
  const blocks = new Map(elements.map((element) => [element.tagName, elementBlock(element, tokenNames)]));
  blocks.set(
    'tokens',
    table(
      ['CSS property', 'description'],
      tokens.map((t) => [code(t.name), cell(t.description)]),
    ).join('\n'),
  );
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
