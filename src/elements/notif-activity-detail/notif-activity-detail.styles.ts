import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
    line-height: 1.45;
    --_code-background: var(--notif-activity-detail-code-background, var(--_surface-raised));
    --_line: var(--notif-activity-detail-line-color, var(--_border));
  }

  /* Its own background, so its colours keep their contrast on any page. */
  [part~='base'] {
    display: grid;
    gap: var(--_space-l);
    background: var(--notif-activity-detail-background, var(--_surface));
    color: var(--_text);
  }

  dl {
    margin: 0;
  }

  [part~='summary'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
    gap: var(--_space-m) var(--_space-l);
  }

  .fact dt {
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
  }

  .fact dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  [part~='summary'] .fact dd {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--_space-xs) var(--_space-m);
  }

  .contact {
    color: var(--_text-muted);
  }

  code,
  pre {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.95em;
  }

  /* An id reads whole: it moves to the next line rather than break at its hyphens. */
  code {
    white-space: nowrap;
  }

  pre {
    margin: 0;
    padding: var(--_space-m);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    background: var(--_code-background);
    color: var(--_text);
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  .values,
  .flags {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-s);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .badge {
    display: inline-block;
    padding-inline: var(--_space-s);
    border: 1px solid currentColor;
    border-radius: var(--_radius-small);
    font-size: var(--_font-size-small);
  }

  .section {
    display: grid;
    gap: var(--_space-m);
  }

  .heading {
    margin: 0;
    font-size: 1rem;
    font-weight: var(--_font-weight-strong);
  }

  .muted {
    margin: 0;
    color: var(--_text-muted);
  }

  [part~='jobs'] {
    display: grid;
    gap: var(--_space-l);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .job {
    display: grid;
    gap: var(--_space-m);
    padding: var(--_space-m) var(--_space-l);
    border: 1px solid var(--_border);
    border-inline-start: 4px solid currentColor;
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
  }

  /* The job's tone colours its edge only; its text keeps the text colour. */
  .job.tone-completed {
    border-inline-start-color: var(--_success);
  }
  .job.tone-failed {
    border-inline-start-color: var(--_danger);
  }
  .job.tone-warning {
    border-inline-start-color: var(--_warning);
  }
  .job.tone-pending {
    border-inline-start-color: var(--_pending);
  }
  .job.tone-unknown {
    border-inline-start-color: var(--_border);
  }

  [part~='job-title'] {
    font-size: 0.95rem;
  }

  [part~='job-facts'],
  [part~='entry-facts'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-s) var(--_space-l);
  }

  [part~='job-facts'] .fact,
  [part~='entry-facts'] .fact {
    display: flex;
    gap: var(--_space-s);
    align-items: baseline;
  }

  [part~='job-facts'] dt::after,
  [part~='entry-facts'] dt::after {
    content: ':';
  }

  [part~='metadata'] {
    margin: 0;
    padding-inline-start: 1.25rem;
  }

  [part~='timeline'] {
    display: grid;
    gap: var(--_space-m);
    margin: 0;
    padding: 0;
    list-style: none;
    border-inline-start: 2px solid var(--_line);
  }

  .entry {
    position: relative;
    display: grid;
    gap: var(--_space-s);
    padding-inline-start: var(--_space-l);
    color: var(--_text);
  }

  /* A dot on the timeline's line, in the status colour. */
  .entry::before {
    content: '';
    position: absolute;
    inset-inline-start: -6px;
    inset-block-start: 0.35em;
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: var(--_surface);
    border: 2px solid var(--_text-muted);
  }
  .entry.tone-completed::before {
    border-color: var(--_success);
  }
  .entry.tone-failed::before {
    border-color: var(--_danger);
    background: var(--_danger);
  }
  .entry.tone-warning::before {
    border-color: var(--_warning);
  }
  .entry.tone-pending::before {
    border-color: var(--_pending);
  }

  .entry-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--_space-s) var(--_space-m);
  }

  [part~='entry-time'] {
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
    font-variant-numeric: tabular-nums;
  }

  [part~='entry-text'] {
    margin: 0;
    overflow-wrap: anywhere;
  }

  .raw {
    display: grid;
    gap: var(--_space-xs);
  }

  .raw-label {
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
  }

  @media (forced-colors: active) {
    .job {
      border-inline-start-color: CanvasText;
    }
    .entry::before {
      forced-color-adjust: none;
      background: Canvas;
      border-color: CanvasText;
    }
    .entry.tone-failed::before {
      background: CanvasText;
    }
  }
`;
