/** Whether `value` is one of the strings of `list`; narrows it to the list's union type. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
