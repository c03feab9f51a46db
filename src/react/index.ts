/**
 * `notif-elements/react`: a React component per element, for React 18 and 19. Properties such as `strings`,
 * `renderMessage`, `tokenProvider`, `fetch` and `message` are set as properties (React 18 would turn them into
 * attributes), and every event is a typed `onNotif…` prop. Safe to import while rendering on the server: the
 * elements' modules only define their tags, and Lit supplies what Node lacks.
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { NotifActivity as NotifActivityElement } from '../elements/notif-activity/notif-activity.js';
import { NotifInbox as NotifInboxElement } from '../elements/notif-inbox/notif-inbox.js';
import { NotifMessage as NotifMessageElement } from '../elements/notif-message/notif-message.js';
import { NotifProvider as NotifProviderElement } from '../elements/notif-provider/notif-provider.js';
import { NotifPushRegister as NotifPushRegisterElement } from '../elements/notif-push-register/notif-push-register.js';
import { NotifToasts as NotifToastsElement } from '../elements/notif-toasts/notif-toasts.js';
import {
  onNotifAction,
  onNotifCounts,
  onNotifError,
  onNotifMarked,
  onNotifMessageClick,
  onNotifPushState,
} from './events.js';

/** A React component for a tag: properties set as properties, `events` as typed props. */
function wrap<I extends HTMLElement, E extends Record<string, EventName | string> = Record<never, never>>(
  tagName: string,
  elementClass: new () => I,
  events?: E,
) {
  const displayName = tagName.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return createComponent({ tagName, elementClass, react: React, events, displayName });
}

/** `<notif-inbox>`: the bell and its panel, or the inline list. */
export const NotifInbox = wrap('notif-inbox', NotifInboxElement, {
  onNotifCounts,
  onNotifMarked,
  onNotifError,
  onNotifMessageClick,
  onNotifAction,
});

/** `<notif-message>`: one in-app message; give it `message`. */
export const NotifMessage = wrap('notif-message', NotifMessageElement, {
  onNotifMessageClick,
  onNotifAction,
});

/** `<notif-push-register>`: the button that turns on push notifications for this browser. */
export const NotifPushRegister = wrap('notif-push-register', NotifPushRegisterElement, {
  onNotifPushState,
  onNotifError,
});

/** `<notif-activity>`: the event log viewer, for trusted pages. */
export const NotifActivity = wrap('notif-activity', NotifActivityElement, { onNotifError });

/** `<notif-provider>`: the configuration every element inside it shares. */
export const NotifProvider = wrap('notif-provider', NotifProviderElement);

/** `<notif-toasts>`: toasts, desktop notifications and sound for what arrives while the page is open. */
export const NotifToasts = wrap('notif-toasts', NotifToastsElement, {
  onNotifMessageClick,
  onNotifAction,
  onNotifError,
});
