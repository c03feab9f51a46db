// Writes the type declarations that let JSX and Vue templates use the raw tags, from custom-elements.json:
//   dist/jsx/elements.d.ts  the props of each tag: attributes, properties and events, typed from the element classes
//   dist/jsx/index.d.ts     `notif-elements/jsx`: the tags in React's JSX.IntrinsicElements (React 19 sets properties)
//   dist/jsx/preact.d.ts    `notif-elements/jsx/preact`: the same for Preact
//   dist/jsx/svelte.d.ts    `notif-elements/jsx/svelte`: the tags in Svelte 5's SvelteHTMLElements, with the events as
//                           `onnotif-…` attributes (typed for svelte-check)
//   dist/jsx/vue.d.ts       `notif-elements/vue`: the tags in Vue's GlobalComponents, and the types of its composable
//                           (src/vue/, declared by tsc into dist/types/vue/)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elementsOf } from './manifest-tables.mjs';

const banner = '// Generated from custom-elements.json by scripts/jsx-types.mjs; do not edit.\n';
const doc = (text) => (text ? `  /** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n` : '');
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const propsName = (element) => `${element.name}Props`;

/** The props of one tag: `attribute` and `property` (each typed from the class), `onnotif-…` for each event. */
function propsInterface(element) {
  const lines = [];
  const byAttribute = new Set();
  for (const attribute of element.attributes ?? []) {
    if (!attribute.fieldName) continue;
    byAttribute.add(attribute.fieldName);
    lines.push(
      doc(attribute.description) + `  ${key(attribute.name)}?: ${element.name}['${attribute.fieldName}'];`,
    );
  }
  for (const member of element.members ?? []) {
    if (member.kind !== 'field' || member.static || member.readonly || byAttribute.has(member.name)) continue;
    lines.push(doc(member.description) + `  ${key(member.name)}?: ${element.name}['${member.name}'];`);
  }
  for (const event of element.events ?? []) {
    lines.push(doc(event.description) + `  ${key(`on${event.name}`)}?: (event: ${event.type.text}) => void;`);
  }
  return `export interface ${propsName(element)} {\n${lines.join('\n')}\n}\n`;
}

function elementsFile(elements) {
  const names = new Set(
    elements.flatMap((e) => [e.name, ...(e.events ?? []).map((event) => event.type.text)]),
  );
  return (
    banner +
    `import type { ${[...names].sort().join(', ')} } from '../types/index.js';\n\n` +
    elements.map(propsInterface).join('\n') +
    `\n/** Every tag with its props and its element class. */\nexport interface NotifElementTags {\n` +
    elements.map((e) => `  '${e.tagName}': { props: ${propsName(e)}; element: ${e.name} };`).join('\n') +
    '\n}\n'
  );
}

const jsxFile = (module, htmlProps) =>
  banner +
  `import type { NotifElementTags } from './elements.js';\n${htmlProps.imports}\n` +
  `export type * from './elements.js';\n\n` +
  `type NotifIntrinsicElements = {\n` +
  `  [Tag in keyof NotifElementTags]: NotifElementTags[Tag]['props'] & ${htmlProps.type("NotifElementTags[Tag]['element']")};\n};\n\n` +
  `declare module '${module}' {\n  // eslint-disable-next-line @typescript-eslint/no-namespace\n  namespace JSX {\n` +
  `    // eslint-disable-next-line @typescript-eslint/no-empty-object-type\n` +
  `    interface IntrinsicElements extends NotifIntrinsicElements {}\n  }\n}\n`;

/** Svelte 5 reads the tags' props from `svelte/elements`: events are written `onnotif-marked={…}` there too. */
const svelteFile = () =>
  banner +
  `import type { HTMLAttributes } from 'svelte/elements';\n` +
  `import type { NotifElementTags } from './elements.js';\n\n` +
  `export type * from './elements.js';\n\n` +
  `type NotifSvelteElements = {\n` +
  `  [Tag in keyof NotifElementTags]: NotifElementTags[Tag]['props'] & HTMLAttributes<NotifElementTags[Tag]['element']>;\n};\n\n` +
  `declare module 'svelte/elements' {\n` +
  `  // eslint-disable-next-line @typescript-eslint/no-empty-object-type\n` +
  `  export interface SvelteHTMLElements extends NotifSvelteElements {}\n}\n`;

function vueFile(elements) {
  const vueProps = (e) =>
    `${propsName(e)}` +
    ((e.events ?? []).length
      ? ` & { ${(e.events ?? []).map((ev) => `${camel(`on-${ev.name}`)}?: (event: ${ev.type.text}) => void`).join('; ')} }`
      : '');
  const names = new Set(elements.flatMap((e) => (e.events ?? []).map((event) => event.type.text)));
  return (
    banner +
    `import type { DefineComponent } from 'vue';\n` +
    `import type { ${[...names].sort().join(', ')} } from '../types/index.js';\n` +
    `import type { ${elements.map(propsName).join(', ')} } from './elements.js';\n\n` +
    `declare module 'vue' {\n  interface GlobalComponents {\n` +
    elements.map((e) => `    '${e.tagName}': DefineComponent<${vueProps(e)}>;`).join('\n') +
    `\n  }\n}\n\nexport * from '../types/vue/index.js';\n`
  );
}

export function jsxTypeFiles(manifest) {
  const elements = elementsOf(manifest);
  return {
    'elements.d.ts': elementsFile(elements),
    'index.d.ts': jsxFile('react', {
      imports: "import type { HTMLAttributes, RefAttributes } from 'react';",
      type: (element) => `Omit<HTMLAttributes<${element}>, 'onError'> & RefAttributes<${element}>`,
    }),
    'preact.d.ts': jsxFile('preact', {
      imports: "import type { HTMLAttributes } from 'preact';",
      type: (element) => `HTMLAttributes<${element}>`,
    }),
    'svelte.d.ts': svelteFile(),
    'vue.d.ts': vueFile(elements),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  mkdirSync('dist/jsx', { recursive: true });
  for (const [file, text] of Object.entries(jsxTypeFiles(manifest))) writeFileSync(`dist/jsx/${file}`, text);
}
