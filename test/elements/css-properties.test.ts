import { expect } from '@open-wc/testing';
import '../../src/index.js';
import { stackStyles } from '../../src/elements/notif-toasts/toast-stack.styles.js';
import { panelStyles } from '../../src/elements/notif-inbox/panel.styles.js';
import { tooltip } from '../../src/styles/tooltip.js';
import { elementTags } from '../support/element-tags.js';

/**
 * Styles an element adopts later, with the code that needs them: the toasts', with the first toast; the inbox's
 * panel's, with the panel.
 */
const LATER_STYLES: Record<string, { cssText: string }[]> = {
  'notif-toasts': [stackStyles],
  'notif-inbox': [tooltip, panelStyles],
};

interface ManifestElement {
  tagName?: string;
  cssProperties?: { name: string }[];
}

/** The `--notif-*` custom properties an element's styles read, from the style sheets it adopts. */
function propertiesUsedBy(tag: string): string[] {
  const element = customElements.get(tag) as unknown as { elementStyles: { cssText: string }[] };
  const css = [...element.elementStyles, ...(LATER_STYLES[tag] ?? [])]
    .map((sheet) => sheet.cssText)
    .join('\n');
  return [...new Set([...css.matchAll(/var\(\s*(--notif-[\w-]+)/g)].map(([, name]) => name))].sort();
}

describe('CSS custom properties', () => {
  let elements: ManifestElement[] = [];

  before(async () => {
    // Written by `npm run build`; the test server serves the project root.
    const response = await fetch('/custom-elements.json');
    expect(response.ok, 'custom-elements.json is missing: run `npm run build` first').to.equal(true);
    const manifest = (await response.json()) as { modules: { declarations?: ManifestElement[] }[] };
    elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName);
  });

  for (const tag of elementTags) {
    it(`<${tag}> documents exactly the ones its styles use`, () => {
      const documented = (elements.find((e) => e.tagName === tag)?.cssProperties ?? [])
        .map((p) => p.name)
        .sort();
      const used = propertiesUsedBy(tag);
      expect(
        used.filter((name) => !documented.includes(name)),
        'used by a style but not documented',
      ).to.deep.equal([]);
      expect(
        documented.filter((name) => !used.includes(name)),
        'documented but used by no style',
      ).to.deep.equal([]);
    });
  }
});
