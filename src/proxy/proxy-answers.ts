/**
 * The proxy's own answers. Every answer, its own or the service's, is `Cache-Control: no-store` (an inbox is
 * one person's, never for a shared cache) and `X-Content-Type-Options: nosniff` (a body is only ever JSON).
 */

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The headers every answer carries. */
export function answerHeaders(): Headers {
  return new Headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
}

/** A JSON answer with the given body and extra headers. */
export function jsonResponse(status: number, body: unknown, headers: Headers = answerHeaders()): Response {
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

/** An error of the proxy's own, shaped like the service's errors: `{ statusCode, error, message, path, timestamp }`. */
export function errorResponse(status: number, message: string, path: string, headers?: Headers): Response {
  const body = {
    statusCode: status,
    error: STATUS_TEXT[status] ?? 'Error',
    message,
    path,
    timestamp: new Date().toISOString(),
  };
  return jsonResponse(status, body, headers);
}
