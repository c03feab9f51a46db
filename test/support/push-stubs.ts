/**
 * Stand-ins for the parts of the browser a push registration depends on and a headless test cannot drive: the
 * notification permission (and its prompt), and the presence of the Push, service worker and Notification APIs.
 * Each replaces a property of the page with `Object.defineProperty` and puts the original back.
 */

/** Replaces `target[name]` and returns a function that restores the original property exactly. */
export function replaceProperty(target: object, name: string, descriptor: PropertyDescriptor): () => void {
  const original = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, ...descriptor });
  return () => {
    if (original) Object.defineProperty(target, name, original);
    else delete (target as Record<string, unknown>)[name];
  };
}

/** The stubbed notification permission of the page. */
export interface PermissionStub {
  /** How many times the page asked for permission. */
  readonly requests: number;
  /** Changes the permission, as the browser's site settings would. */
  set(permission: NotificationPermission): void;
  restore(): void;
}

/**
 * `Notification.permission` starts as `initial`; `Notification.requestPermission()` answers with `answer` (a value,
 * or a function for prompts that wait or fail) and sets the permission to that answer, as browsers do.
 */
export function stubPermission(
  initial: NotificationPermission,
  answer: NotificationPermission | (() => Promise<NotificationPermission>) = 'granted',
): PermissionStub {
  let current = initial;
  let requests = 0;
  const restorePermission = replaceProperty(Notification, 'permission', { get: () => current });
  const restoreRequest = replaceProperty(Notification, 'requestPermission', {
    writable: true,
    value: async () => {
      requests++;
      const result = typeof answer === 'function' ? await answer() : answer;
      current = result;
      return result;
    },
  });
  return {
    get requests() {
      return requests;
    },
    set(permission) {
      current = permission;
    },
    restore() {
      restoreRequest();
      restorePermission();
    },
  };
}

/** A token provider that counts its calls and answers with the current `value`. */
export interface FakeTokenProvider {
  (): Promise<string>;
  calls: number;
  value: string;
}

export function tokenProvider(value: string): FakeTokenProvider {
  const provider = (async () => {
    provider.calls++;
    return provider.value;
  }) as FakeTokenProvider;
  provider.calls = 0;
  provider.value = value;
  return provider;
}

/** Removes every key of notif-elements from `localStorage` (acknowledged tokens, pending marks). */
export function clearNotifStorage(): void {
  for (const key of Object.keys(localStorage))
    if (key.startsWith('notif-elements:')) localStorage.removeItem(key);
}
