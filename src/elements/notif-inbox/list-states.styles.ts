import { css } from 'lit';

/** The list's states (list-states.ts): empty, failed, loading (rows shaped like messages) and loading more. */
export const listStateStyles = css`
  /* Columns of the list's height (notif-inbox.styles.ts), centred. */
  [part~='empty'],
  [part~='error'] {
    align-items: center;
    justify-content: center;
    gap: var(--_space-s);
    box-sizing: border-box;
    padding: var(--_space-l);
    color: var(--_text-muted);
    text-align: center;
  }

  .state-title {
    color: var(--_text);
    font-weight: 500;
  }

  .state-hint {
    font-size: var(--_font-size-small);
  }

  [part~='retry'] {
    margin-block-start: var(--_space-s);
  }

  [part~='picture'] {
    inline-size: 120px;
    block-size: 96px;
    margin-block-end: var(--_space-m);
  }

  /* Lines in the muted text colour (the picture's own strokes), fills from the surface and the accent. */
  .halo {
    fill: color-mix(in srgb, var(--_accent) 7%, transparent);
  }

  .tray {
    fill: var(--_surface);
  }

  .accent {
    fill: color-mix(in srgb, var(--_accent) 18%, var(--_surface));
    stroke: var(--_accent);
  }

  .danger {
    stroke: var(--_danger);
    stroke-width: 3;
  }

  /* Rows shaped like messages (avatar, subject, body), filling the list's height and fading towards its end. */
  [part~='skeleton'] {
    overflow: hidden;
    mask-image: linear-gradient(to bottom, #000 55%, transparent);
  }

  .skeleton-row {
    display: flex;
    flex: none;
    gap: calc(var(--_space-m) * 1.5);
    padding: calc(var(--_space-m) * 1.5) var(--_space-l);
  }

  .skeleton-avatar,
  .skeleton-lines span {
    background: var(--_surface-raised);
  }

  /* Motion only for those who have not asked for less, as in every element. */
  @media (prefers-reduced-motion: no-preference) {
    .skeleton-avatar,
    .skeleton-lines span {
      animation: pulse 1.2s ease-in-out infinite alternate;
    }
  }

  .skeleton-avatar {
    flex: none;
    inline-size: 2.2857em;
    block-size: 2.2857em;
    border-radius: 50%;
  }

  .skeleton-lines {
    display: grid;
    flex: 1;
    gap: var(--_space-m);
    padding-block-start: var(--_space-xs);
  }

  .skeleton-lines span {
    block-size: 0.7143em;
    border-radius: 999px;
  }

  .skeleton-lines span:nth-child(1) {
    inline-size: 55%;
  }

  .skeleton-lines span:nth-child(2) {
    inline-size: 90%;
  }

  .skeleton-lines span:nth-child(3) {
    inline-size: 25%;
  }

  @keyframes pulse {
    to {
      opacity: 0.5;
    }
  }

  .loading-more {
    padding: var(--_space-m);
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
    text-align: center;
  }

  @media (forced-colors: active) {
    .skeleton-avatar,
    .skeleton-lines span {
      border: 1px solid CanvasText;
    }
  }
`;
