/**
 * Each element entry point, bundled by Vite as an app would bundle it, carries its own elements and none of the
 * others: neither their modules nor their tags.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build, type Rolldown } from 'vite';

const ELEMENTS = [
  'notif-inbox',
  'notif-message',
  'notif-provider',
  'notif-push-register',
  'notif-activity',
  'notif-activity-detail',
];

/** Each entry, and the elements it registers; every other element must be absent from its bundle. */
const ENTRIES: Record<string, string[]> = {
  inbox: ['notif-inbox', 'notif-message', 'notif-provider'],
  message: ['notif-message'],
  'push-register': ['notif-push-register'],
  activity: ['notif-activity', 'notif-activity-detail'],
  provider: ['notif-provider'],
};

async function bundle(entry: string): Promise<Rolldown.OutputChunk[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: `src/entries/${entry}.ts`, formats: ['es'], fileName: entry },
    },
  })) as Rolldown.RolldownOutput[];
  return output.flatMap((result) => result.output).filter((file) => file.type === 'chunk');
}

/** Modules an inbox page does without: what they do, it does in a few lines of its own. */
const NOT_IN_THE_INBOX = [/\/@lit\/task\//, /\/@lit\/context\/.*context-provider/, /\/directives\/class-map/];

describe('element entry points', { timeout: 120_000 }, () => {
  it('notif-elements/inbox carries neither @lit/task, the general context provider nor classMap', async () => {
    const modules = (await bundle('inbox')).flatMap((chunk) => chunk.moduleIds);
    for (const pattern of NOT_IN_THE_INBOX) {
      const module = modules.find((id) => pattern.test(id));
      assert.equal(module, undefined, `the inbox bundles ${module}`);
    }
  });

  it('notif-elements/inbox loads the virtualizer and its hand-over code only when a list grows long', async () => {
    const chunks = await bundle('inbox');
    const first = chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.moduleIds);
    const later = chunks.filter((chunk) => !chunk.isEntry).flatMap((chunk) => chunk.moduleIds);
    for (const module of [/\/@lit-labs\/virtualizer\//, /\/notif-inbox\/virtualized-list\.ts$/]) {
      assert.ok(!first.some((id) => module.test(id)), `the inbox's first chunk carries ${module}`);
      assert.ok(
        later.some((id) => module.test(id)),
        `no later chunk carries ${module}`,
      );
    }
  });

  for (const [entry, own] of Object.entries(ENTRIES)) {
    it(`notif-elements/${entry} carries ${own.join(', ')} and no other element`, async () => {
      const chunks = await bundle(entry);
      const modules = chunks.flatMap((chunk) => chunk.moduleIds);
      const code = chunks.map((chunk) => chunk.code).join('\n');
      for (const tag of own) {
        assert.ok(
          modules.some((id) => id.includes(`/src/elements/${tag}/${tag}.ts`)),
          `${tag} is missing`,
        );
        assert.ok(code.includes(`("${tag}")`), `${tag} is not registered`);
      }
      for (const tag of ELEMENTS.filter((name) => !own.includes(name))) {
        const module = modules.find((id) => id.includes(`/src/elements/${tag}/`));
        assert.equal(module, undefined, `${entry} bundles ${module}`);
        assert.ok(!code.includes(`"${tag}"`) && !code.includes(`'${tag}'`), `${entry} mentions <${tag}>`);
      }
      assert.ok(
        !modules.some((id) => /\/src\/(local-api|proxy)\//.test(id)),
        `${entry} bundles the local API or proxy`,
      );
    });
  }
});
