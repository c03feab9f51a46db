/** The bench's figures as plain-text tables for stdout. */
import type { InboxRun } from './inbox-in-chromium.js';
import type { BundledPage, OurPages } from './sizes.js';

/** Bytes as KiB with one decimal ("42.1 KiB"). */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Columns padded to their widest cell; numbers (and figures ending in a unit) aligned right. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const right = (cell: string) => /^[\d.,\s×<>≤-]+(KiB|MB|ms|s|×)?$/.test(cell) && cell !== '';
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (right(cell) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function ourPagesTable(pages: OurPages): string {
  if ('missing' in pages) return `Our pages: ${pages.missing}; the size table of our pages is skipped.`;
  return table(
    ['page', 'JS fetched (gzip -9)', 'files', 'budget', 'target', ''],
    pages.rows.map((row) => [
      row.name,
      kib(row.bytes),
      String(row.files.length),
      row.budget == null ? '' : kib(row.budget),
      row.target == null ? '' : kib(row.target),
      row.budget == null
        ? ''
        : row.bytes <= row.budget
          ? 'within budget'
          : `OVER BUDGET by ${kib(row.bytes - row.budget)}`,
    ]),
  );
}

export function anchorsTable(pages: BundledPage[]): string {
  return table(
    ['page (Vite production build, minified)', 'initial JS (gzip -9)', 'all JS', 'files', '÷ ours'],
    pages.map((page) => [
      page.package ? `${page.label} — ${page.package}` : page.label,
      kib(page.initialGzip),
      kib(page.totalGzip),
      String(page.files.length),
      page.ratioToOurs === undefined ? '' : `${page.ratioToOurs.toFixed(2)}×`,
    ]),
  );
}

export function inboxTable(runs: InboxRun[]): string {
  const ms = (value: number | null) =>
    value === null ? '—' : `${Math.round(value).toLocaleString('en')} ms`;
  const mb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1e6).toFixed(1)} MB`);
  const count = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en'));
  const lines = table(
    [
      'messages',
      'first message',
      'scroll until loaded',
      'DOM nodes (first / after)',
      'elements after',
      'JS heap (first / after)',
      'mark-as per opening',
    ],
    runs.map((run) => [
      run.messages.toLocaleString('en'),
      ms(run.firstMessageMs),
      `${ms(run.scroll.ms)} (${count(run.scroll.loaded)} of ${count(run.scroll.target)})`,
      `${count(run.firstScreen?.domNodes)} / ${count(run.afterScroll?.domNodes)}`,
      count(run.afterScroll?.domElements),
      `${mb(run.firstScreen?.jsHeapBytes)} / ${mb(run.afterScroll?.jsHeapBytes)}`,
      run.markAsPerOpening.join(', ') || '—',
    ]),
  );
  const errors = runs.filter((run) => run.error).map((run) => `  ${run.messages} messages: ${run.error}`);
  return errors.length ? `${lines}\nNot measured:\n${errors.join('\n')}` : lines;
}
