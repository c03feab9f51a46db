/**
 * The standalone build's rule for small shared code (build/shared-code.ts, docs/architecture.md "Chunks"): which
 * files form one element is read from the import graph, so the same graph under other file names gives the same
 * chunks. The graph here is made by hand, shaped like the standalone build's: the script fetches each element's file;
 * the toasts' file imports the inbox's; the activity log fetches its detail, which the script may also fetch alone;
 * the inbox fetches its windowed list later, the push register its registration's run (with the client); the locale
 * code fetches a translation; the inbox and the push register share a tiny reader of storage.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Rolldown } from 'vite';
import { elementCodeInFirstFile, elementsOfFiles, smallSharedCodeInScript } from '../../build/shared-code.js';

interface Module {
  imports?: string[];
  fetches?: string[];
  size?: number;
}

const GRAPH: Record<string, Module> = {
  script: { imports: ['lit'], fetches: ['inbox', 'toasts', 'activity', 'detail', 'push'] },
  inbox: { imports: ['lit', 'card', 'errors', 'client', 'locale', 'storage'], fetches: ['list'] },
  toasts: { imports: ['inbox', 'card', 'permission'] },
  list: { imports: ['card'] },
  activity: { imports: ['lit', 'format', 'client', 'locale', 'errors'], fetches: ['detail'] },
  detail: { imports: ['format'] },
  push: { imports: ['lit', 'errors', 'permission', 'storage'], fetches: ['run'] },
  run: { imports: ['client'] },
  locale: { fetches: ['de'], size: 1_000 },
  de: {},
  lit: { size: 500 },
  card: { size: 2_000 },
  format: { size: 1_000 },
  errors: { size: 2_000 },
  permission: { size: 1_000 },
  storage: { size: 300 },
  client: { size: 20_000 },
};

/** The names of the graph as files: where they live in the repository, or any other names. */
const AS_WRITTEN: Record<string, string> = {
  script: 'src/standalone/autoloader.ts',
  inbox: 'src/elements/notif-inbox/notif-inbox.ts',
  toasts: 'src/standalone/notif-toasts.ts',
  list: 'src/elements/notif-inbox/windowed-list.ts',
  activity: 'src/elements/notif-activity/notif-activity.ts',
  detail: 'src/elements/notif-activity-detail/notif-activity-detail.ts',
  push: 'src/elements/notif-push-register/notif-push-register.ts',
  run: 'src/elements/notif-push-register/registration-run.ts',
  locale: 'src/controllers/locale-controller.ts',
  de: 'src/i18n/locales/de.ts',
  lit: 'node_modules/lit/index.js',
  card: 'src/elements/shared/message-view.ts',
  format: 'src/elements/shared/activity-format.ts',
  errors: 'src/api/errors.ts',
  permission: 'src/elements/shared/notification-permission.ts',
  storage: 'src/utils/local-storage.ts',
  client: 'src/api/transport.ts',
};
const RENAMED = Object.fromEntries(Object.keys(AS_WRITTEN).map((name, index) => [name, `lib/m${index}.ts`]));

/** A chunking context over the graph, each module under `names[module]`. */
function contextOf(names: Record<string, string>): Rolldown.ChunkingContext {
  const id = (name: string) => `/repo/${names[name]}`;
  const nameOf = new Map(Object.keys(GRAPH).map((name) => [id(name), name]));
  const importersOf = (name: string, field: 'imports' | 'fetches') =>
    Object.entries(GRAPH)
      .filter(([, module]) => module[field]?.includes(name))
      .map(([importer]) => id(importer));
  return {
    getModuleInfo(moduleId: string) {
      const name = nameOf.get(moduleId);
      if (!name) return null;
      const module = GRAPH[name]!;
      return {
        id: moduleId,
        isEntry: name === 'script',
        importers: importersOf(name, 'imports'),
        dynamicImporters: importersOf(name, 'fetches'),
        importedIds: (module.imports ?? []).map(id),
        dynamicallyImportedIds: (module.fetches ?? []).map(id),
        code: 'x'.repeat(module.size ?? 100),
      };
    },
  } as unknown as Rolldown.ChunkingContext;
}

/**
 * Where the rules put each module, by the graph's own names: the script, the first file of its element (by that
 * file's name), or left to the bundler (`-`).
 */
function placement(names: Record<string, string>): Record<string, string> {
  const context = contextOf(names);
  type Name = (id: string, context: Rolldown.ChunkingContext) => string | null;
  const script = smallSharedCodeInScript('script-file').name as Name;
  const first = elementCodeInFirstFile().name as Name;
  const chunkOf = new Map(
    Object.keys(GRAPH).map((name) => [names[name]!.replace(/^.*\//, '').replace(/\.\w+$/, ''), name]),
  );
  return Object.fromEntries(
    Object.keys(GRAPH).map((module) => {
      const id = `/repo/${names[module]}`;
      const placed = script(id, context) ?? first(id, context);
      return [module, placed === null ? '-' : (chunkOf.get(placed) ?? placed)];
    }),
  );
}

describe('small shared code in the standalone script', () => {
  it('reads an element from the import graph: a file with its later parts, and a file that imports another element’s', () => {
    const elements = elementsOfFiles('/repo/' + AS_WRITTEN.script, contextOf(AS_WRITTEN));
    const element = (name: string) => elements.get(`/repo/${AS_WRITTEN[name]}`);
    assert.equal(element('toasts'), element('inbox'), 'the toasts’ file imports the inbox’s');
    assert.equal(element('list'), element('inbox'), 'the inbox fetches its list later');
    assert.equal(element('detail'), element('activity'), 'the activity log fetches its detail');
    assert.equal(element('run'), element('push'), 'the push register fetches its run');
    assert.notEqual(element('activity'), element('inbox'));
    assert.notEqual(element('push'), element('inbox'));
    assert.notEqual(element('push'), element('activity'));
    assert.equal(element('de'), `/repo/${AS_WRITTEN.de}`, 'a translation every element reaches is its own');
  });

  it('puts in the script small code of three elements and tiny code of two, in the first file code of one element’s files, and leaves the rest', () => {
    assert.deepEqual(placement(AS_WRITTEN), {
      script: 'script-file',
      // The toasts’ file imports the inbox’s, so the inbox’s comes first: it holds the card they and the list share.
      inbox: 'inbox',
      toasts: '-',
      list: '-',
      card: 'inbox',
      // The script may fetch the detail alone: no file of the activity log comes first.
      activity: '-',
      detail: '-',
      format: '-',
      push: '-',
      run: '-',
      locale: '-', // two elements: a file that only their pages fetch
      permission: '-',
      storage: 'script-file', // two elements, but smaller than a file of its own costs their pages
      de: '-',
      lit: 'script-file',
      errors: 'script-file',
      client: '-',
    });
  });

  it('places the same graph the same way under other file names: renaming a file moves no code', () => {
    assert.deepEqual(placement(RENAMED), placement(AS_WRITTEN));
  });
});
