import { css } from 'lit';

/** The error state and the summary of the filters to fix (`activity-errors.ts`). */
export const errorStyles = css`
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

  @media (forced-colors: active) {
    [part~='problems'],
    [part~='error'] {
      border-color: CanvasText;
    }
  }
`;
