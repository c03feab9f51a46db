/** `locale` when `Intl` accepts it (canonicalized: `pt-br` → `pt-BR`), else undefined (the browser's default locale). */
export function supportedLocale(locale: unknown): string | undefined {
  if (typeof locale !== 'string' || locale.trim() === '') return undefined;
  try {
    return Intl.getCanonicalLocales(locale.trim())[0];
  } catch {
    return undefined;
  }
}
