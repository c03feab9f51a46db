import { css } from 'lit';

/**
 * Styles of `<notif-push-register>`. Every `--notif-push-register-*` property falls back to a private token of
 * `tokens.ts`, and only logical properties are used, so right-to-left pages mirror it. The element paints its own
 * surface, so its text keeps AA contrast whatever the page behind it.
 */
export const styles = css`
  :host {
    --_push-color: var(--notif-push-register-color, var(--_text));
    --_push-muted: var(--notif-push-register-muted-color, var(--_text-muted));
    --_push-button-background: var(--notif-push-register-button-background, var(--_accent));
    --_push-button-color: var(--notif-push-register-button-color, var(--_on-accent));
    display: inline-block;
    max-inline-size: 100%;
  }

  [part~='base'] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: var(--notif-push-register-gap, var(--_space-m));
    /* Its own surface, with room around the button: a card on a page of another colour, never a bare slab. */
    padding: var(--notif-push-register-padding, var(--_space-m));
    border-radius: var(--_radius);
    background: var(--notif-push-register-background, var(--_surface));
    color: var(--_push-color);
    line-height: 1.4;
  }

  /*
   * The shown icon and label sit over every other label the button can take, hidden (each with the icon's room
   * before it): the button is as wide as its longest face, and the shown one is centred in it, icon and words
   * together, from "Enable notifications" to "Retry".
   */
  [part~='button'] {
    display: inline-grid;
    justify-items: center;
    align-items: center;
    min-block-size: 2.25rem;
    padding-block: var(--_space-s);
    padding-inline: var(--_space-l);
    border: 1px solid var(--_push-button-background);
    border-radius: var(--notif-push-register-button-radius, var(--_radius-small));
    background: var(--_push-button-background);
    color: var(--_push-button-color);
    font: inherit;
    font-weight: var(--_font-weight-strong);
    cursor: pointer;
  }

  [part~='button'] > * {
    grid-area: 1 / 1;
  }

  [part~='button']:hover:not([aria-disabled='true']) {
    filter: brightness(1.08);
  }

  /*
   * One filled style in every state: waiting, done or unavailable, only the icon and the words change. Not
   * actionable, it stays focusable (aria-disabled), so focus never drops to the page when the state changes.
   */
  [part~='button'][aria-disabled='true'] {
    cursor: default;
  }

  .face {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-m);
  }

  .sizer {
    visibility: hidden;
    padding-inline-start: calc(1.125em + var(--_space-m));
  }

  .sizer::before {
    content: attr(data-label);
  }

  [part~='icon'] {
    display: inline-flex;
    flex: none;
  }

  svg {
    inline-size: 1.125em;
    block-size: 1.125em;
  }

  @media (prefers-reduced-motion: no-preference) {
    .spinner {
      animation: spin 900ms linear infinite;
    }
  }

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }

  [part~='message'] {
    margin: 0;
    max-inline-size: 42em;
    color: var(--_push-muted);
    font-size: var(--_font-size-small);
    overflow-wrap: anywhere;
  }

  [part~='message'].error {
    color: var(--notif-push-register-error-color, var(--_danger));
  }

  @media (forced-colors: active) {
    [part~='button'] {
      border: 1px solid ButtonText;
      background: ButtonFace;
      color: ButtonText;
    }

    [part~='button'][aria-disabled='true'] {
      border-color: GrayText;
      color: GrayText;
    }

    [part~='message'],
    [part~='message'].error {
      color: CanvasText;
    }
  }
`;
