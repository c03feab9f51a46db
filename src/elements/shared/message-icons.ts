/**
 * The drawings of the message card: its channel's icon (when no person's avatar or initials stand for the message),
 * its status, its done action and its mark button: a check marks it read, and a closed envelope unread, as on the
 * inbox's selection bar (one glyph for the one action; a ring and a dot read as a radio button on a touch screen). The
 * inbox's bell button and its empty state draw the same bell.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { ChannelType } from '../../api/providers.js';

export const ICONS = {
  bell: svg`<path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15Z" /><path d="M10 20.5a2 2 0 0 0 4 0" />`,
  mail: svg`<rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3.5 6.5 8.5 6.5 8.5-6.5" />`,
  chat: svg`<path d="M4 5h16v11H9.5L5 20v-4H4Z" />`,
  phone: svg`<rect x="7" y="2.5" width="10" height="19" rx="2" /><path d="M11 18.5h2" />`,
  error: svg`<circle cx="12" cy="12" r="9" /><path d="M12 7.5V13M12 16.5v.01" />`,
  warning: svg`<path d="M12 3.5 2.5 20h19Z" /><path d="M12 10v4.5M12 17.5v.01" />`,
  check: svg`<path d="m5 12.5 4.5 4.5L19 7.5" />`,
};

export const CHANNEL_ICONS: Record<ChannelType, SVGTemplateResult> = {
  in_app: ICONS.bell,
  email: ICONS.mail,
  sms: ICONS.chat,
  chat: ICONS.chat,
  push: ICONS.phone,
};
