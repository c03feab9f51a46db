import { css } from 'lit';

/**
 * The text of every element, set on its host so a page's text styles do not reshape it (docs/architecture.md#host-text).
 *
 * Size: the host's `font-size` follows the text around the element (`em`: the page's own size, which a reader's
 * browser settings scale), never the root's (`rem`): a page with `html { font-size: 62.5% }` keeps readable text.
 * Floors keep it readable on a page whose own text is tiny. Inside, sizes are in `em` of the host's size.
 *
 * Inherited properties: those that cross a shadow boundary and change how text lays out or reads are set to their
 * neutral values, so `body { text-transform: uppercase; line-height: 3 }`, `word-break: break-all`, `hyphens: auto`
 * or a `text-shadow` leave the element as it is. An element that wants another line height sets it on its own
 * `:host`.
 *
 * Nested elements (a `<notif-message>` row of the inbox or a toast, the activity's `<notif-activity-detail>`) take
 * their size and line height from the element that holds them, rather than scaling the host's size down once more.
 */
export const hostText = css`
  :host {
    /* The font shorthand: the size and the family, and every other font property (weight, style, line height…) at its
       initial value. */
    font: var(--notif-font-size, max(12px, 0.875em)) var(--notif-font-family, system-ui, sans-serif);
    --_font-size-small: var(--notif-font-size-small, max(11px, 0.8571em));
    letter-spacing: normal;
    word-spacing: normal;
    text-transform: none;
    text-align: start;
    text-indent: 0;
    white-space: normal;
    word-break: normal;
    hyphens: manual;
    line-break: auto;
    text-shadow: none;
  }

  [part~='message'],
  [part~='event'] {
    font-size: inherit;
    line-height: inherit;
  }
`;
