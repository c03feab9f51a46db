import { css } from 'lit';

/**
 * Colours of the activity log's statuses, shared by `<notif-activity>` and `<notif-activity-detail>`. Each status
 * also has its own icon shape and its name in text, so colour is never the only signal; every colour meets WCAG AA
 * (4.5:1) on the surface colours of its theme.
 *
 * @cssprop --notif-color-success - Colour of completed statuses (light #067647, dark #75e0a7).
 * @cssprop --notif-color-pending - Colour of pending and queued statuses (light #1d4ed8, dark #93c5fd).
 */
export const statusStyles = css`
  :host {
    --_success: var(--notif-color-success, #067647);
    --_pending: var(--notif-color-pending, #1d4ed8);
  }

  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      --_success: var(--notif-color-success, #75e0a7);
      --_pending: var(--notif-color-pending, #93c5fd);
    }
  }

  :host([theme='dark']) {
    --_success: var(--notif-color-success, #75e0a7);
    --_pending: var(--notif-color-pending, #93c5fd);
  }

  .status {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-s);
    font-weight: var(--_font-weight-strong);
  }

  .icon {
    inline-size: 1.1em;
    block-size: 1.1em;
    flex: none;
  }

  .tone-completed {
    color: var(--_success);
  }

  .tone-failed {
    color: var(--_danger);
  }

  .tone-warning {
    color: var(--_warning);
  }

  .tone-pending {
    color: var(--_pending);
  }

  .tone-unknown {
    color: var(--_text-muted);
  }

  @media (forced-colors: active) {
    .status,
    .tone-completed,
    .tone-failed,
    .tone-warning,
    .tone-pending,
    .tone-unknown {
      color: CanvasText;
    }
  }
`;
