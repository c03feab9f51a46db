import { css } from 'lit';

/**
 * The grouped rows' and the selection's styles, adopted into the inbox's shadow root when their code loads (an inbox
 * without them carries none). They use the inbox's private tokens (`--_*`), so they follow its theme.
 */
export const listStyles = css`
  .row {
    display: flex;
    align-items: stretch;
    box-sizing: border-box;
    inline-size: 100%;
  }

  .row > :not(.select) {
    flex: 1 1 auto;
    min-inline-size: 0;
  }

  .row.member {
    border-inline-start: 3px solid color-mix(in srgb, var(--_accent) 40%, transparent);
  }

  [part~='checkbox'] {
    flex: none;
    align-self: flex-start;
    inline-size: 1rem;
    block-size: 1rem;
    margin-block: var(--_space-l);
    margin-inline: var(--_space-l) 0;
    accent-color: var(--_accent);
  }

  [part~='group-toggle'] {
    display: flex;
    align-items: center;
    gap: var(--_space-m);
    padding: var(--_space-m) var(--_space-l);
    border: none;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }

  [part~='group-toggle']:hover {
    background: var(--_surface-hover);
  }

  [part~='group-toggle']:focus-visible,
  [part~='checkbox']:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }

  .avatars {
    display: flex;
    flex: none;
  }

  .avatar {
    display: grid;
    place-items: center;
    box-sizing: border-box;
    inline-size: 2rem;
    block-size: 2rem;
    border: 2px solid var(--_surface);
    border-radius: 50%;
    background: color-mix(in srgb, var(--_accent) 16%, var(--_surface));
    color: var(--_accent);
    font-size: 0.75rem;
    font-weight: var(--_font-weight-strong);
    object-fit: cover;
  }

  .avatar + .avatar {
    margin-inline-start: -0.75rem;
  }

  .group-text {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    min-inline-size: 0;
  }

  /* As a message's subject: two lines at most, the same weight, so a group reads as one of the rows. */
  .group-subject {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
    font-weight: 500;
    line-height: 1.35;
  }

  .group-more {
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
  }

  .group-unread {
    flex: none;
    min-inline-size: 1.25rem;
    padding-inline: var(--_space-s);
    border-radius: 999px;
    background: var(--_unread);
    color: var(--_surface);
    font-size: var(--_font-size-small);
    font-weight: var(--_font-weight-strong);
    line-height: 1.25rem;
    text-align: center;
  }

  .chevron {
    flex: none;
    color: var(--_text-muted);
    transition: transform 0.15s;
  }

  .expanded .chevron {
    transform: rotate(180deg);
  }

  /* Over the header, as high as it and styled as the panel: the panel does not grow while messages are selected. */
  [part~='selection-bar'] {
    position: absolute;
    z-index: 1;
    inset: 0;
    display: flex;
    align-items: center;
    gap: var(--_space-s);
    padding-inline: var(--_space-s) var(--_space-m);
    background: var(--notif-inbox-background, var(--_surface));
  }

  /* The first button's tooltip opens towards the end, inside the panel. */
  [part~='selection-clear']::after {
    inset-inline: 0 auto;
  }

  [part~='selection-count'] {
    flex: 1 1 auto;
    min-inline-size: 0;
    overflow: hidden;
    font-weight: var(--_font-weight-strong);
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  @media (prefers-reduced-motion: reduce) {
    .chevron {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    [part~='group-unread'] {
      border: 1px solid CanvasText;
    }
  }
`;
