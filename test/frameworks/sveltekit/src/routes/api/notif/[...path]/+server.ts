// SvelteKit: `src/routes/api/notif/[...path]/+server.ts`. An endpoint takes a `Request` and returns a `Response`, as
// the proxy does: export it for the three methods the inbox uses, on your app's origin.
import { onOrigin } from 'notif-elements/proxy';
import type { RequestHandler } from './$types';
import { APP_ORIGIN, inboxProxy } from '$lib/server/inbox-proxy';

const proxy = onOrigin(APP_ORIGIN, inboxProxy);
const handler: RequestHandler = ({ request }) => proxy(request);

export const GET = handler;
export const POST = handler;
export const PATCH = handler;
