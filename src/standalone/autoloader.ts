/**
 * `dist/notif-elements.standalone.js`: the one script a page includes without a bundler. It defines each `notif-*`
 * tag the first time one appears in the document (or in a shadow root of an element it defined), by importing that
 * element's file from beside this script, so a page pays only for the tags it uses. A file that cannot be fetched
 * shows as the element's error state with Retry, and a `notif-error` event, never as an empty element.
 */
import { showLoadFailure } from './load-failure.js';
import { asError } from '../utils/as-error.js';
import { defineElement, type Definable } from '../elements/shared/define-element.js';
import {
  ACTIVITY_DETAIL_TAG,
  ACTIVITY_TAG,
  INBOX_TAG,
  MESSAGE_TAG,
  PROVIDER_TAG,
  PUSH_REGISTER_TAG,
  TOASTS_TAG,
} from '../elements/shared/tag-names.js';

/** The files beside the script import their later parts through it (see `import-again.ts`). */
export { importAgain } from './import-again.js';

/**
 * Each tag (from `tag-names.ts`, which holds no element code), and its element's class, fetched: `defineElement`
 * registers the class under its tag with the elements it renders (the inbox with `<notif-message>`).
 * `<notif-message>` alone comes from the inbox's file, as the inbox's dependency. `<notif-activity>` fetches the
 * `<notif-activity-detail>` it opens by itself, when an event is first opened, and `<notif-toasts>` the code of its
 * toasts (with `<notif-message>`) when it shows its first.
 */
const loaders: Record<string, () => Promise<Definable>> = {
  [INBOX_TAG]: () => import('../elements/notif-inbox/notif-inbox.js').then((loaded) => loaded.NotifInbox),
  [MESSAGE_TAG]: () =>
    import('../elements/notif-inbox/notif-inbox.js').then(
      (loaded) => loaded.NotifInbox.dependencies[MESSAGE_TAG],
    ),
  [PUSH_REGISTER_TAG]: () =>
    import('../elements/notif-push-register/notif-push-register.js').then(
      (loaded) => loaded.NotifPushRegister,
    ),
  [ACTIVITY_TAG]: () =>
    import('../elements/notif-activity/notif-activity.js').then((loaded) => loaded.NotifActivity),
  [ACTIVITY_DETAIL_TAG]: () =>
    import('../elements/notif-activity-detail/notif-activity-detail.js').then(
      (loaded) => loaded.NotifActivityDetail,
    ),
  [PROVIDER_TAG]: () =>
    import('../elements/notif-provider/notif-provider.js').then((loaded) => loaded.NotifProvider),
  [TOASTS_TAG]: () => import('./notif-toasts.js').then((loaded) => loaded.NotifToasts),
};

const selector = Object.keys(loaders).join(',');
const loading = new Map<string, Promise<void>>();

async function define(tag: string): Promise<void> {
  try {
    defineElement(await loaders[tag]!());
  } catch (cause) {
    loading.delete(tag); // a later appearance, or Retry, tries again
    const error = asError(cause);
    for (const element of document.querySelectorAll<HTMLElement>(tag))
      showLoadFailure(element, error, () => discover(document));
  }
}

function watchShadowRoots(tag: string, root: ParentNode): void {
  for (const element of root.querySelectorAll(tag)) {
    void customElements.whenDefined(tag).then(() => {
      if (element.shadowRoot) observe(element.shadowRoot);
    });
  }
}

/**
 * Defines every `notif-*` tag used under `root` that is not defined yet. Runs by itself for the document and the
 * shadow roots of the elements it defines; call it for shadow roots of your own components.
 */
export async function discover(root: ParentNode): Promise<void> {
  const tags = new Set<string>();
  if (root instanceof Element && root.matches(selector)) tags.add(root.localName);
  for (const element of root.querySelectorAll(selector)) tags.add(element.localName);
  const pending: Promise<void>[] = [];
  for (const tag of tags) {
    watchShadowRoots(tag, root);
    if (customElements.get(tag)) continue;
    if (!loading.has(tag)) loading.set(tag, define(tag));
    pending.push(loading.get(tag)!);
  }
  await Promise.all(pending);
}

const observed = new WeakSet<Node>();

function observe(root: Document | ShadowRoot): void {
  if (observed.has(root)) return;
  observed.add(root);
  void discover(root);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) void discover(node);
    }
  }).observe(root, { childList: true, subtree: true });
}

observe(document);
