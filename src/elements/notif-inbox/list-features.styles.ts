import { css } from 'lit';

/**
 * The grouped rows' and the selection's styles, adopted into the inbox's shadow root when their code loads (an inbox
 * without them carries none), after what a group's row draws as a message's card does (`styles/message-look.ts`).
 * They use the inbox's private tokens (`--_*`), so they follow its theme.
 */
export const listStyles = css`
  .row {
    display: flex;
  }

  /* The hovered row's background spans its checkbox's column too, in the message's hover colour. */
  .row:hover {
    background: var(--notif-message-background-hover, var(--_surface-hover));
  }

  .row > :not(.select) {
    flex: 1 1 auto;
    min-inline-size: 0;
  }

  /* A group's messages, shown under its row, indented by a message's avatar and gap: their avatars start under the
     group's subject, and the bar at their start edge sits inside the panel, never on its edge. */
  .row.member {
    --_indent: calc(
      var(--notif-message-avatar-size, 2rem) + var(--notif-message-gap, calc(var(--_space-m) * 1.5))
    );
    position: relative;
    padding-inline-start: var(--_indent);
  }

  /* Just before the card, clear of its focus ring. */
  .row.member::after {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: calc(var(--_indent) - 3px);
    inline-size: 3px;
    background: color-mix(in srgb, var(--_accent) 40%, transparent);
    pointer-events: none;
  }

  [part~='checkbox'] {
    flex: none;
    align-self: flex-start;
    inline-size: 1.1429em;
    block-size: 1.1429em;
    margin-block: var(--_space-l);
    margin-inline: var(--_space-l) 0;
    accent-color: var(--_accent);
  }

  /*
   * A group's row is laid out as a message's card (notif-message.styles.ts): the same padding, avatar column, gap and
   * end column with the dot on the subject's first line, so its subject starts and its dot sits where theirs do.
   */
  [part~='group-toggle'] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: start;
    gap: var(--notif-message-gap, calc(var(--_space-m) * 1.5));
    padding-block: var(
      --notif-message-padding-block,
      var(--notif-message-padding, calc(var(--_space-m) * 1.25))
    );
    padding-inline: var(--notif-message-padding-inline, var(--notif-message-padding, var(--_space-l)));
    line-height: 1.4;
    text-align: start;
  }

  [part~='group-toggle']:hover {
    background: var(--_surface-hover);
  }

  /* The ring (tokens.ts) inside the row, so the scrolling list never clips it. */
  [part~='group-toggle']:focus-visible,
  [part~='checkbox']:focus-visible,
  [part~='select-all']:focus-visible {
    outline-offset: -2px;
  }

  /* One avatar in a message's place; two, smaller, one at the top start and one over the bottom end, both readable. */
  .avatars {
    position: relative;
    inline-size: var(--notif-message-avatar-size, 2rem);
    block-size: var(--notif-message-avatar-size, 2rem);
  }

  /* The avatar's look is a message's (styles/message-look.ts); here it fills the column, or a corner of it. */
  .avatar {
    box-sizing: border-box;
    inline-size: 100%;
    block-size: 100%;
    font-size: 0.75rem;
  }

  /* The first at the column's top start (its place in the flow), the second over the bottom end. */
  .stack-2 .avatar {
    position: absolute;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    font-size: 0.5rem;
  }

  /* Its ring, in the surface's colour, parts it from the first; it reaches past the column's corner a little, so it
     stays clear of the first one's initials. */
  .stack-2 .avatar + .avatar {
    inset-block-end: -4px;
    inset-inline-end: -4px;
    inline-size: calc(1.25rem + 4px);
    block-size: calc(1.25rem + 4px);
    border: 2px solid var(--_surface);
  }

  .group-text {
    display: flex;
    flex-direction: column;
    gap: var(--_space-xs);
  }

  /* As a message's subject: two lines at most; heavier while the group has unread messages, regular and a step muted
     once read, so a group reads as one of the rows. */
  .group-subject {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
    color: color-mix(in srgb, var(--_text) 78%, var(--_text-muted));
    line-height: 1.35;
  }

  .group.unread .group-subject {
    color: var(--_text);
    font-weight: var(--_font-weight-strong);
  }

  .group-meta {
    display: flex;
    gap: var(--_space-m);
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
  }

  .chevron {
    color: var(--_text-muted);
    transition: transform 0.15s;
  }

  .expanded .chevron {
    transform: rotate(180deg);
  }

  /* Each control of the bar is at least --_hit wide and high (notif-inbox.styles.ts): a button by the box around it,
     the checkbox by its label. */
  [part~='selection-bar'] {
    position: absolute;
    z-index: 1;
    inset: 0;
    display: flex;
    align-items: center;
    gap: max(var(--_space-s), var(--_hit) - 2.2857em);
    padding-inline: var(--_space-s) var(--_space-m);
    background: var(--notif-inbox-background, var(--_surface));
  }

  .select-all {
    display: grid;
    place-items: center;
    align-self: stretch;
    min-inline-size: var(--_hit);
    min-block-size: var(--_hit);
    cursor: pointer;
  }

  [part~='select-all'] {
    inline-size: 1.1429em;
    block-size: 1.1429em;
    margin: 0;
    accent-color: var(--_accent);
    cursor: inherit;
  }

  /* The first button's tooltip opens towards the end, inside the panel. */
  [part~='selection-clear'][data-tooltip]::after {
    inset-inline: 0 auto;
  }

  [part~='selection-count'] {
    flex: 1;
    font-weight: var(--_font-weight-strong);
    white-space: nowrap;
  }

  @media (prefers-reduced-motion: reduce) {
    .chevron {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .avatar {
      border: 1px solid CanvasText;
    }

    /* A dot of colour only: keep it visible where forced colours drop backgrounds. */
    .dot {
      forced-color-adjust: none;
      background: Highlight;
    }
  }
`;
