/**
 * Errors that escaped the elements of a test page: Lit reports a failed render as an unhandled rejection or a window
 * error, and neither fails the test by itself. Collected from `escapedErrors()` until `stop()`.
 */
export interface EscapedErrors {
  readonly list: string[];
  /** Stops listening once the last render's errors, reported a task later, have arrived. */
  stop(): Promise<void>;
}

export function escapedErrors(): EscapedErrors {
  const list: string[] = [];
  const onError = (event: ErrorEvent) => {
    if (/ResizeObserver loop/.test(event.message)) return;
    list.push(`error: ${event.message}`);
  };
  const onRejection = (event: PromiseRejectionEvent) =>
    list.push(`rejection: ${(event.reason as Error)?.stack ?? typeof event.reason}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    list,
    async stop() {
      // A sleep of one task, kept: the browser reports a rejection nobody handled by a task it queues after the
      // microtasks, and nothing says that none is coming; so the listeners stay one task longer than the render.
      await new Promise((resolve) => setTimeout(resolve));
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
