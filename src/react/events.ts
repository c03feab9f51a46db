import type { EventName } from '@lit/react';
import type { NotifActionEvent } from '../events/notif-action.js';
import type { NotifCountsEvent } from '../events/notif-counts.js';
import type { NotifErrorEvent } from '../events/notif-error.js';
import type { NotifMarkedEvent } from '../events/notif-marked.js';
import type { NotifMessageClickEvent } from '../events/notif-message-click.js';
import type { NotifPushStateEvent } from '../events/notif-push-state.js';

// React props for the elements' events: `onNotifMarked` listens for `notif-marked`, typed by its event class.
// React itself would lower-case `onNotif-marked` and miss it; these props go through addEventListener instead.
export const onNotifMessageClick = 'notif-message-click' as EventName<NotifMessageClickEvent>;
export const onNotifAction = 'notif-action' as EventName<NotifActionEvent>;
export const onNotifMarked = 'notif-marked' as EventName<NotifMarkedEvent>;
export const onNotifCounts = 'notif-counts' as EventName<NotifCountsEvent>;
export const onNotifError = 'notif-error' as EventName<NotifErrorEvent>;
export const onNotifPushState = 'notif-push-state' as EventName<NotifPushStateEvent>;
