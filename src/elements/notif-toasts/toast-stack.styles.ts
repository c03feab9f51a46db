import { css } from 'lit';

/**
 * Styles of the toasts, adopted by `<notif-toasts>` with the code that renders them. Logical properties (but for
 * the subject's clearance, explained below), so the corners mirror on a right-to-left page; every `--notif-toasts-*`
 * property falls back to a token of `tokens.ts`.
 */
export const stackStyles = css`
  [part~='stack'] {
    --_toasts-offset: var(--notif-toasts-offset, var(--_space-l));
    position: fixed;
    z-index: var(--notif-toasts-z-index, 990);
    display: flex;
    flex-direction: column;
    gap: var(--notif-toasts-gap, var(--_space-m));
    inline-size: var(--notif-toasts-width, min(360px, calc(100vw - 2 * var(--_toasts-offset))));
    /* In the top layer (the popover attribute), without the browser's own popover box: in its corner, unframed. */
    inset: auto;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    overflow: visible;
    /* The gaps between toasts let clicks through to the page. */
    pointer-events: none;
  }

  [part~='stack'] > * {
    pointer-events: auto;
  }

  /* The newest toast (the last) sits nearest the corner; "+N more" and the desktop button farthest from it. */
  .top-start,
  .top-end {
    --_toast-from: -8px;
    inset-block-start: var(--_toasts-offset);
    flex-direction: column-reverse;
  }

  .bottom-start,
  .bottom-end {
    inset-block-end: var(--_toasts-offset);
  }

  .top-start,
  .bottom-start {
    inset-inline-start: var(--_toasts-offset);
  }

  .top-end,
  .bottom-end {
    inset-inline-end: var(--_toasts-offset);
  }

  /* The card takes the toast's whole width; the dismiss button is laid over its top inline-end corner. */
  [part~='toast'],
  .leaving {
    position: relative;
    background: var(--notif-toasts-background, var(--_surface));
    border: 1px solid var(--_border);
    border-radius: var(--notif-toasts-radius, var(--_radius));
    box-shadow: var(--notif-toasts-shadow, 0 6px 24px rgb(0 0 0 / 0.18));
    overflow: hidden;
    animation: toast-in 180ms ease-out;
  }

  /* A toast that left fades out where it was (its top in the viewport, the stack's sides and width), its entrance
     played backwards, quicker; inert, it blocks no pointer. */
  .leaving {
    position: fixed;
    inset: inherit;
    inset-block-end: auto;
    inline-size: inherit;
    box-sizing: border-box;
    animation: toast-in 150ms ease-in reverse forwards;
  }

  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(var(--_toast-from, 8px));
    }
  }

  @media (prefers-reduced-motion: reduce) {
    [part~='toast'] {
      animation: none;
    }
  }

  /* The text gets the card's width: no column for the unread dot (a toast is new by definition) or for the dismiss
     button, which only the subject (else the body) keeps clear of. */
  [part~='message'] {
    /* The toast draws the frame. */
    --notif-message-border: none;
    --notif-message-radius: 0;
  }

  /* The card's last column (its dot and row action, both hidden) takes no width: the gap before it is the end's
     padding. */
  [part~='message']::part(base) {
    grid-template-columns: auto minmax(0, 1fr) 0;
    padding-inline: calc(var(--_space-m) * 1.5) 0;
  }

  .bare [part~='message']::part(body) {
    padding-inline-end: 28px;
  }

  /* The subject takes its text's direction (dir="auto"), the button the page's: the side to keep clear is physical. */
  [part~='message']::part(subject) {
    padding-right: 28px;
  }

  :dir(rtl) > [part~='message']::part(subject) {
    padding: 0 0 0 28px;
  }

  /* A toast has one button, its dismiss: the card's own row action (mark read or unread) would stand beside it, a
     second small icon button (on a touch screen, where row actions always show, both at once). */
  [part~='message']::part(mark-button),
  [part~='message']::part(unread-indicator) {
    display: none;
  }

  /* 32 px drawn, 44 px to touch (below). */
  [part~='dismiss'] {
    position: absolute;
    inset-block-start: 4px;
    inset-inline-end: 4px;
    display: grid;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    padding: 0;
    border: 0;
    border-radius: var(--_radius-small);
    background: transparent;
    color: var(--_text-muted);
    cursor: pointer;
  }

  /* What a pointer can hit reaches past what is drawn, 44 px to a finger's 40 at least: the desktop button (35 px
     high) gets 45; the dismiss button 44 square, its box grown away from the toast's corner, which would clip it. */
  [part~='dismiss']::after,
  [part~='desktop-button']::after {
    content: '';
    position: absolute;
    inset: -5px -4px;
  }

  [part~='dismiss']::after {
    inset-block: -4px -8px;
    inset-inline: -8px -4px;
  }

  [part~='dismiss']:hover {
    background: var(--_surface-hover);
    color: var(--_text);
  }

  [part~='dismiss'] svg {
    inline-size: 16px;
    block-size: 16px;
  }

  [part~='more'] {
    align-self: center;
    margin: 0;
    padding: var(--_space-xs) var(--_space-m);
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: var(--_surface);
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
  }

  [part~='desktop-button'] {
    position: relative;
    padding: var(--_space-m) var(--_space-l);
    border: 1px solid var(--_border);
    border-radius: var(--notif-toasts-radius, var(--_radius));
    background: var(--_surface);
    color: var(--_accent);
    font: inherit;
    font-weight: var(--_font-weight-strong);
    cursor: pointer;
    box-shadow: var(--notif-toasts-shadow, 0 6px 24px rgb(0 0 0 / 0.18));
  }

  [part~='desktop-button']:hover {
    background: var(--_surface-hover);
  }

  /* Desktop notifications are a desktop's: a phone (narrow, or a touch screen low in landscape) is not offered them. */
  @media (max-width: 480px), (pointer: coarse) and (max-height: 480px) {
    [part~='desktop-button'] {
      display: none;
    }
  }

  @media (forced-colors: active) {
    [part~='toast'],
    [part~='desktop-button'] {
      border-color: CanvasText;
    }
  }
`;
