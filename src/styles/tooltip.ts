import { css } from 'lit';

/**
 * The tooltip of an icon button: its name (`data-tooltip`, which is also its accessible name) in a small dark label,
 * on hover and keyboard focus. Each element places it (`inset-*`) where it stays inside its panel or row.
 */
export const tooltip = css`
  [data-tooltip] {
    position: relative;
  }

  [data-tooltip]:is(:hover, :focus-visible)::after {
    content: attr(data-tooltip);
    position: absolute;
    z-index: 2;
    padding: var(--_space-s) var(--_space-m);
    border-radius: var(--_radius-small);
    background: var(--_text);
    color: var(--_surface);
    font-size: var(--_font-size-small);
    line-height: 1.3;
    white-space: nowrap;
    pointer-events: none;
  }
`;
