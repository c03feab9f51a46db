import { isRecord } from 'notif-api-contract';

/**
 * The `{ data }` envelope of the hosted service (docs/decisions.md#envelope), for success bodies only. A body that already
 * has a top-level `data` array (a page of the feed or of events) is its own envelope and is not wrapped twice.
 */
export function envelop(body: unknown): unknown {
  const isPage = isRecord(body) && Array.isArray(body.data);
  return isPage ? body : { data: body };
}
