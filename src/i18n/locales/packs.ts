/**
 * How each built-in locale module of this folder is fetched: one module per locale, each holding every visible string
 * of every element. This file comes with the locale code (`element-locale.ts`), which the locale controller fetches
 * the first time an element of the page has a locale: nothing in this folder loads for a page without one.
 */
import type { PackName } from '../locales.js';
import type { NotifStrings } from '../strings.js';

/** A locale module: every string of `en.ts`, translated. */
export interface LocalePack {
  strings: NotifStrings;
}

const PACKS: Record<PackName, () => Promise<LocalePack>> = {
  ar: () => import('./ar.js'),
  de: () => import('./de.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  it: () => import('./it.js'),
  ja: () => import('./ja.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-CN': () => import('./zh-CN.js'),
};

/** Fetches the strings of the built-in locale `name`. */
export async function loadPack(name: PackName): Promise<NotifStrings> {
  return (await PACKS[name]()).strings;
}
