/**
 * `Intl` formatters are costly to create and cheap to reuse: one per locale (and kind), made on first use.
 * `create` receives the locale as given; undefined means the browser's own.
 */
export function perLocale<T>(create: (locale: string | undefined) => T): (locale: string | undefined) => T {
  const made = new Map<string, T>();
  return (locale) => {
    const key = locale ?? '';
    let found = made.get(key);
    if (found === undefined) made.set(key, (found = create(locale)));
    return found;
  };
}
