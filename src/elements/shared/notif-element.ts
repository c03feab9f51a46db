import { LitElement, type PropertyDeclarations } from 'lit';
import { ConfigConsumer } from '../../controllers/config-consumer.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { withStrings, type NotifStrings } from '../../i18n/strings.js';
import type { NotifConfig } from '../../store/config.js';
import type { Definable } from './define-element.js';

/**
 * What every element that renders has: a `theme`, `strings` that replace built-in ones, and the built-in strings of
 * its locale with the direction of its language (`LocaleController`). An element names its table of built-in strings
 * once ({@link NotifElement.englishStrings}) and reads them, in its locale and with `strings` on top, as
 * {@link NotifElement.text}. An element with the configuration attributes (`configurable.ts`) reads its
 * configuration through one {@link NotifElement.configuration}, which its controllers are given, and shows that
 * configuration's locale; any other element shows its own `locale`. A class names its tag (`static tagName`) but
 * defines none: the entries do (`define-element.ts`), so importing an element's class has no side effect.
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
  #configuration: ConfigConsumer | undefined;

  /** `light` or `dark` pins the colour scheme; unset follows the page's `prefers-color-scheme`. */
  declare theme?: 'light' | 'dark';

  /** Replacements for any of the built-in strings, English or the locale's (any subset). */
  declare strings?: Partial<NotifStrings>;

  /** @internal The element's `locale` attribute, where it has one (declared by the element or by its mixin). */
  declare locale?: string;

  /** @internal The configuration attributes as a configuration, on an element that has them (`configurable.ts`). */
  declare readonly ownConfig?: NotifConfig;

  /** @internal The element's built-in strings in English: each element names its own table, once. */
  declare readonly englishStrings: object;

  /**
   * The configuration of an element with the configuration attributes: its own over its provider's. One per element,
   * made the first time it is asked for (by the controllers the element gives it to, as it is constructed), so
   * every controller of the element reads the same one and the provider is asked once.
   */
  protected get configuration(): ConfigConsumer {
    return (this.#configuration ??= new ConfigConsumer(this, () => this.ownConfig!));
  }

  /**
   * The locale the element shows: its configuration's (its own `locale`, else its provider's) when it reads one,
   * else its own `locale`.
   */
  protected get localeInEffect(): string | undefined {
    return this.#configuration ? this.#configuration.config.locale : this.locale;
  }

  /** @internal The element's strings: `englishStrings` in its locale once they arrive, with `strings` on top. */
  protected get text(): this['englishStrings'] {
    return this.localized(this.englishStrings);
  }

  /** @internal `english` (built-in strings) in the element's locale once they arrive, with `strings` on top. */
  protected localized<T extends object>(english: T): T {
    return withStrings(this.#language.strings(english), this.strings);
  }
}
