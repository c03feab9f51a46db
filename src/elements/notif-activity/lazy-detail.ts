/**
 * `<notif-activity-detail>` is fetched the first time an event is opened, so the activity log shows its rows
 * without the code of the detail (its element, styles and descriptions of execution details).
 */

/** The tag of the element that shows one event. */
export const DETAIL_TAG = 'notif-activity-detail';

/**
 * Defines `<notif-activity-detail>`. The browser fetches the module once however many logs ask; a log asks again
 * (Retry) only after a failed fetch.
 */
export const loadActivityDetail = (): Promise<unknown> =>
  import('../notif-activity-detail/notif-activity-detail.js');
