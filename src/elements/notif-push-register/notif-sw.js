/* notif-sw.js: the service worker of <notif-push-register>'s Web Push. Shows a notification for each push, opens
   its URL on a click; nothing else. How to serve it and what a push may hold: docs/guides/push-register.md of
   notif-elements. Plain JavaScript, served as it is. */

/** Shown when a push carries no title. */
const DEFAULT_TITLE = 'New notification';
/** Longest title and body kept; notification centres cut long text anyway. */
const MAX_TITLE = 200;
const MAX_BODY = 1000;

/** A string of at most `max` characters, or undefined for anything that is not a non-empty string. */
function text(value, max) {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, max);
}

/** An absolute http(s) URL (relative ones resolved against this worker's origin), or undefined. */
function safeUrl(value) {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim(), self.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** This worker's origin and those of `?open-origins=` (comma-separated). */
function openOrigins() {
  const origins = new Set([self.location.origin]);
  for (const item of (new URL(self.location.href).searchParams.get('open-origins') || '').split(',')) {
    try {
      const url = new URL(item.trim());
      if (/^https?:$/.test(url.protocol) && item.trim().replace(/\/$/, '') === url.origin)
        origins.add(url.origin);
    } catch {
      // not an origin
    }
  }
  return origins;
}

/** What to show for a push: its JSON payload, else its text as the body, else the default title. */
function readPush(pushData) {
  let raw = '';
  try {
    raw = pushData ? pushData.text() : '';
  } catch {
    raw = '';
  }
  let payload;
  try {
    payload = raw ? JSON.parse(raw) : undefined;
  } catch {
    payload = undefined;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    const body = text(raw, MAX_BODY);
    return { title: DEFAULT_TITLE, options: body ? { body, data: {} } : { data: {} } };
  }
  const nested =
    typeof payload.notification === 'object' && payload.notification !== null ? payload.notification : {};
  const data = typeof payload.data === 'object' && payload.data !== null ? payload.data : {};
  const url = safeUrl(payload.url) ?? safeUrl(data.url);
  const options = {
    body: text(payload.body, MAX_BODY) ?? text(nested.body, MAX_BODY),
    icon: safeUrl(payload.icon) ?? safeUrl(nested.icon),
    tag: text(payload.tag, MAX_TITLE),
    data: url ? { url } : {},
  };
  for (const key of Object.keys(options)) if (options[key] === undefined) delete options[key];
  return { title: text(payload.title, MAX_TITLE) ?? text(nested.title, MAX_TITLE) ?? DEFAULT_TITLE, options };
}

/** Focuses a tab showing `url`, else opens it; without a URL, focuses a tab of this site or opens the scope. */
async function openTarget(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (url) {
    const open = windows.find((client) => client.url === url);
    if (open) return open.focus();
    return self.clients.openWindow(url);
  }
  const origin = self.location.origin;
  const ours = windows.find((client) => client.url.startsWith(`${origin}/`));
  if (ours) return ours.focus();
  return self.clients.openWindow(self.registration.scope);
}

self.addEventListener('install', () => {
  // No caches to migrate: a new version may take over at once.
  self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const { title, options } = readPush(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = safeUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(openTarget(url && openOrigins().has(new URL(url).origin) ? url : undefined));
});
