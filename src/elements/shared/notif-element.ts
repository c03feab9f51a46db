import { LitElement, type PropertyDeclarations } from 'lit';
import { LocaleController } from '../../controllers/locale-controller.js';
import { withStrings, type NotifStrings } from '../../i18n/strings.js';
import type { Definable } from './define-element.js';

/**
 * What every element that renders has: a `theme`, `strings` that replace built-in ones, and the built-in strings of
 * its locale with the direction of its language (`LocaleController`). An element says where its locale comes from
 * ({@link NotifElement.localeInEffect}) and reads its strings through {@link NotifElement.localized}. A class
 * names its tag (`static tagName`) but defines none: the entries do (`define-element.ts`), so importing an element's
 * class has no side effect.
 */
export class NotifElement extends LitElement {
  static override properties: PropertyDeclarations = {
    theme: { reflect: true },
    strings: { attribute: false },
  };

  /**
   * The elements this one renders in its shadow root, each under its class's `tagName`: defined with it
   * (`defineElement`), so a page that registers this element can show them.
   */
  static dependencies: Record<string, Definable> = {};

  readonly #language = new LocaleController(this, () => this.localeInEffect);

  /** `light` or `dark` pins the colour scheme; unset follows the page's `prefers-color-scheme`. */
  declare theme?: 'light' | 'dark';

  /** Replacements for any of the built-in strings, English or the locale's (any subset). */
  declare strings?: Partial<NotifStrings>;

  /** @internal The locale the element shows: its own attribute, or its configuration's (its provider's). */
  protected get localeInEffect(): string | undefined {
    return undefined;
  }

  /** @internal `english` (built-in strings) in the element's locale once they arrive, with `strings` on top. */
  protected localized<T extends object>(english: T): T {
    return withStrings(this.#language.strings(english), this.strings);
  }
}
