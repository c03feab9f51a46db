import { css } from 'lit';

/** The pager (`activity-pager.ts`): the page size, the position, Previous and Next. */
export const pagerStyles = css`
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
`;
