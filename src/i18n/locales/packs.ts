/**
 * How each built-in locale module of this folder is fetched: one module per locale, each holding every visible string
 * of every element. This file is itself fetched with the first of them, by the locale controller
 * (`src/controllers/locale-controller.ts`): everything in this folder loads only for a locale other than English, so a
 * page in English carries none of it.
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
