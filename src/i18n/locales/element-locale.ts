/**
 * An element's locale, once it has one: the built-in strings of that locale and the direction of its language.
 * Fetched by the locale controller (`src/controllers/locale-controller.ts`) the first time an element has a `locale`,
 * with the rest of this folder's code, so a page that sets none carries none of it.
 */
import type { ReactiveControllerHost } from 'lit';
import { NotifErrorEvent } from '../../events/notif-error.js';
import { isRightToLeft, packFor, type PackName } from '../locales.js';
import type { NotifStrings } from '../strings.js';
import { loadPack } from './packs.js';

type Host = ReactiveControllerHost & HTMLElement;

/** Each locale module's fetch, started by the first element that needs it; a failed one stays failed (English shows). */
const fetches = new Map<PackName, Promise<NotifStrings>>();
/** The strings of the locale modules that arrived, so an element created later shows them from its first render. */
const arrived = new Map<PackName, NotifStrings>();

/**
 * The fetch of `name`'s strings, and whether this call started it: the element that started it is the one that
 * reports a failure, so a failure is reported once however many elements wait for it.
 */
function fetchPack(name: PackName): { fetching: Promise<NotifStrings>; first: boolean } {
  const started = fetches.get(name);
  if (started) return { fetching: started, first: false };
  const fetching = loadPack(name).then(
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
 * One element's locale. Strings: those of the module that serves the locale (the locale's own, else its language's),
 * fetched the first time an element names it, English until it arrives and if it cannot; a module that fails is
 * reported once, by a `notif-error` (operation `load`) from the element that asked for it first. Direction: an element
 * whose locale is written right to left gets `dir="rtl"`, unless the page set `dir` on it or on an element around it,
 * which always wins. (Inside an inbox, a message follows the inbox's direction, whoever set it.)
 */
export class ElementLocale {
  /** The module last asked for, so each is asked for once per change of locale. */
  #requested: PackName | undefined;
  /** The `dir` this element was given for its locale, told apart from one the page set. */
  #direction: string | undefined;

  constructor(private readonly host: Host) {}

  /** `english` (an element's built-in strings) in `locale`. A locale module holds every string of every element. */
  strings<T extends object>(locale: string | undefined, english: T): T {
    const name = packFor(locale);
    if (name !== this.#requested) {
      this.#requested = name;
      if (name) this.#request(name);
    }
    return ((name && arrived.get(name)) as T | undefined) ?? english;
  }

  /** Gives the element the direction of `locale`'s language, unless the page set one. */
  syncDirection(locale: string | undefined): void {
    const host = this.host;
    // The page set another `dir` on the element since: it wins from now on.
    if (this.#direction !== undefined && host.getAttribute('dir') !== this.#direction)
      this.#direction = undefined;
    const pageSetsDirection = () =>
      (this.#direction === undefined && host.hasAttribute('dir')) || directionAbove(host);
    // The page is looked at only for a right-to-left locale: most elements never need to.
    const wanted = isRightToLeft(locale) && !pageSetsDirection() ? 'rtl' : undefined;
    if (wanted === this.#direction) return;
    if (wanted) host.setAttribute('dir', wanted);
    else host.removeAttribute('dir');
    this.#direction = wanted;
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
}
