import { css } from 'lit';

/** The filter bar's (`filter-bar.ts`): its fields, their hints and problems, and how it folds in a narrow log. */
export const filterBarStyles = css`
  [part~='filters'] {
    display: grid;
    gap: var(--_space-l);
    padding: var(--_space-l);
    border: 1px solid var(--_panel-border);
    border-radius: var(--_panel-radius);
  }

  /* Shown only where the fields fold (a narrow log, in the container query below). */
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

  /* A narrow log (a phone): the fields fold behind the "Filters" button. */
  @container activity (max-width: 40rem) {
    [part~='filters-toggle'] {
      display: block;
    }

    [part~='filters']:not(.open) > :not([part~='filters-toggle']) {
      display: none;
    }
  }

  @media (forced-colors: active) {
    [part~='input'][aria-invalid='true'] {
      border-color: CanvasText;
    }
  }
`;
