import { css } from 'lit';

/**
 * Styles of `<notif-message>`. Every `--notif-message-*` property falls back to a private token of `tokens.ts`,
 * and only logical properties are used, so right-to-left pages mirror the card.
 */
export const styles = css`
  :host {
    --_message-background: var(--notif-message-background, var(--_surface));
    --_message-color: var(--notif-message-color, var(--_text));
    --_message-muted-color: var(--notif-message-muted-color, var(--_text-muted));
    --_message-avatar-size: var(--notif-message-avatar-size, 2rem);
    display: block;
    position: relative;
    cursor: pointer;
    border-radius: var(--notif-message-radius, var(--_radius));
  }

  :host(:focus-visible) {
    outline: 2px solid var(--_focus);
    /* Inside the card, so a scrolling list never clips the ring. */
    outline-offset: -2px;
  }

  [part~='base'] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: start;
    gap: var(--notif-message-gap, calc(var(--_space-m) * 1.5));
    padding-block: var(
      --notif-message-padding-block,
      var(--notif-message-padding, calc(var(--_space-m) * 1.25))
    );
    padding-inline: var(--notif-message-padding-inline, var(--notif-message-padding, var(--_space-l)));
    border: var(--notif-message-border, 1px solid var(--_border));
    border-radius: inherit;
    background: var(--_message-background);
    color: var(--_message-color);
    line-height: 1.4;
  }

  [part~='base'].unread {
    background: var(--notif-message-background-unread, var(--_message-background));
  }

  :host(:hover) [part~='base'] {
    background: var(--notif-message-background-hover, var(--_surface-hover));
  }

  @media (prefers-reduced-motion: no-preference) {
    [part~='base'] {
      transition: background-color 120ms ease-out;
    }

    [part~='mark-button'] {
      transition: opacity 120ms ease-out;
    }
  }

  svg {
    inline-size: 1em;
    block-size: 1em;
    flex: none;
  }

  /* The avatar's look is shared with a group's row (styles/message-look.ts). */
  .avatar {
    inline-size: var(--_message-avatar-size);
    block-size: var(--_message-avatar-size);
    font-size: calc(var(--_message-avatar-size) * 0.38);
  }

  .main {
    display: flex;
    flex-direction: column;
    gap: var(--_space-xs);
  }

  /* Subject, then the body smaller and muted, then the time smaller still: one reading order at a glance. Clamped
     in lines; the whole text stays in the DOM and, when cut, in a tooltip (clamped-text.ts). */
  [part~='subject'],
  [part~='body'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
  }

  /* Unread: the subject a step heavier (500 by default, a step under the titles' strong weight, so a list of unread
     messages does not read as a wall of bold), in the full text colour, beside the dot. Read: regular and a step
     quieter, so the unread ones stand out. */
  [part~='subject'] {
    color: color-mix(in srgb, var(--_message-color) 78%, var(--_message-muted-color));
    line-height: 1.35;
  }

  .unread [part~='subject'] {
    color: var(--_message-color);
    font-weight: calc(var(--_font-weight-strong) - 100);
  }

  [part~='body'] {
    color: var(--_message-muted-color);
    font-size: 0.93em;
  }

  /* A link of the body that takes the focus shows the whole body, so what holds the focus is never cut off. */
  [part~='body']:focus-within {
    -webkit-line-clamp: unset;
  }

  /* The dot's word ("Unread") is read by assistive technology, and drawn past the dot's edge, where it is cut: one
     node fewer on every unread row than a hidden text of its own. */
  .dot {
    overflow: hidden;
    white-space: nowrap;
    text-indent: 1em;
  }

  /* The subject and the body's paragraphs. */
  p {
    margin: 0;
  }

  [part~='paragraph'] {
    white-space: pre-line;
  }

  /* The API says left and right; start and end keep them meaningful when the page reads right to left. */
  .align-left {
    text-align: start;
  }

  .align-center {
    text-align: center;
  }

  .align-right {
    text-align: end;
  }

  [part~='link'] {
    color: var(--_accent);
    font-weight: 500;
    text-underline-offset: 2px;
  }

  [part~='link-text'] {
    color: var(--_message-color);
    font-weight: 500;
  }

  /* The rows under the text: the time and status, the action buttons. */
  [part~='meta'],
  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space-m);
  }

  /* An icon beside its words. */
  [part~='status'],
  [part~='button'],
  [part~='action-result'] {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-s);
  }

  [part~='meta'] {
    margin-block-start: var(--_space-xs);
    color: var(--_message-muted-color);
    font-size: var(--_font-size-small);
  }

  /* The time's short form ("7m"), which assistive technology skips (its alternative text is empty): the full date in
     the time is what it reads. */
  time::before {
    content: attr(data-short);
    content: attr(data-short) / '';
  }

  .error {
    color: var(--_danger);
  }

  .warning {
    color: var(--_warning);
  }

  [part~='actions'] {
    margin-block-start: var(--_space-s);
    cursor: default;
  }

  [part~='button'] {
    min-block-size: 2.1538em;
    padding-block: var(--_space-xs);
    padding-inline: calc(var(--_space-m) * 1.25);
    border: 1px solid var(--_border);
    border-radius: var(--notif-message-button-radius, var(--_radius-small));
    background: var(--_message-background);
    color: var(--_message-color);
    font: inherit;
    font-size: 0.93em;
    font-weight: 500;
    cursor: pointer;
  }

  [part~='button-primary'] {
    border-color: var(--notif-message-button-primary-background, var(--_accent));
    background: var(--notif-message-button-primary-background, var(--_accent));
    color: var(--notif-message-button-primary-color, var(--_on-accent));
  }

  [part~='button']:disabled {
    border-style: dashed;
    border-color: var(--_border);
    background: transparent;
    color: var(--_message-muted-color);
    cursor: default;
  }

  [part~='button'].result:disabled {
    border-style: solid;
    color: var(--_message-color);
  }

  [part~='action-result'] {
    color: var(--_message-muted-color);
    font-size: var(--_font-size-small);
  }

  [part~='mark-button'] {
    display: grid;
    grid-row: 2;
    place-items: center;
    inline-size: 1.75em;
    block-size: 1.75em;
    padding: 0;
    border: 0;
    border-radius: var(--_radius-small);
    background: transparent;
    color: var(--_message-muted-color);
    font-size: 1.1429em;
    cursor: pointer;
  }

  [part~='mark-button']:hover {
    background: var(--_message-background);
    color: var(--_message-color);
  }

  /* Its tooltip (tooltip.ts) is never over the row's text: it sits in the space between two rows, its end on the
     button's, its foot on the row's padding above the subject. A first row has no room above it in a scrolling list
     that cuts its content, so its tooltip sits on the padding under the row's text, at the row's (the host's) end. */
  [part~='mark-button']::after {
    inset-block-end: calc(100% + 1.35em);
    inset-inline-end: 0;
    padding-block: 2px;
  }

  :host(:first-child) [part~='mark-button'] {
    position: static;
  }

  :host(:first-child) [part~='mark-button']::after {
    inset-block: calc(100% - var(--_space-m) * 1.25) auto;
    inset-inline-end: var(--_space-s);
  }

  /* Where the pointer can hover, the row's action shows on hover and while the row holds the keyboard's focus (not a
     focus the mouse or a script gave it: opening the inbox by mouse does not show row 1 as hovered) or the button
     itself holds it; on a touch screen, which cannot hover, it always shows. Hidden by opacity only: still reachable
     by the keyboard, and it shows itself when it takes the focus. */
  @media (hover: hover) {
    :host(:not(:hover, :focus-visible)) [part~='mark-button']:not(:focus) {
      opacity: 0;
    }
  }

  @media (forced-colors: active) {
    :host(:focus-visible) {
      outline-color: Highlight;
    }

    [part~='base'],
    .avatar {
      border: 1px solid CanvasText;
    }

    /* A dot of colour only: keep it visible where forced colours drop backgrounds. */
    .dot {
      forced-color-adjust: none;
      background: Highlight;
    }

    [part~='button'],
    [part~='mark-button'] {
      border: 1px solid ButtonText;
      color: ButtonText;
    }

    [part~='button']:disabled {
      border-color: GrayText;
      color: GrayText;
    }

    [part~='link'] {
      color: LinkText;
    }
  }
`;
