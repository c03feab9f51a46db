/**
 * What Novu's Inbox (`@novu/js/ui`) asks its hosted service for, answered from a list of notifications in memory,
 * so the screenshots can show it offline beside ours with the same messages. Only what the Inbox calls to show
 * its list is answered (the session, the notifications, their counts, the preferences, the seen marks); this is a
 * stand-in for taking pictures, not an implementation of that service.
 */

/** What the list shows: the messages, a list that never arrives, no messages, or a failure. */
export type Scenario = 'open' | 'loading' | 'empty' | 'error';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fetch handler for `<prefix>/v1/inbox/…`. `notifications` are those of the `open` scenario, newest first.
 */
export function novuInboxStub(notifications: Record<string, unknown>[], scenario: Scenario) {
  const shown = scenario === 'empty' ? [] : notifications;
  const count = (filter: Record<string, unknown>) =>
    shown.filter(
      (n) =>
        (filter.read === undefined || n.isRead === filter.read) &&
        (filter.seen === undefined || n.isSeen === filter.seen) &&
        !n.isArchived,
    ).length;
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*\/v1\/inbox/, '');
    if (request.method === 'POST' && path === '/session') {
      const unread = count({ read: false });
      return json({
        data: {
          token: 'bench-token',
          totalUnreadCount: unread,
          unreadCount: { total: unread, severity: { high: 0, medium: 0, low: 0, none: unread } },
          removeNovuBranding: false,
          isDevelopmentMode: false,
          maxSnoozeDurationHours: 24,
          applicationIdentifier: 'bench-app',
        },
      });
    }
    if (request.method === 'GET' && path === '/notifications') {
      if (scenario === 'loading') return new Promise<Response>(() => undefined);
      if (scenario === 'error') return json({ statusCode: 500, message: 'Internal server error' }, 500);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const after = url.searchParams.get('after');
      const read = url.searchParams.get('read');
      const list = shown.filter((n) => read === null || String(n.isRead) === read);
      const start = after
        ? list.findIndex((n) => n.id === after) + 1
        : Number(url.searchParams.get('offset') ?? 0);
      const page = list.slice(start, start + limit);
      return json({ data: page, hasMore: start + limit < list.length, filter: {} });
    }
    if (request.method === 'GET' && path === '/notifications/count') {
      const filters = JSON.parse(url.searchParams.get('filters') ?? '[]') as Record<string, unknown>[];
      return json({ data: filters.map((filter) => ({ count: count(filter), filter })) });
    }
    if (request.method === 'GET' && path.startsWith('/preferences')) return json({ data: [] });
    if (request.method === 'POST' || request.method === 'PATCH') return new Response(null, { status: 204 });
    return json({ statusCode: 404, message: `Not in the stand-in: ${request.method} ${path}` }, 404);
  };
}
