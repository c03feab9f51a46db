export { NotifMessageClickEvent, type NotifMessageClickDetail } from './notif-message-click.js';
export { NotifActionEvent } from './notif-action.js';
export { NotifMarkedEvent } from './notif-marked.js';
export { NotifCountsEvent } from './notif-counts.js';
export { NotifErrorEvent } from './notif-error.js';
export { NotifPushStateEvent, type PushState } from './notif-push-state.js';
