/**
 * The drawings of the message card: its channel's icon (when no person's avatar or initials stand for the message),
 * its status, its done action and its mark button: a check marks it read, and a closed envelope unread, as on the
 * inbox's selection bar (one glyph for the one action; a ring and a dot read as a radio button on a touch screen). The
 * inbox's bell button and its empty state draw the same bell.
 */
import type { ChannelType } from '../../api/providers.js';

/** Each drawing as one path's data (`styles/icon.ts`). */
export const ICONS = {
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15ZM10 20.5a2 2 0 0 0 4 0',
  mail: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2ZM3.5 6.5l8.5 6.5 8.5-6.5',
  chat: 'M4 5h16v11H9.5L5 20v-4H4Z',
  phone: 'M7 4.5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2ZM11 18.5h2',
  error: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M12 7.5V13M12 16.5v.01',
  warning: 'M12 3.5 2.5 20h19ZM12 10v4.5M12 17.5v.01',
  check: 'm5 12.5 4.5 4.5L19 7.5',
};

export const CHANNEL_ICONS: Record<ChannelType, string> = {
  in_app: ICONS.bell,
  email: ICONS.mail,
  sms: ICONS.chat,
  chat: ICONS.chat,
  push: ICONS.phone,
};
