/**
 * How the `filters` property of `<notif-activity>` meets its attribute: no filters is no attribute at all, rather
 * than `filters=""`, and a removed attribute is no filters.
 */
export const filtersConverter = {
  fromAttribute: (value: string | null) => value ?? '',
  toAttribute: (value: string) => (value ? value : null),
};
