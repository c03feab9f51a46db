/**
 * The pages the bench bundles: each one shows one inbox component, ours or an anchor's, as its README tells a
 * page to. They are written into a work folder inside `bench/node_modules`, so the anchors resolve from the
 * bench's own install and nothing generated lands in the repository.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench's own package folder. */
export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
/** Where pages are written and built: a cache folder of the bench's install, outside the repository's files. */
export const WORK_DIR = join(BENCH_DIR, 'node_modules', '.cache', 'notif-bench');

/** A page to bundle: an HTML shell around one module script. */
export interface PageSource {
  /** Folder name, and the row's name in the tables. */
  name: string;
  /** What the row stands for, printed beside its figures. */
  label: string;
  /** The page's module script. */
  script: string;
}

/**
 * Our inbox, imported from `specifier`. The page reads its configuration from its query string (`mode`,
 * `subscriber-id`, `api-key`, and `group` to group related messages) and talks to the API on its own origin, so the
 * bench can serve it beside the local API and open it as a user would.
 */
export function notifInboxPage(name: string, specifier: string): PageSource {
  return {
    name,
    label: `${specifier} (<notif-inbox>)`,
    script: `import '${specifier}';
const query = new URLSearchParams(location.search);
const inbox = document.createElement('notif-inbox');
inbox.setAttribute('base-url', location.origin);
inbox.setAttribute('subscriber-id', query.get('subscriber-id') ?? 'subscriber-ada');
inbox.setAttribute('api-key', query.get('api-key') ?? 'local-dev-api-key');
inbox.setAttribute('mode', query.get('mode') ?? 'inline');
inbox.toggleAttribute('group', query.has('group'));
document.body.append(inbox);
`,
  };
}

/** An anchor: a hosted service's inbox, weighed for size only (its behaviour needs the hosted service). */
export interface Anchor extends PageSource {
  /** The npm package, a dependency of `bench/package.json` (which pins its version). */
  package: string;
}

export const ANCHORS: readonly Anchor[] = [
  {
    name: 'courier-inbox',
    label: 'Courier <courier-inbox>',
    package: '@trycourier/courier-ui-inbox',
    script: `import { Courier } from '@trycourier/courier-ui-inbox';
Courier.shared.signIn({ userId: 'bench-user', jwt: 'bench-jwt' });
document.body.append(document.createElement('courier-inbox'));
`,
  },
  {
    name: 'novu-inbox',
    label: 'Novu Inbox (@novu/js/ui)',
    package: '@novu/js',
    script: `import { NovuUI } from '@novu/js/ui';
const ui = new NovuUI({ options: { applicationIdentifier: 'bench-app', subscriber: 'bench-subscriber' } });
const element = document.createElement('div');
document.body.append(element);
ui.mountComponent({ name: 'Inbox', element, props: {} });
`,
  },
];

/** Writes `page` as `<workDir>/<name>/index.html` + `main.js`; returns the HTML entry's path. */
export async function writePage(workDir: string, page: PageSource): Promise<string> {
  const folder = join(workDir, page.name);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'main.js'), page.script);
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${page.name}</title></head>
  <body><script type="module" src="./main.js"></script></body>
</html>
`;
  await writeFile(join(folder, 'index.html'), html);
  return join(folder, 'index.html');
}
