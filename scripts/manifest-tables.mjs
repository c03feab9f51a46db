// The Custom Elements Manifest (custom-elements.json) as the documents read it: its elements, and each element as
// Markdown tables, one per kind of entry (attributes, properties, methods, events, slots, parts, CSS properties, CSS
// states). The element pages of docs/elements/ (scripts/element-docs.mjs) and the JSX and Vue types
// (scripts/jsx-types.mjs) are made from it.

/** One table cell: on one line, with `|` escaped. */
export const cell = (text = '') => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** A cell in code type, or a dash when empty. */
export const code = (text) => (text ? `\`${cell(text).replace(/`/g, "'")}\`` : '—');

/** A Markdown table followed by a blank line; no lines at all when there are no rows. */
export function table(head, rows) {
  if (rows.length === 0) return [];
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ];
}

/** The custom elements the manifest declares, in module order. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement));
}

/** CSS properties every element reads: the global tokens, documented once in the shared style sheets. */
function globalTokens(elements) {
  const [first, ...rest] = elements.map((element) => element.cssProperties ?? []);
  return (first ?? []).filter((property) => rest.every((list) => list.some((p) => p.name === property.name)));
}

/** The global tokens of the manifest's elements (those that have CSS properties at all). */
export function tokensOf(manifest) {
  return globalTokens(elementsOf(manifest).filter((e) => e.cssProperties?.length));
}

/**
 * An element's tables, each with its title, in the order a reader looks for them; a kind the element has none of
 * has no entry. `tokenNames` are left out of the CSS properties: they are listed once for every element.
 * @returns {{ title: string, lines: string[] }[]}
 */
export function elementTables(element, tokenNames) {
  const members = element.members ?? [];
  const properties = members.filter((m) => m.kind === 'field' && !m.static && !m.attribute);
  const methods = members.filter((m) => m.kind === 'method' && !m.static);
  const ownCss = (element.cssProperties ?? []).filter((p) => !tokenNames.has(p.name));
  const tables = [
    {
      title: 'Attributes',
      lines: table(
        ['attribute', 'property', 'type', 'default', 'description'],
        (element.attributes ?? []).map((a) => [
          code(a.name),
          code(a.fieldName),
          code(a.type?.text),
          code(a.default),
          cell(a.description),
        ]),
      ),
    },
    {
      title: 'Properties without an attribute',
      lines: table(
        ['property (no attribute)', 'type', 'description'],
        properties.map((p) => [code(p.name), code(p.type?.text), cell(p.description)]),
      ),
    },
    {
      title: 'Methods',
      lines: table(
        ['method', 'returns', 'description'],
        methods.map((m) => [code(`${m.name}()`), code(m.return?.type?.text), cell(m.description)]),
      ),
    },
    {
      title: 'Events',
      lines: table(
        ['event', 'type', 'description'],
        (element.events ?? []).map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
      ),
    },
    {
      title: 'Slots',
      lines: table(
        ['slot', 'description'],
        (element.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]),
      ),
    },
    {
      title: 'CSS parts',
      lines: table(
        ['part', 'description'],
        (element.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
      ),
    },
    {
      title: 'CSS custom properties',
      lines: table(
        ['CSS property', 'description'],
        ownCss.map((p) => [code(p.name), cell(p.description)]),
      ),
    },
    {
      title: 'CSS states',
      lines: table(
        ['state', 'description'],
        (element.cssStates ?? []).map((s) => [code(`:state(${s.name})`), cell(s.description)]),
      ),
    },
  ];
  return tables.filter((entry) => entry.lines.length > 0);
}

/** The table of the global tokens. */
export function tokensTable(tokens) {
  return table(
    ['CSS property', 'description'],
    tokens.map((t) => [code(t.name), cell(t.description)]),
  );
}
