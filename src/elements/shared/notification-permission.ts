/**
 * The browser's notification permission, which the push register and the toasts' desktop notifications both need:
 * read it, ask for it (only ever from a user gesture), and hear when the person changes it in the browser's settings.
 * Reads the globals only when called.
 */

/** The three answers of the Notification API. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied';

interface NotificationApi {
  readonly permission?: unknown;
  requestPermission?: (callback?: (permission: string) => void) => Promise<string> | undefined;
}

function notificationApi(): NotificationApi | undefined {
  const api = (globalThis as { Notification?: NotificationApi }).Notification;
  return typeof api === 'function' ? api : undefined;
}

function normalized(value: unknown): NotificationPermissionState {
  return value === 'granted' || value === 'denied' ? value : 'default';
}

/** The page's notification permission now; `default` when the API is missing or unreadable. */
export function notificationPermission(): NotificationPermissionState {
  try {
    return normalized(notificationApi()?.permission);
  } catch {
    return 'default';
  }
}

/**
 * Asks the person for permission to show notifications. Call it only while handling a click or a key press:
 * browsers ignore or quietly deny requests without one. Works with the promise form and the older callback form.
 */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  const api = notificationApi();
  if (typeof api?.requestPermission !== 'function') {
    throw new Error('This browser cannot ask for notification permission.');
  }
  const answer = await new Promise<string>((resolve, reject) => {
    try {
      // Both forms may answer (current browsers call the callback and resolve the promise); the first one wins.
      const promise = api.requestPermission!(resolve);
      if (promise && typeof promise.then === 'function') promise.then(resolve, reject);
    } catch (error) {
      reject(error);
    }
  });
  return normalized(answer);
}

/**
 * Calls `onChange` when the notification permission changes outside the page (the browser's site settings).
 * Returns a function that stops listening. Does nothing where the Permissions API cannot watch notifications.
 */
export function watchNotificationPermission(onChange: () => void): () => void {
  let stopped = false;
  let status: PermissionStatus | undefined;
  const permissions = globalThis.navigator?.permissions;
  if (typeof permissions?.query === 'function') {
    permissions.query({ name: 'notifications' }).then(
      (answer) => {
        if (stopped) return;
        status = answer;
        status.addEventListener('change', onChange);
      },
      () => undefined, // not queryable here: the element still reads the permission on every update
    );
  }
  return () => {
    stopped = true;
    status?.removeEventListener('change', onChange);
  };
}
