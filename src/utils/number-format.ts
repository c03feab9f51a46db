/** Numbers as a locale writes them, through one cached `Intl.NumberFormat` per locale. */
import { perLocale } from './intl-cache.js';

const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));

/** A number as `locale` writes it ("1,234"); a locale `Intl` cannot use writes it as the browser's own does. */
export function formatNumber(value: number, locale: string | undefined): string {
  try {
    return numberFormat(locale).format(value);
  } catch {
    return numberFormat(undefined).format(value);
  }
}
