/**
 * Each element entry point, bundled by Vite as an app would bundle it, carries its own elements and none of the
 * others: neither their modules nor their tags. What a page using an entry weighs is held by the page budgets
 * (test/size/page-weight.node.test.ts), not by forbidding modules by name. The headless feed carries
 * no element, and no Lit.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build, type Rolldown } from 'vite';
import { elementTags } from '../support/element-tags.js';

/** Each entry, and the elements it registers; every other element must be absent from its bundle. */
const ENTRIES: Record<string, string[]> = {
  inbox: ['notif-inbox', 'notif-message', 'notif-provider'],
  message: ['notif-message'],
  'push-register': ['notif-push-register'],
  activity: ['notif-activity', 'notif-activity-detail'],
  provider: ['notif-provider'],
  toasts: ['notif-toasts', 'notif-message'],
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

/** The chunks a page fetches when it imports the entry: the entry's, and what they import statically. */
function loadedFirst(chunks: Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  visit(chunks.find((chunk) => chunk.isEntry)!.fileName);
  return [...loaded].map((name) => byName.get(name)!);
}

/** Paths of the service each entry's elements request; the paths of every other operation must be absent. */
const OPERATION_PATHS = [
  '/credentials',
  '/notifications/feed',
  '/notifications/unseen',
  '/mark-as',
  '/v1/notifications',
  '/set-primary',
  '/v1/integrations',
  '/events/trigger',
];
const USED_PATHS: Record<string, string[]> = {
  inbox: ['/notifications/feed', '/notifications/unseen', '/mark-as'],
  message: ['/notifications/feed', '/notifications/unseen', '/mark-as'],
  'push-register': ['/credentials'],
  activity: ['/v1/notifications'],
  provider: [],
  feed: ['/notifications/feed', '/notifications/unseen', '/mark-as'],
  toasts: ['/notifications/feed', '/notifications/unseen', '/mark-as'],
};

describe('element entry points', { timeout: 120_000 }, () => {
  it('notif-elements/inbox loads the windowed list only when a list grows long', async () => {
    const chunks = await bundle('inbox');
    const first = chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.moduleIds);
    const later = chunks.filter((chunk) => !chunk.isEntry).flatMap((chunk) => chunk.moduleIds);
    for (const module of [/\/notif-inbox\/windowed-list\.ts$/, /\/lit-html\/directives\/repeat\.js$/]) {
      assert.ok(!first.some((id) => module.test(id)), `the inbox's first chunk carries ${module}`);
      assert.ok(
        later.some((id) => module.test(id)),
        `no later chunk carries ${module}`,
      );
    }
  });

  it('notif-elements/toasts fetches what renders toasts (the message card, the stack, desktop notifications) with the first', async () => {
    const chunks = await bundle('toasts');
    const eager = loadedFirst(chunks);
    const first = eager.flatMap((chunk) => chunk.moduleIds);
    const later = chunks.filter((chunk) => !eager.includes(chunk)).flatMap((chunk) => chunk.moduleIds);
    const rendering = [
      /\/notif-message\/notif-message\.ts$/,
      /\/notif-toasts\/toast-stack\.ts$/,
      /\/notif-toasts\/desktop-notifications\.ts$/,
    ];
    for (const module of rendering) {
      assert.ok(!first.some((id) => module.test(id)), `the toasts' first chunk carries ${module}`);
      assert.ok(
        later.some((id) => module.test(id)),
        `no later chunk carries ${module}`,
      );
    }
    assert.ok(
      first.some((id) => /\/store\/feed-store\.ts$/.test(id)),
      'the shell listens to the store',
    );
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
        // The entry defines the element's class (`NotifInbox` for notif-inbox), which names its tag.
        const elementClass = tag.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
        assert.ok(code.includes(`defineElement(${elementClass})`), `${tag} is not registered`);
        assert.ok(code.includes(`"${tag}"`), `${tag} is not named`);
      }
      for (const tag of elementTags.filter((name) => !own.includes(name))) {
        const module = modules.find((id) => id.includes(`/src/elements/${tag}/`));
        assert.equal(module, undefined, `${entry} bundles ${module}`);
        assert.ok(!code.includes(`"${tag}"`) && !code.includes(`'${tag}'`), `${entry} mentions <${tag}>`);
      }
      assert.ok(
        !modules.some((id) => /\/(local-api|src\/proxy)\//.test(id)),
        `${entry} bundles the local API or proxy`,
      );
    });
  }

  for (const [entry, used] of Object.entries(USED_PATHS)) {
    it(`notif-elements/${entry} carries the client operations its elements call and no other`, async () => {
      const code = (await bundle(entry)).map((chunk) => chunk.code).join('\n');
      for (const path of OPERATION_PATHS) {
        // `/v1/notifications` is also the start of the feed's path: look for it as the whole path.
        const found =
          path === '/v1/notifications' ? /[`'"]\/v1\/notifications[`'"]/.test(code) : code.includes(path);
        assert.equal(found, used.includes(path), `${entry} ${found ? 'carries' : 'lacks'} ${path}`);
      }
    });
  }

  it('notif-elements/feed carries no Lit, no element, no controller and no seen batcher', async () => {
    const modules = (await bundle('feed')).flatMap((chunk) => chunk.moduleIds);
    assert.ok(
      modules.some((id) => id.endsWith('/src/store/feed-store.ts')),
      'the feed bundle lacks the store',
    );
    const unwanted = modules.filter((id) =>
      /\/node_modules\/(lit|lit-html|lit-element|@lit|@lit-labs)\/|\/src\/(elements|controllers)\/|seen-batcher/.test(
        id,
      ),
    );
    assert.deepEqual(unwanted, []);
  });

  it('notif-elements/push-register fetches the code that sends and subscribes only when it first registers', async () => {
    const chunks = await bundle('push-register');
    const eager = loadedFirst(chunks)
      .map((chunk) => chunk.code)
      .join('\n');
    const all = chunks.map((chunk) => chunk.code).join('\n');
    // The transport's idempotency header, operation 1's request, and the Web Push subscription's call (its code:
    // a doc comment that names the option does not count).
    for (const mark of [
      /"idempotency-key"/,
      /method: "PATCH"/,
      /userVisibleOnly: true,\s*applicationServerKey/,
    ]) {
      assert.match(all, mark, `the bundle lacks ${mark}`);
      assert.doesNotMatch(eager, mark, `the button's code carries ${mark}`);
    }
  });
});
