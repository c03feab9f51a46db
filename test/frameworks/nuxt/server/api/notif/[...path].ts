// Nuxt (Nitro): `server/api/notif/[...path].ts`. The proxy takes a web `Request` and returns a `Response`, which
// Nitro sends as it is: every method the inbox uses, on your app's origin.
import { onOrigin } from 'notif-elements/proxy';
import { APP_ORIGIN, inboxProxy } from '../../utils/inbox-proxy';

const proxy = onOrigin(APP_ORIGIN, inboxProxy);

export default defineEventHandler((event) => proxy(toWebRequest(event)));
