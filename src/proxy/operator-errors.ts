/**
 * The `onError` hook: what the operator learns of a failure the browser only sees as a 500 (a session store that
 * throws, a host's odd Request). The browser's answer never says why; the operator's hook does, but is never handed
 * the API key: it gets a copy of the error whose name, message, stack and code have the key taken out, and no
 * `cause` (whatever the original held, such as a request with its headers, stays behind).
 */

/** Where in the proxy a failure happened. */
export type InboxProxyFailureStage = 'resolveSubscriber' | 'request';

/** What `onError` receives. */
export interface InboxProxyError extends Error {
  /** Where it happened: the host's `resolveSubscriber`, or anywhere else while handling the request. */
  stage: InboxProxyFailureStage;
  /** The original error's `code`, when it had a string one (such as `ECONNREFUSED`). */
  code?: string;
}

function redactedCopy(
  error: unknown,
  stage: InboxProxyFailureStage,
  redact: (text: string) => string,
): InboxProxyError {
  const original = error instanceof Error ? error : undefined;
  const message = redact(original ? original.message : String(error));
  const copy = new Error(message) as InboxProxyError;
  copy.name = redact(original?.name ?? 'Error');
  copy.stack = original?.stack === undefined ? `${copy.name}: ${message}` : redact(original.stack);
  copy.stage = stage;
  const code = (original as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') copy.code = redact(code);
  return copy;
}

/** A reporter that hands `onError` a redacted copy of each failure; a hook that throws changes no answer. */
export function failureReporter(
  onError: ((error: InboxProxyError) => void) | undefined,
  redact: (text: string) => string,
): (error: unknown, stage: InboxProxyFailureStage) => void {
  return (error, stage) => {
    if (!onError) return;
    let copy: InboxProxyError;
    try {
      copy = redactedCopy(error, stage, redact);
    } catch {
      copy = Object.assign(new Error('The inbox proxy failed (the error could not be read)'), { stage });
    }
    try {
      onError(copy);
    } catch {
      // The operator's hook failing must not turn into the browser's answer, nor into an unhandled rejection.
    }
  };
}
