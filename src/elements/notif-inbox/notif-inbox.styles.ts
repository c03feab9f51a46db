import { css } from 'lit';

export const styles = css`
  :host {
    display: inline-block;
    position: relative;
    line-height: 1.4;
  }

  :host([mode='inline']) {
    display: block;
  }

  [part~='base'] {
    position: relative;
  }

  [part~='bell'] {
    position: relative;
    display: inline-grid;
    place-items: center;
    inline-size: var(--notif-inbox-bell-size, 40px);
    block-size: var(--notif-inbox-bell-size, 40px);
    padding: 0;
    border: 1px solid transparent;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }

  [part~='bell']:hover {
    background: var(--_surface-raised);
  }

  [part~='badge'] {
    position: absolute;
    inset-block-start: -2px;
    inset-inline-start: 55%;
    min-inline-size: 1.25rem;
    padding-inline: var(--_space-s);
    border-radius: 999px;
    background: var(--notif-inbox-badge-background, var(--_badge));
    color: var(--_on-badge);
    font-size: var(--_font-size-small);
    font-weight: var(--_font-weight-strong);
    line-height: 1.25rem;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }

  [part~='panel'] {
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    background: var(--notif-inbox-background, var(--_surface));
    color: var(--_text);
    border: 1px solid var(--notif-inbox-border-color, var(--_border));
    border-radius: var(--notif-inbox-radius, var(--_radius));
    overflow: hidden;
  }

  .popover [part~='panel'] {
    position: absolute;
    inset-block-start: calc(100% + var(--_space-m));
    inset-inline-end: 0;
    inline-size: var(--notif-inbox-width, min(400px, calc(100vw - 16px)));
    z-index: var(--notif-inbox-z-index, 1000);
    box-shadow: var(--notif-inbox-shadow, 0 12px 32px rgb(0 0 0 / 0.18));
  }

  /* Where the script put it (panel-placement.ts): inside the viewport, as high as the room on its side of the bell. */
  .popover [part~='panel'][data-placed] {
    inset-inline: auto;
    left: var(--_panel-left);
    inline-size: var(--_panel-width);
    max-block-size: calc(var(--_panel-room) - env(safe-area-inset-bottom, 0px));
  }

  .popover [part~='panel'][data-placed][data-above] {
    inset-block: auto calc(100% + var(--_space-m));
    max-block-size: calc(var(--_panel-room) - env(safe-area-inset-top, 0px));
  }

  /*
   * On a phone: a sheet from edge to edge and down to the screen's end (or up to its top, above the bell), the list
   * taking the room; its content clear of the rounded corners and notches of the screen.
   */
  .popover [part~='panel'][data-sheet] {
    block-size: calc(var(--_panel-room) - env(safe-area-inset-bottom, 0px));
    border-inline-width: 0;
    border-radius: 0;
    padding-inline: env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px);
  }

  .popover [part~='panel'][data-sheet][data-above] {
    block-size: calc(var(--_panel-room) - env(safe-area-inset-top, 0px));
  }

  [data-sheet] [role='tabpanel'],
  [data-sheet] [part~='list'] {
    flex-grow: 1;
  }

  [part~='panel'][hidden] {
    display: none;
  }

  /* On a narrow screen the button goes to a line of its own rather than breaking its words. */
  [part~='header'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space-s) var(--_space-m);
    padding: var(--_space-l) var(--_space-l) var(--_space-m);
  }

  [part~='title'] {
    margin: 0;
    font-size: 1rem;
    font-weight: var(--_font-weight-strong);
  }

  [part~='unread-count'] {
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
  }

  [part~='mark-all'] {
    margin-inline-start: auto;
    white-space: nowrap;
  }

  button {
    font: inherit;
    color: inherit;
  }

  [part~='mark-all'],
  [part~='retry'],
  [part~='notice'] button {
    padding: var(--_space-s) var(--_space-m);
    border: 1px solid transparent;
    border-radius: var(--_radius-small);
    background: transparent;
    color: var(--_accent);
    cursor: pointer;
  }

  [part~='mark-all']:hover:not(:disabled),
  [part~='retry']:hover {
    background: var(--_surface-raised);
  }

  [part~='mark-all']:disabled {
    color: var(--_text-muted);
    cursor: default;
  }

  [part~='tabs'] {
    display: flex;
    gap: var(--_space-m);
    padding-inline: var(--_space-l);
    border-block-end: 1px solid var(--_border);
  }

  [part~='tab'] {
    padding: var(--_space-m) var(--_space-s);
    border: 0;
    border-block-end: 2px solid transparent;
    background: transparent;
    color: var(--_text-muted);
    cursor: pointer;
  }

  [part~='tab-selected'] {
    color: var(--_text);
    border-block-end-color: var(--_accent);
    font-weight: var(--_font-weight-strong);
  }

  /* Hands the panel's bounded height down to the list. */
  [role='tabpanel'] {
    display: flex;
    flex-direction: column;
    flex: 0 1 auto;
    min-block-size: 0;
  }

  [part~='list'] {
    display: block;
    /* Shrinks when the popover panel has less room than that. */
    flex: 0 1 auto;
    min-block-size: 0;
    block-size: var(--notif-inbox-height, 480px);
    overflow: auto;
    overscroll-behavior: contain;
    contain: strict;
  }

  /* In the list, messages are rows separated by a rule, not cards of their own. */
  [part~='message'],
  .custom-row {
    inline-size: 100%;
    box-sizing: border-box;
  }

  [part~='message'] {
    --notif-message-border: none;
    --notif-message-radius: 0;
    border-block-end: 1px solid var(--_border);
  }

  [part~='empty'],
  [part~='error'] {
    display: grid;
    place-items: center;
    align-content: center;
    gap: var(--_space-m);
    min-block-size: 160px;
    margin: 0;
    padding: var(--_space-l);
    color: var(--_text-muted);
    text-align: center;
  }

  [part~='error'] p {
    margin: 0;
  }

  [part~='notice'] {
    display: flex;
    align-items: center;
    gap: var(--_space-m);
    margin: 0;
    padding: var(--_space-m) var(--_space-l);
    background: var(--_surface-raised);
    color: var(--_text);
    font-size: var(--_font-size-small);
  }

  [part~='notice'] span {
    flex: 1;
  }

  [part~='skeleton'] {
    display: grid;
    gap: var(--_space-l);
    padding: var(--_space-l);
  }

  .skeleton-item {
    block-size: 56px;
    border-radius: var(--_radius-small);
    background: var(--_surface-raised);
    animation: pulse 1.2s ease-in-out infinite alternate;
  }

  @keyframes pulse {
    to {
      opacity: 0.5;
    }
  }

  .loading-more {
    margin: 0;
    padding: var(--_space-m);
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
    text-align: center;
  }

  @media (forced-colors: active) {
    [part~='badge'] {
      border: 1px solid CanvasText;
    }
    [part~='tab-selected'] {
      border-block-end-color: Highlight;
    }
    .skeleton-item {
      border: 1px solid CanvasText;
    }
  }
`;
