/** Every tag the package defines, as docs/elements/README.md names them. */
export const elementTags = [
  'notif-inbox',
  'notif-message',
  'notif-provider',
  'notif-push-register',
  'notif-activity',
  'notif-activity-detail',
  'notif-toasts',
] as const;
