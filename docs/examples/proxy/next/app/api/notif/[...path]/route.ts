/**
 * Next.js (app router): `app/api/notif/[...path]/route.ts`. A route handler takes a `Request` and returns a
 * `Response`, as the proxy does: export it for the three methods the inbox uses, on your app's origin.
 */
import { onOrigin } from 'notif-elements/proxy';
import { APP_ORIGIN, inboxProxy } from '../../../../../inbox-proxy';

// Run on Node (the API key is read from process.env), and never cache: every answer is one person's.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const proxy = onOrigin(APP_ORIGIN, inboxProxy);

export const GET = proxy;
export const POST = proxy;
export const PATCH = proxy;
