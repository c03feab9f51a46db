/**
 * The `{ data }` envelope of the hosted service (DESIGN §4.12), for success bodies only. A body that already
 * has a top-level `data` array (a page of the feed or of events) is its own envelope and is not wrapped twice.
 */
export function envelop(body: unknown): unknown {
  const isPage =
    typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data);
  return isPage ? body : { data: body };
}
