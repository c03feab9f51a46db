import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { NotifErrorEvent } from '../events/notif-error.js';
import { isRightToLeft, packFor, type PackName } from '../i18n/locales.js';
import type { NotifStrings } from '../i18n/strings.js';

type Host = ReactiveControllerHost & HTMLElement;

/** Each locale module's fetch, started by the first element that needs it; a failed one stays failed (English shows). */
const fetches = new Map<PackName, Promise<NotifStrings>>();
/** The strings of the locale modules that arrived, so an element created later shows them from its first render. */
const arrived = new Map<PackName, NotifStrings>();

/**
 * The fetch of `name`'s strings, and whether this call started it: the element that started it is the one that
 * reports a failure, so a failure is reported once however many elements wait for it. The code that fetches locale
 * modules comes with the first one (`src/i18n/locales/packs.ts`): an English page never loads it.
 */
function fetchPack(name: PackName): { fetching: Promise<NotifStrings>; first: boolean } {
  const started = fetches.get(name);
  if (started) return { fetching: started, first: false };
  const fetching = import('../i18n/locales/packs.js')
    .then(({ loadPack }) => loadPack(name))
    .then(
      (strings) => {
        arrived.set(name, strings);
        return strings;
      },
      (cause: unknown) => {
        throw new Error(`The built-in ${name} strings could not be loaded; English is shown instead.`, {
          cause,
        });
      },
    );
  fetches.set(name, fetching);
  return { fetching, first: true };
}

/** Whether an element around `element` (through shadow roots) has a `dir`, which `element` then follows. */
function directionAbove(element: Element): boolean {
  for (let node = element.parentNode; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
    if (node instanceof Element && node.hasAttribute('dir')) return true;
  }
  return false;
}

/**
 * Gives an element the built-in strings of its locale and the direction of its language. The strings of a locale
 * other than English come in a module fetched the first time an element asks for them (docs/architecture.md,
 * "Localization"); until it arrives, and if it cannot, the element shows English. A module that fails is reported
 * once, by a `notif-error` (operation `load`) from the element that asked for it first.
 *
 * The direction: an element whose locale is written right to left (Arabic, Hebrew…) gets `dir="rtl"`, unless the
 * page set `dir` on it or on an element around it, which always wins. (Inside an inbox, a message follows the
 * inbox's direction, whoever set it.)
 */
export class LocaleController implements ReactiveController {
  /** The module last asked for, so each is asked for once per change of locale. */
  #requested: PackName | undefined;
  /** The `dir` this controller set on its element, told apart from one the page set. */
  #direction: string | undefined;

  constructor(
    private readonly host: Host,
    private readonly locale: () => string | undefined,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    this.#syncDirection();
  }

  /**
   * `english` (an element's built-in strings) in the element's locale: the locale's strings once its module has
   * arrived, English until then. A locale module holds every string of every element, so it serves any element's own
   * strings. Asks for the module the first time the locale names one.
   */
  strings<T extends object>(english: T): T {
    if (isServer) return english; // a server renders English; the browser fetches the locale's strings
    const name = packFor(this.locale());
    if (name !== this.#requested) {
      this.#requested = name;
      if (name) this.#request(name);
    }
    return ((name && arrived.get(name)) as T | undefined) ?? english;
  }

  #request(name: PackName): void {
    const { fetching, first } = fetchPack(name);
    fetching.then(
      () => this.host.requestUpdate(),
      (error: Error) => {
        if (first) this.host.dispatchEvent(new NotifErrorEvent({ operation: 'load', error }));
      },
    );
  }

  #syncDirection(): void {
    const host = this.host;
    // The page set another `dir` on the element since: it wins from now on.
    if (this.#direction !== undefined && host.getAttribute('dir') !== this.#direction)
      this.#direction = undefined;
    const pageSetsDirection = () =>
      (this.#direction === undefined && host.hasAttribute('dir')) || directionAbove(host);
    // The page is looked at only for a right-to-left locale: most elements never need to.
    const wanted = isRightToLeft(this.locale()) && !pageSetsDirection() ? 'rtl' : undefined;
    if (wanted === this.#direction) return;
    if (wanted) host.setAttribute('dir', wanted);
    else host.removeAttribute('dir');
    this.#direction = wanted;
  }
}
