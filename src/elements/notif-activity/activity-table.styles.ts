import { css } from 'lit';

/** The table of events (`activity-table.ts`), and its rows as blocks of labelled lines in a narrow log. */
export const tableStyles = css`
  .table-scroll {
    overflow-x: auto;
    border: 1px solid var(--_panel-border);
    border-radius: var(--_panel-radius);
  }

  table {
    inline-size: 100%;
    border-collapse: collapse;
  }

  @media (prefers-reduced-motion: no-preference) {
    table {
      transition: opacity 150ms ease;
    }
  }

  table.busy {
    opacity: 0.6;
  }

  caption {
    padding: var(--_space-m) var(--_space-l);
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
    text-align: start;
  }

  th,
  td {
    padding: var(--_space-m) var(--_space-l);
    border-block-start: 1px solid var(--_panel-border);
    text-align: start;
    vertical-align: top;
  }

  th {
    font-size: var(--_font-size-small);
    font-weight: var(--_font-weight-strong);
    color: var(--_text-muted);
    white-space: nowrap;
  }

  td > * {
    display: block;
  }

  td > .status {
    display: inline-flex;
  }

  /* A time or an id reads whole: an id never breaks at its hyphens, and an ellipsis ends one too long (its title has it all). */
  td > time,
  .id {
    white-space: nowrap;
  }

  .id {
    display: inline-block;
    max-inline-size: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: bottom;
  }

  .secondary {
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
    overflow-wrap: anywhere;
  }

  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }

  [part~='row'] {
    cursor: pointer;
  }

  [part~='row']:hover {
    background: var(--notif-activity-row-hover, var(--_surface-hover));
  }

  [part~='row'] > td:first-child {
    border-inline-start: 4px solid transparent;
  }

  [part~='row-open'] {
    background: var(--notif-activity-row-open, var(--_surface-raised));
  }

  [part~='row-open'] > td:first-child {
    border-inline-start-color: var(--_accent);
  }

  /* The tokens' focus ring, drawn inside the row so the table's edge never cuts it. */
  [part~='row']:focus-visible {
    outline-offset: -2px;
  }

  /*
   * Narrower than the six columns need (a phone): each event is a block of labelled lines, every column kept, instead
   * of a table to scroll sideways. The header row stays for assistive technology; each cell shows its column's name.
   */
  @container activity (max-width: 40rem) {
    thead {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }

    tbody,
    [part~='row'] {
      display: block;
    }

    [part~='row'] {
      padding-block: var(--_space-m);
      border-block-start: 1px solid var(--_panel-border);
      border-inline-start: 4px solid transparent;
    }

    [part~='row-open'] {
      border-inline-start-color: var(--_accent);
    }

    [part~='row'] > td,
    [part~='row'] > td:first-child {
      display: grid;
      grid-template-columns: minmax(5.5rem, 30%) minmax(0, 1fr);
      column-gap: var(--_space-m);
      padding: var(--_space-xs) var(--_space-l);
      border: 0;
    }

    [part~='row'] > td::before {
      content: attr(data-label);
      grid-row: 1 / span 3;
      color: var(--_text-muted);
      font-size: var(--_font-size-small);
      line-height: 1.6;
    }

    [part~='row'] > td > * {
      grid-column: 2;
    }
  }

  @media (forced-colors: active) {
    [part~='row-open'] {
      outline: 2px solid Highlight;
      outline-offset: -2px;
    }
  }
`;
