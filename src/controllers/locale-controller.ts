import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { NotifErrorEvent } from '../events/notif-error.js';
import type { ElementLocale } from '../i18n/locales/element-locale.js';

type Host = ReactiveControllerHost & HTMLElement;
type LocaleCode = typeof import('../i18n/locales/element-locale.js');

/** The locale code, once an element of the page had a locale (an element without one never needs it). */
let localeCode: LocaleCode | undefined;
let fetchingLocaleCode: Promise<LocaleCode> | undefined;

/**
 * Gives an element the built-in strings of its locale and the direction of its language (docs/architecture.md,
 * "Localization"). An element without a `locale` (its own or its provider's) shows English and sets no direction, and
 * carries nothing more: the code that does the rest (`src/i18n/locales/element-locale.ts`) is fetched the first time
 * an element of the page has a locale, and it fetches the locale's strings in turn. Until they arrive, and if they
 * cannot, the element shows English; a file that cannot load is reported once, by a `notif-error` (operation `load`)
 * from the element that asked for it first.
 */
export class LocaleController implements ReactiveController {
  /** The element's locale, once the locale code is here. */
  #locale: ElementLocale | undefined;
  /** Whether this element waits for the locale code, so it waits once. */
  #waiting = false;

  constructor(
    private readonly host: Host,
    private readonly locale: () => string | undefined,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    this.#elementLocale()?.syncDirection(this.locale());
  }

  /**
   * `english` (an element's built-in strings) in the element's locale: the locale's strings once they have arrived,
   * English until then.
   */
  strings<T extends object>(english: T): T {
    if (isServer) return english; // a server renders English; the browser fetches the locale's strings
    return this.#elementLocale()?.strings(this.locale(), english) ?? english;
  }

  /** The element's locale: made once the locale code is here, which the first locale of the element fetches. */
  #elementLocale(): ElementLocale | undefined {
    if (this.#locale || !this.locale()) return this.#locale;
    if (localeCode) return (this.#locale = new localeCode.ElementLocale(this.host));
    if (!this.#waiting) this.#waitForLocaleCode();
    return undefined;
  }

  #waitForLocaleCode(): void {
    this.#waiting = true;
    const first = !fetchingLocaleCode;
    fetchingLocaleCode ??= import('../i18n/locales/element-locale.js').then((code) => (localeCode = code));
    fetchingLocaleCode.then(
      () => this.host.requestUpdate(),
      (cause: unknown) => {
        const error = new Error('The built-in strings could not be loaded; English is shown instead.', {
          cause,
        });
        if (first) this.host.dispatchEvent(new NotifErrorEvent({ operation: 'load', error }));
      },
    );
  }
}
