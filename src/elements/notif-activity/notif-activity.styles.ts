import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
    /* Narrower than its own width where a flex row has less room, rather than overflowing the row. */
    min-inline-size: 0;
    line-height: 1.4;
    --_panel: var(--notif-activity-background, var(--_surface));
    --_panel-border: var(--notif-activity-border-color, var(--_border));
    --_panel-radius: var(--notif-activity-radius, var(--_radius));
  }

  /*
   * The log's own width where its box sizes to its content (a flex row, a float, a grid's auto column, a table cell):
   * its container (below) takes none from its content, so this strut gives it; in a box with a definite width, the log
   * fills that box.
   */
  :host::before {
    content: '';
    display: block;
    inline-size: min(56em, 100vw - 16px);
    max-inline-size: 100%;
  }

  /* Its own background: in the dark theme on a light page (or the reverse) every text keeps its contrast. */
  /* One container for every narrow layout (a phone): folded filters, events as blocks of lines. */
  [part~='base'] {
    container: activity / inline-size;
    display: grid;
    gap: var(--_space-l);
    background: var(--_panel);
    color: var(--_text);
  }

  button,
  input,
  select {
    font: inherit;
    color: inherit;
  }

  /* Filters */

  [part~='filters'] {
    display: grid;
    gap: var(--_space-l);
    padding: var(--_space-l);
    border: 1px solid var(--_panel-border);
    border-radius: var(--_panel-radius);
  }

  /* Shown only where the fields fold (a narrow log, in the container query of the table below). */
  [part~='filters-toggle'] {
    display: none;
  }

  .fields {
    display: grid;
    grid-template-columns: repeat(
      auto-fill,
      minmax(min(100%, var(--notif-activity-field-width, 15rem)), 1fr)
    );
    gap: var(--_space-l);
    align-items: start;
  }

  [part~='field'] {
    display: grid;
    gap: var(--_space-s);
  }

  [part~='field'] > label,
  legend {
    font-weight: var(--_font-weight-strong);
  }

  /* A filter of several values: a fieldset whose legend reads as the other fields' labels, its checkboxes as chips
     that wrap. The channels take the form's whole width, so their chips make one or two rows, not a tall column. */
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }

  legend {
    padding: 0;
    margin-block-end: var(--_space-s);
  }

  .field-channels {
    grid-column: 1 / -1;
  }

  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-s);
  }

  [part~='choice'] {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-s);
    min-block-size: 2rem;
    padding-inline: var(--_space-m);
    border: 1px solid var(--_text-muted);
    border-radius: 1rem;
    cursor: pointer;
  }

  [part~='choice']:has(:checked) {
    border-color: var(--_accent);
    background: color-mix(in srgb, var(--_accent) 12%, var(--_surface));
  }

  [part~='choice'] input {
    margin: 0;
    accent-color: var(--_accent);
  }

  [part~='choice']:has([aria-invalid='true']) {
    border-color: var(--_danger);
  }

  [part~='input'] {
    box-sizing: border-box;
    inline-size: 100%;
    min-block-size: 2.25rem;
    padding: var(--_space-s) var(--_space-m);
    border: 1px solid var(--_text-muted);
    border-radius: var(--_radius-small);
    background: var(--_surface);
    color: var(--_text);
  }

  [part~='input'][aria-invalid='true'] {
    border-color: var(--_danger);
    border-width: 2px;
  }

  [part~='hint'] {
    margin: 0;
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
  }

  [part~='field-error'] {
    margin: 0;
    color: var(--_danger);
    font-size: var(--_font-size-small);
    font-weight: var(--_font-weight-strong);
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-m);
  }

  [part~='apply'],
  [part~='clear'],
  [part~='filters-toggle'],
  [part~='retry'],
  [part~='close'],
  [part~='previous'],
  [part~='next'] {
    min-block-size: 2.25rem;
    padding: var(--_space-s) var(--_space-l);
    border: 1px solid var(--_accent);
    border-radius: var(--_radius-small);
    background: transparent;
    color: var(--_accent);
    cursor: pointer;
  }

  [part~='apply'] {
    background: var(--_accent);
    color: var(--_on-accent);
  }

  [part~='clear']:hover,
  [part~='filters-toggle']:hover,
  [part~='retry']:hover,
  [part~='close']:hover,
  [part~='previous']:hover:not([aria-disabled='true']),
  [part~='next']:hover:not([aria-disabled='true']) {
    background: var(--_surface-raised);
  }

  [aria-disabled='true'] {
    border-color: var(--_border);
    color: var(--_text-muted);
    cursor: default;
  }

  [part~='problems'],
  [part~='error'] {
    padding: var(--_space-m) var(--_space-l);
    border: 1px solid var(--_danger);
    border-inline-start-width: 4px;
    border-radius: var(--_radius-small);
  }

  [part~='problems'] p,
  [part~='error'] p {
    margin: 0;
  }

  [part~='problems'] ul {
    margin: var(--_space-s) 0 0;
    padding-inline-start: 1.25rem;
  }

  .error-title {
    font-weight: var(--_font-weight-strong);
    color: var(--_danger);
  }

  [part~='error'] {
    display: grid;
    gap: var(--_space-m);
    justify-items: start;
  }

  .error-detail {
    overflow-wrap: anywhere;
    color: var(--_text);
  }

  [part~='notice'],
  [part~='empty'],
  [part~='loading'] {
    margin: 0;
    padding: var(--_space-m) var(--_space-l);
    border-radius: var(--_radius-small);
    color: var(--_text-muted);
  }

  [part~='notice'] {
    border: 1px solid var(--_warning);
    border-inline-start-width: 4px;
    color: var(--_text);
  }

  /* Table */

  [part~='results'] {
    display: grid;
    gap: var(--_space-m);
  }

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
   * Narrower than the six columns need (a phone): the filters fold behind their button, and each event is a block of
   * labelled lines, every column kept, instead of a table to scroll sideways. The header row stays for assistive
   * technology; each cell shows its column's name.
   */
  @container activity (max-width: 40rem) {
    [part~='filters-toggle'] {
      display: block;
    }

    [part~='filters']:not(.open) > :not([part~='filters-toggle']) {
      display: none;
    }

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

  /* Pager */

  [part~='pager'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space-m) var(--_space-l);
  }

  .page-size {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-m);
  }

  [part~='page-size'] {
    min-block-size: 2.25rem;
    padding-inline: var(--_space-m);
    border: 1px solid var(--_text-muted);
    border-radius: var(--_radius-small);
    background: var(--_surface);
  }

  [part~='page-status'] {
    color: var(--_text-muted);
  }

  .pager-buttons {
    display: inline-flex;
    gap: var(--_space-m);
    margin-inline-start: auto;
  }

  /* Detail: a drawer at the inline end, over the log, as tall as the viewport and scrolling inside. */

  [part~='detail'] {
    box-sizing: border-box;
    inline-size: min(40rem, 100%);
    max-inline-size: 100%;
    block-size: 100%;
    max-block-size: 100%;
    margin: 0;
    margin-inline-start: auto;
    padding: 0 var(--_space-l) var(--_space-l);
    border: 0;
    border-inline-start: 1px solid var(--_panel-border);
    background: var(--_panel);
    color: var(--_text);
  }

  [part~='detail']::backdrop {
    background: rgb(0 0 0 / 0.4);
  }

  /* A phone: a sheet from the bottom, the page's top still in view above it. */
  @media (max-width: 40rem) {
    [part~='detail'] {
      block-size: auto;
      max-block-size: 90%;
      margin-block-start: auto;
      border: 0;
      border-radius: var(--_panel-radius) var(--_panel-radius) 0 0;
    }
  }

  /* The title and Close stay in view while the detail scrolls. */
  .detail-header {
    position: sticky;
    inset-block-start: 0;
    padding-block: var(--_space-l) var(--_space-m);
    background: var(--_panel);
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--_space-m);
  }

  [part~='detail-title'] {
    font-size: 1.1rem;
    font-weight: var(--_font-weight-strong);
  }

  @media (forced-colors: active) {
    [part~='row-open'] {
      outline: 2px solid Highlight;
      outline-offset: -2px;
    }
    [part~='input'][aria-invalid='true'],
    [part~='problems'],
    [part~='error'] {
      border-color: CanvasText;
    }
    [aria-disabled='true'] {
      color: GrayText;
      border-color: GrayText;
    }
    [part~='apply'] {
      forced-color-adjust: none;
      background: ButtonText;
      color: ButtonFace;
    }
  }
`;
