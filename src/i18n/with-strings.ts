/** An element's built-in strings with the `strings` the page gave it on top (any subset, any element's keys). */
export function withStrings<T extends object>(
  builtIn: T,
  overrides: Partial<Record<string, unknown>> | undefined,
): T {
  return overrides ? ({ ...builtIn, ...overrides } as T) : builtIn;
}
