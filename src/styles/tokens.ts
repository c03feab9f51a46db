import { css } from 'lit';
import { hostText } from './host-text.js';

/**
 * The global design tokens, resolved once per element into private `--_*` properties that the element styles use.
 * A page sets `--notif-color-accent` (and friends) on any ancestor; per-element properties such as
 * `--notif-inbox-background` fall back to these. Light by default, dark with `prefers-color-scheme: dark` or
 * `theme="dark"`; `theme="light"` pins light. Every default text colour meets WCAG AA on its background.
 *
 * Each colour names its light and dark values once (`light-dark()`): the host's `color-scheme` picks which, where the
 * colour is used, so the theme is that one declaration.
 *
 * @cssprop --notif-color-accent - Accent colour: links, the selected tab, primary buttons (light #1d4ed8, dark #93c5fd).
 * @cssprop --notif-color-on-accent - Text on the accent colour.
 * @cssprop --notif-color-surface - Background of panels and messages.
 * @cssprop --notif-color-surface-raised - Background of raised areas: code, menus, skeletons.
 * @cssprop --notif-color-surface-hover - Background of hovered rows and messages.
 * @cssprop --notif-color-text - Main text colour.
 * @cssprop --notif-color-text-muted - Secondary text colour: times, hints.
 * @cssprop --notif-color-border - Borders and separators.
 * @cssprop --notif-color-unread - The unread and unseen indicators.
 * @cssprop --notif-color-danger - Errors and failures.
 * @cssprop --notif-color-warning - Warnings.
 * @cssprop --notif-color-focus - The focus ring.
 * @cssprop --notif-color-badge - Background of the unseen badge.
 * @cssprop --notif-color-on-badge - Text of the unseen badge.
 * @cssprop --notif-font-family - Font of every element.
 * @cssprop --notif-font-size - Base font size (default 0.875em of the text around the element, at least 12px).
 * @cssprop --notif-font-size-small - Font size of secondary text (default 0.857em of the base size, at least 11px).
 * @cssprop --notif-font-weight-strong - Weight of titles and statuses (default 600); an unread message's subject is a step lighter (100 less).
 * @cssprop --notif-radius-medium - Corner radius of panels and cards (default 8px).
 * @cssprop --notif-radius-small - Corner radius of buttons and badges (default 4px).
 * @cssprop --notif-space-xs - Smallest spacing (default 2px).
 * @cssprop --notif-space-s - Small spacing (default 4px).
 * @cssprop --notif-space-m - Medium spacing (default 8px).
 * @cssprop --notif-space-l - Large spacing (default 16px).
 */
export const tokens = css`
  :host {
    --_accent: var(--notif-color-accent, light-dark(#1d4ed8, #93c5fd));
    --_on-accent: var(--notif-color-on-accent, light-dark(#ffffff, #0b1220));
    --_surface: var(--notif-color-surface, light-dark(#ffffff, #18181b));
    --_surface-raised: var(--notif-color-surface-raised, light-dark(#f3f4f6, #27272a));
    --_surface-hover: var(--notif-color-surface-hover, light-dark(#f4f4f5, #232328));
    --_text: var(--notif-color-text, light-dark(#111827, #f4f4f5));
    --_text-muted: var(--notif-color-text-muted, light-dark(#4b5563, #a1a1aa));
    --_border: var(--notif-color-border, light-dark(#d1d5db, #3f3f46));
    --_unread: var(--notif-color-unread, light-dark(#1d4ed8, #93c5fd));
    --_danger: var(--notif-color-danger, light-dark(#b42318, #fda29b));
    --_warning: var(--notif-color-warning, light-dark(#8a4b00, #fec84b));
    --_focus: var(--notif-color-focus, light-dark(#1d4ed8, #93c5fd));
    --_badge: var(--notif-color-badge, light-dark(#b42318, #d92d20));
    --_on-badge: var(--notif-color-on-badge, #ffffff);
    --_font-weight-strong: var(--notif-font-weight-strong, 600);
    --_radius: var(--notif-radius-medium, 8px);
    --_radius-small: var(--notif-radius-small, 4px);
    --_space-xs: var(--notif-space-xs, 2px);
    --_space-s: var(--notif-space-s, 4px);
    --_space-m: var(--notif-space-m, 8px);
    --_space-l: var(--notif-space-l, 16px);
    /* Both, so the user's preferred scheme is the one used; a theme pins one. */
    color-scheme: light dark;
    color: var(--_text);
  }

  :host([theme='light']) {
    color-scheme: light;
  }

  :host([theme='dark']) {
    color-scheme: dark;
  }

  :host([hidden]) {
    display: none !important;
  }

  /* Text for screen readers only. */
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }

  @media (forced-colors: active) {
    :focus-visible {
      outline-color: Highlight;
    }
  }

  ${hostText}
`;
