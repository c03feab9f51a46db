/**
 * Which locales have built-in strings, and which are written from right to left: what an element with a locale needs
 * to know. It comes with the locale code (`locales/element-locale.ts`), fetched the first time an element of the page
 * has a locale; the strings of a locale come after, when the locale names them.
 */
import { supportedLocale } from '../utils/supported-locale.js';

/** The locales with built-in strings, English aside (built in). Each is a module of `locales/`. */
export const BUILT_IN_LOCALES = ['ar', 'de', 'es', 'fr', 'he', 'it', 'ja', 'pt-BR', 'zh-CN'] as const;

/** The name of a built-in locale module. */
export type PackName = (typeof BUILT_IN_LOCALES)[number];

/** Languages written from right to left, by their language subtag. */
const RIGHT_TO_LEFT = new Set(['ar', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

function languageOf(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}

/**
 * The module that serves `locale`: the one of that very locale (`pt-BR`, any case), else the one of its language
 * (`de-AT` → `de`; `pt` and `pt-PT` → `pt-BR`; `zh`, `zh-TW` → `zh-CN`). None for English, for a locale without
 * built-in strings, and for anything that is not a locale: those show English.
 */
export function packFor(locale: string | undefined): PackName | undefined {
  const canonical = supportedLocale(locale);
  if (canonical === undefined) return undefined;
  const exact = BUILT_IN_LOCALES.find((name) => name.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const language = languageOf(canonical);
  return BUILT_IN_LOCALES.find((name) => languageOf(name) === language);
}

/** Whether `locale` is written from right to left (Arabic, Hebrew and the other languages of {@link RIGHT_TO_LEFT}). */
export function isRightToLeft(locale: string | undefined): boolean {
  const canonical = supportedLocale(locale);
  return canonical !== undefined && RIGHT_TO_LEFT.has(languageOf(canonical));
}
