import { css } from 'lit';

export const styles = css`
  /* The bell sits in the page's own bar or header: it takes the colour of the text around it, as the page's other
     icons do, so it shows on a dark bar of a light page; the panel sets the theme's text colour for itself. */
  :host {
    --_hit: 40px;
    display: inline-block;
    position: relative;
    line-height: 1.4;
    color: inherit;
  }

  /* Each control of the header and the selection bar is at least --_hit wide and high to a pointer (44 px to a finger),
     however small it is drawn: a box around it, the gaps wide enough that no two boxes overlap. */
  @media (pointer: coarse) {
    :host {
      --_hit: 44px;
    }
  }

  .icon-button::before,
  [part~='tab']::before {
    content: '';
    position: absolute;
    inset: min(0px, 50% - var(--_hit) / 2);
  }

  :host([mode='inline']) {
    display: block;
  }

  [part~='base'] {
    position: relative;
  }

  /* The buttons that show an icon: the bell, and the header's (icon-button.ts). */
  [part~='bell'],
  .icon-button {
    display: inline-grid;
    place-items: center;
    padding: 0;
  }

  [part~='bell'] {
    position: relative;
    inline-size: var(--notif-inbox-bell-size, 40px);
    block-size: var(--notif-inbox-bell-size, 40px);
    border: 1px solid transparent;
    border-radius: 50%;
  }

  .bell-icon {
    inline-size: 22px;
    block-size: 22px;
  }

  /* A count in a pill: the bell's badge, the Unread tab's count. */
  [part~='badge'],
  [part~='tab-count'] {
    min-inline-size: 1.6667em;
    padding-inline: var(--_space-s);
    border-radius: 999px;
    font-size: var(--_font-size-small);
    font-weight: var(--_font-weight-strong);
    text-align: center;
    font-variant-numeric: tabular-nums;
  }

  [part~='badge'] {
    position: absolute;
    inset-block-start: -2px;
    inset-inline-start: 55%;
    background: var(--notif-inbox-badge-background, var(--_badge));
    color: var(--_on-badge);
    line-height: 1.6667em;
  }

  /* Columns: the panel, the tab panel, and the list's states (list-states.styles.ts). */
  [part~='panel'],
  [role='tabpanel'],
  [part~='skeleton'],
  [part~='empty'],
  [part~='error'] {
    display: flex;
    flex-direction: column;
  }

  /* The list and what stands in its place: the list's height, which the loading, empty and error states keep too, so
     the panel never jumps; shrinking when the popover panel has less room than that (in a phone's sheet, growing to
     the room there is). */
  [part~='list'],
  [part~='skeleton'],
  [part~='empty'],
  [part~='error'] {
    block-size: var(--notif-inbox-height, 520px);
    min-block-size: 0;
  }

  [part~='panel'] {
    box-sizing: border-box;
    background: var(--notif-inbox-background, var(--_surface));
    color: var(--_text);
    /* A step stronger than the border token: in dark, a dark panel stands apart from a dark page. */
    border: 1px solid
      var(--notif-inbox-border-color, color-mix(in srgb, var(--_border) 70%, var(--_text-muted)));
    border-radius: var(--notif-inbox-radius, var(--_radius));
    overflow: hidden;
  }

  /*
   * The inline inbox's own width where its box sizes to its content (a flex row, a float, a grid's auto column, a
   * table cell): the popover panel's, at most the viewport's less a margin. The list and the header take none from
   * their content (containment), so this strut gives it; in a box with a definite width, the panel fills that box.
   */
  .inline [part~='panel']::before {
    content: '';
    flex: none;
    /* Less the panel's border, so the panel is as wide as the popover's. */
    inline-size: calc(min(var(--notif-inbox-width, 400px), 100vw - 16px) - 2px);
    max-inline-size: 100%;
  }

  .popover [part~='panel'] {
    position: absolute;
    inset-block-start: calc(100% + var(--_space-m));
    inset-inline-end: 0;
    inline-size: var(--notif-inbox-width, min(400px, calc(100vw - 16px)));
    padding: 0;
    z-index: var(--notif-inbox-z-index, 1000);
    box-shadow: var(--notif-inbox-shadow, 0 12px 32px rgb(0 0 0 / 0.18));
  }

  /*
   * Opening: a short fade as the panel unfolds from the bell's side. Opacity and a clip only, never a transform, so
   * the placement's measures (panel-placement.ts) are the panel's own from the first frame. Closing: a quicker fade
   * where it stands, shown (and in the top layer, where the browser can keep it there) until the fade ends; the focus
   * has gone back to the bell at once. None under reduced motion.
   */
  @media (prefers-reduced-motion: no-preference) {
    .popover [part~='panel'] {
      animation: panel-in 140ms ease-out;
      transition:
        opacity 100ms ease-in,
        display 100ms allow-discrete,
        overlay 100ms allow-discrete;
    }

    .popover [part~='panel'][hidden] {
      opacity: 0;
    }
  }

  @keyframes panel-in {
    from {
      opacity: 0;
      clip-path: inset(0 0 12% 0 round var(--notif-inbox-radius, var(--_radius)));
    }
  }

  /*
   * Where the script put it (panel-placement.ts): inside the viewport, as high as the room on its side of the bell. In
   * the top layer (the popover attribute, shared/top-layer.ts) it is fixed to the viewport, above everything of the
   * page, and stays so while it fades out of it; elsewhere it is placed from the bell's box.
   */
  @supports selector(:popover-open) {
    .popover [part~='panel'] {
      position: fixed;
    }
  }

  [part~='panel'][data-placed] {
    inset: var(--_panel-top) auto auto var(--_panel-left);
    inline-size: var(--_panel-width);
    max-block-size: calc(var(--_panel-room) - env(safe-area-inset-bottom, 0px));
  }

  [part~='panel'][data-placed][data-above] {
    inset: auto auto var(--_panel-bottom) var(--_panel-left);
    max-block-size: calc(var(--_panel-room) - env(safe-area-inset-top, 0px));
  }

  /*
   * On a phone: a sheet from edge to edge and down to the screen's end (or up to its top, above the bell), the list
   * taking the room; its content clear of the rounded corners and notches of the screen.
   */
  [part~='panel'][data-sheet] {
    block-size: calc(var(--_panel-room) - env(safe-area-inset-bottom, 0px));
    border-inline-width: 0;
    border-radius: 0;
    padding-inline: env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px);
  }

  [part~='panel'][data-sheet][data-above] {
    block-size: calc(var(--_panel-room) - env(safe-area-inset-top, 0px));
  }

  [data-sheet] :is([role='tabpanel'], [part~='list'], [part~='skeleton'], [part~='empty'], [part~='error']) {
    flex-grow: 1;
  }

  [part~='panel'][hidden] {
    display: none;
  }

  /*
   * One row, as it reads: the title, the tabs (their underline on the row's bottom edge), then the icon buttons at its
   * end. Icons rather than words, so no translation wraps it; in a phone's panel the tabs go under (see below).
   */
  [part~='header'] {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    column-gap: var(--_space-m);
    min-block-size: 3.4286em;
    padding-inline: var(--_space-l) var(--_space-s);
    border-block-end: 1px solid var(--_border);
    /* The container of the queries below (docs/architecture.md#inline-size). Above the list, so its tooltips are too. */
    container-type: inline-size;
    z-index: 2;
  }

  [part~='title'],
  [part~='unread-count'] {
    align-self: center;
    white-space: nowrap;
  }

  [part~='title'] {
    margin-inline-end: var(--_space-s);
    font-size: 1.0714em;
    font-weight: var(--_font-weight-strong);
  }

  [part~='unread-count'] {
    color: var(--_text-muted);
    font-size: var(--_font-size-small);
  }

  /* The inline header's count repeats the Unread tab's: where the row is short of room it gives way, so the row stays
     one line (the tab's count and accessible name still say it). The header is the container: its width is the
     panel's, never its content's, so the containment takes no size from the inbox. */
  @container (max-width: 500px) {
    [part~='unread-count'] {
      display: none;
    }
  }

  /* The count is said once: while the Unread tab shows it, the header's gives way ("All read" stays). */
  [part~='header']:has([part~='tab-count']) [part~='unread-count'] {
    display: none;
  }

  /* In a panel narrower than the 400 px popover's (a phone's), where a row has no room for title, tabs and icons in
     every language: the icons on the title's row, the tabs on a row of their own under it, their underline on the
     header's rule. The container is the header's content box: 376 px is a 396 px panel's. */
  @container (max-width: 376px) {
    .header-actions {
      order: 1;
      min-block-size: var(--_hit);
    }
    [part~='tabs'] {
      order: 2;
      flex-basis: 100%;
      min-block-size: max(2.5em, var(--_hit));
    }
  }

  /* Rows of their own: the header's icon buttons, a notice and its button. */
  .header-actions,
  [part~='notice'] {
    display: flex;
    align-items: center;
  }

  .header-actions {
    gap: max(var(--_space-xs), var(--_hit) - 2.2857em);
    margin-inline-start: auto;
  }

  /* The title and every paragraph of the panel (a notice, the list's states): no margin but what their rules give. */
  h2,
  p {
    margin: 0;
  }

  /* Every button of the panel (the bell, the tabs, the icons, the group rows of list-features.styles.ts): the text
     around it, no box of its own but what its rule draws. */
  button {
    font: inherit;
    color: inherit;
    border: 0;
    background: none;
    cursor: pointer;
  }

  [part~='retry'],
  [part~='notice'] button {
    padding: var(--_space-s) var(--_space-m);
    font-size: 0.93em;
    border: 1px solid transparent;
    border-radius: var(--_radius-small);
    color: var(--_accent);
  }

  [part~='retry']:hover {
    background: var(--_surface-raised);
  }

  /* On whatever the bell stands on: a tint of its own colour, and its focus ring in it unless the page names one. */
  [part~='bell']:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }

  [part~='bell']:focus-visible {
    outline-color: var(--notif-color-focus, currentColor);
  }

  /* A square button with an icon; its name is its accessible name and the tooltip under it. */
  .icon-button {
    inline-size: 2.2857em;
    block-size: 2.2857em;
    border-radius: var(--_radius-small);
    color: var(--_text-muted);
  }

  .icon-button:hover {
    background: var(--_surface-hover);
    color: var(--_text);
  }

  .icon-button .icon {
    inline-size: 1.2857em;
    block-size: 1.2857em;
  }

  /* The tooltip (tooltip.ts): under the button, aligned to the panel's end so it stays inside. */
  [data-tooltip]::after {
    inset-block-start: calc(100% + var(--_space-s));
    inset-inline-end: 0;
  }

  /* Where the panel is a sheet over a phone's page, a close button; a popover closes by the bell, Escape or a click out. */
  [part~='panel']:not([data-sheet]) [part~='close'] {
    display: none;
  }

  [part~='tabs'] {
    display: flex;
    gap: var(--_space-s);
  }

  [part~='tab'] {
    position: relative;
    min-inline-size: var(--_hit);
    padding: 0 var(--_space-s);
    border-block: 2px solid transparent;
    color: var(--_text-muted);
    white-space: nowrap;
  }

  [part~='tab']:hover {
    color: var(--_text);
  }

  /* Told by its colour and underline, never by a bolder weight: that would widen the label, and the tabs would jump. */
  [part~='tab-selected'] {
    color: var(--_text);
    border-block-end-color: var(--_accent);
  }

  .tab-text {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-s);
  }

  /* No taller than the tab's text, so the header keeps its height when a count appears. */
  [part~='tab-count'] {
    box-sizing: border-box;
    background: var(--_surface-raised);
    color: var(--_text);
    line-height: 1.5em;
  }

  /* Hands the panel's bounded height down to the list. */
  [role='tabpanel'] {
    position: relative;
    min-block-size: 0;
  }

  /* Over the top of the list, centred: the same on a right-to-left page. */
  [part~='new-pill'] {
    position: absolute;
    z-index: 1;
    inset: var(--_space-m) 0 auto;
    margin: auto;
    inline-size: fit-content;
    padding: var(--_space-s) var(--_space-l);
    border-radius: 99px;
    background: var(--_accent);
    color: var(--_on-accent);
    /* Lifted off the row under it. */
    box-shadow: 0 2px 8px rgb(0 0 0 / 0.24);
  }

  /* A message that has just arrived in the open list is tinted with the accent for a moment (read or unread: an
     unread card's background is the card's background unless a page set its own); the card's own transition fades
     the tint out (at once under reduced motion). */
  [part~='message'][data-new] {
    animation: arrived 1.6s;
  }

  @keyframes arrived {
    from,
    to {
      --notif-message-background: color-mix(in srgb, var(--_accent) 14%, var(--_surface));
    }
  }

  /* While there is more below, the list's edge fades rather than cutting a row sharply: over a row's bottom padding
     only, so a row at rest on the edge keeps its buttons at full strength (they never look disabled). */
  [part~='list'][data-more-below] {
    mask-image: linear-gradient(#000 calc(100% - var(--_space-m) * 1.25), transparent);
  }

  [part~='list'] {
    overflow: auto;
    overscroll-behavior: contain;
    contain: strict;
  }

  /* In the list, messages are rows told apart by space and by the hovered row's background, not by rules: a
     list, not a table. */
  [part~='message'] {
    --notif-message-border: none;
    --notif-message-radius: 0;
  }

  [part~='notice'] {
    gap: var(--_space-m);
    padding: var(--_space-m) var(--_space-l);
    background: var(--_surface-raised);
    font-size: var(--_font-size-small);
  }

  [part~='notice'] span {
    flex: 1;
  }

  @media (forced-colors: active) {
    [part~='badge'] {
      border: 1px solid CanvasText;
    }
    [part~='tab-selected'] {
      border-block-end-color: Highlight;
    }
  }
`;
