/**
 * Next.js (app router): `app/api/notif/[...path]/route.ts`. A route handler takes a `Request` and returns a
 * `Response`, as the proxy does: export it for the three methods the inbox uses.
 */
import { inboxProxy } from '../../../../../inbox-proxy.js';

// Run on Node (the API key is read from process.env), and never cache: every answer is one person's.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = inboxProxy;
export const POST = inboxProxy;
export const PATCH = inboxProxy;
