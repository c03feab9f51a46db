/** The bench's tables: for the terminal, and in Markdown for docs/benchmarks.md. */

/** Bytes as KiB with one decimal ("42.1 KiB"). */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Whether a cell is a figure (aligned right): numbers, and numbers ending in a unit. */
const isFigure = (cell: string) => /^[\d.,\s×<>≤-]+(KiB|MB|ms|s|×)?$/.test(cell) && cell !== '';

/** Columns padded to their widest cell; numbers (and figures ending in a unit) aligned right. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (isFigure(cell) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * The same table in Markdown: a column whose cells are all figures is aligned right; `|` in a cell is escaped, and
 * `<` too, so a tag name such as `<notif-inbox>` shows as text rather than vanishing as unknown markup.
 */
export function markdownTable(headers: string[], rows: string[][]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/</g, '&lt;');
  const figures = headers.map((_, i) => rows.length > 0 && rows.every((row) => isFigure(row[i] ?? '')));
  return [
    `| ${headers.map(escape).join(' | ')} |`,
    `|${figures.map((right) => (right ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${headers.map((_, i) => escape(row[i] ?? '')).join(' | ')} |`),
  ].join('\n');
}
