import { css } from 'lit';
import { errorStyles } from './activity-errors.styles.js';
import { pagerStyles } from './activity-pager.styles.js';
import { tableStyles } from './activity-table.styles.js';
import { filterBarStyles } from './filter-bar.styles.js';

/**
 * What `notif-activity.ts` draws itself: the log's box and container, the states of its results region and the drawer
 * of the opened event; and what every part shares, its form controls' font and the look of its buttons (Apply, Retry,
 * Close and the pager's alike).
 */
const frameStyles = css`
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

  /* The buttons of every part. */

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

  /* The states of the results: no credentials, nothing found, loading. */

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

  [part~='results'] {
    display: grid;
    gap: var(--_space-m);
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

/**
 * Every style sheet of `<notif-activity>`, the frame's first: each part's sheet sits next to the module that draws
 * that part (docs/architecture.md, "The activity log's parts").
 */
export const styles = [frameStyles, filterBarStyles, errorStyles, tableStyles, pagerStyles];
