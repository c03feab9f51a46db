// custom-elements.json is made by `npm run build` (npm test builds first).
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { elementTags } from '../support/element-tags.js';

interface Documented {
  name: string;
  description?: string;
  summary?: string;
}
interface Element extends Documented {
  tagName: string;
  attributes?: Documented[];
  members?: (Documented & { kind: string; privacy?: string; static?: boolean })[];
  events?: (Documented & { type?: { text: string } })[];
  slots?: Documented[];
  cssParts?: Documented[];
  cssProperties?: Documented[];
}

assert.ok(existsSync('custom-elements.json'), 'custom-elements.json is missing: run `npm run build` first');
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const elements: Element[] = manifest.modules.flatMap((m: { declarations?: Element[] }) =>
  (m.declarations ?? []).filter((d) => 'customElement' in d),
);
const tags = elementTags;

describe('custom-elements.json', () => {
  it('documents every element', () => {
    assert.deepEqual(elements.map((e) => e.tagName).sort(), [...tags].sort());
  });

  for (const tag of tags) {
    it(`documents every attribute, property, method, event, slot, part and CSS property of <${tag}>`, () => {
      const element = elements.find((e) => e.tagName === tag)!;
      assert.ok(element.summary, `${tag} has no @summary`);
      const undocumented = [
        ...(element.attributes ?? []).map((a) => ['attribute', a] as const),
        ...(element.members ?? []).map((m) => [m.kind, m] as const),
        ...(element.events ?? []).map((e) => ['event', e] as const),
        ...(element.slots ?? []).map((s) => ['slot', s] as const),
        ...(element.cssParts ?? []).map((p) => ['part', p] as const),
        ...(element.cssProperties ?? []).map((p) => ['CSS property', p] as const),
      ]
        .filter(([, item]) => !item.description?.trim())
        .map(([kind, item]) => `${kind} ${item.name || '(default)'}`);
      assert.deepEqual(undocumented, []);
      for (const event of element.events ?? []) {
        assert.match(
          event.type?.text ?? '',
          /^Notif\w+Event$/,
          `${tag}: event ${event.name} has no event class`,
        );
      }
    });
  }

  it('has every event in docs/elements/ on the element that fires it', () => {
    const events = (tag: string) =>
      (elements.find((e) => e.tagName === tag)!.events ?? []).map((e) => e.name).sort();
    assert.deepEqual(events('notif-inbox'), [
      'notif-action',
      'notif-counts',
      'notif-error',
      'notif-marked',
      'notif-message-click',
    ]);
    assert.deepEqual(events('notif-message'), ['notif-action', 'notif-error', 'notif-message-click']);
    assert.deepEqual(events('notif-push-register'), ['notif-error', 'notif-push-state']);
    assert.deepEqual(events('notif-activity'), ['notif-error']);
    assert.deepEqual(events('notif-toasts'), ['notif-action', 'notif-error', 'notif-message-click']);
  });
});
