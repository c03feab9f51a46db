/**
 * The tag of every element, written once. Each element class reads its own (`static tagName`), and registration,
 * `static dependencies`, the React components and `HTMLElementTagNameMap` read it from the class or from here. The
 * standalone script imports this list rather than the classes: it decides which element's file to fetch from the
 * tags it finds in the page, before any element's code has loaded, so this module holds nothing but the strings.
 */
export const INBOX_TAG = 'notif-inbox';
export const MESSAGE_TAG = 'notif-message';
export const PROVIDER_TAG = 'notif-provider';
export const PUSH_REGISTER_TAG = 'notif-push-register';
export const ACTIVITY_TAG = 'notif-activity';
export const ACTIVITY_DETAIL_TAG = 'notif-activity-detail';
export const TOASTS_TAG = 'notif-toasts';
