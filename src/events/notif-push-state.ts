/** The states of `<notif-push-register>`. */
export type PushState = 'unsupported' | 'idle' | 'asking' | 'denied' | 'registering' | 'registered' | 'error';

/** `<notif-push-register>` moved to another state; `token` is set once registered. */
export class NotifPushStateEvent extends CustomEvent<{ state: PushState; token?: string }> {
  static readonly eventName = 'notif-push-state';
  constructor(detail: { state: PushState; token?: string }) {
    super(NotifPushStateEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'notif-push-state': NotifPushStateEvent;
  }
}
