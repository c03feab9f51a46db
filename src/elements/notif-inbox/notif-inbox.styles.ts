import { css } from 'lit';

/** The element's own styles: the host, the bell and its badge, and the room an inline list keeps while its panel loads. */
export const styles = css`
  :host {
    /* The list's height, which the loading, empty and error states keep too, so the panel never jumps. */
    --_list-height: var(--notif-inbox-height, 520px);
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

  .bell-icon {
    inline-size: 22px;
    block-size: 22px;
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

  /*
   * An inline inbox keeps its list's room while the code of its panel arrives, so nothing below it moves. If that code
   * cannot be fetched, the room (or a box under the bell) says so, with Retry.
   */
  .panel-pending {
    display: grid;
    place-content: center;
    gap: var(--_space-s);
    box-sizing: border-box;
    block-size: var(--_list-height);
    padding: var(--_space-l);
    color: var(--_text-muted);
    text-align: center;
  }

  .popover .panel-pending {
    position: absolute;
    z-index: var(--notif-inbox-z-index, 1000);
    inset-block-start: calc(100% + var(--_space-s));
    inset-inline-end: 0;
    inline-size: max-content;
    block-size: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }

  .panel-pending p {
    margin: 0;
  }

  @media (forced-colors: active) {
    [part~='badge'] {
      border: 1px solid CanvasText;
    }
  }
`;
