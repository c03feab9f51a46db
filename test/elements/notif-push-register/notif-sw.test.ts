/**
 * The shipped service worker, run against a stand-in `self`: its source is loaded as served and evaluated with
 * `self` bound to an object that records what it shows and opens. (A headless browser cannot deliver a real push.)
 */
import { expect } from '@open-wc/testing';

const ORIGIN = 'https://app.example';

interface FakeClient {
  url: string;
  focused: boolean;
  focus(): Promise<FakeClient>;
}

interface Worker {
  shown: { title: string; options: NotificationOptions & { data?: { url?: string } } }[];
  opened: string[];
  clients: FakeClient[];
  skippedWaiting: number;
  push(data: string | undefined): Promise<void>;
  click(data: unknown): Promise<{ closed: boolean }>;
}

function client(url: string): FakeClient {
  const c: FakeClient = {
    url,
    focused: false,
    focus: async () => {
      c.focused = true;
      return c;
    },
  };
  return c;
}

let source: string | undefined;

/** The worker, served from `/notif-sw.js` with `search` (its registration's query). */
async function loadWorker(search = ''): Promise<Worker> {
  source ??= await (
    await fetch(new URL('../../../src/elements/notif-push-register/notif-sw.js', import.meta.url))
  ).text();
  const listeners = new Map<string, (event: unknown) => void>();
  const worker: Worker = {
    shown: [],
    opened: [],
    clients: [],
    skippedWaiting: 0,
    async push(data) {
      const waits: Promise<unknown>[] = [];
      listeners.get('push')!({
        data: data === undefined ? null : { text: () => data },
        waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      });
      expect(waits, 'push handled without waitUntil').to.have.length(1);
      await Promise.all(waits);
    },
    async click(data) {
      const waits: Promise<unknown>[] = [];
      const notification = { data, closed: false, close: () => (notification.closed = true) };
      listeners.get('notificationclick')!({
        notification,
        waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      });
      await Promise.all(waits);
      return notification;
    },
  };
  const self = {
    location: { origin: ORIGIN, href: `${ORIGIN}/notif-sw.js${search}` },
    registration: {
      scope: `${ORIGIN}/app/`,
      showNotification: async (title: string, options: Worker['shown'][number]['options']) => {
        worker.shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async (options: { type: string; includeUncontrolled: boolean }) => {
        expect(options).to.deep.equal({ type: 'window', includeUncontrolled: true });
        return worker.clients;
      },
      openWindow: async (url: string) => {
        worker.opened.push(url);
        return null;
      },
    },
    skipWaiting: () => {
      worker.skippedWaiting++;
      return Promise.resolve();
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  new Function('self', source)(self);
  return Object.assign(worker, { install: () => listeners.get('install')!({}) });
}

describe('notif-sw.js', () => {
  describe('push', () => {
    it('shows the title, body, icon and URL of a JSON payload', async () => {
      const worker = await loadWorker();
      await worker.push(
        JSON.stringify({
          title: 'Invoice due',
          body: 'Pay € 120 by Friday',
          icon: '/icon.png',
          url: '/invoices/7',
          tag: 'invoice-7',
        }),
      );
      expect(worker.shown).to.deep.equal([
        {
          title: 'Invoice due',
          options: {
            body: 'Pay € 120 by Friday',
            icon: `${ORIGIN}/icon.png`,
            tag: 'invoice-7',
            data: { url: `${ORIGIN}/invoices/7` },
          },
        },
      ]);
    });

    it('reads the nested notification and data forms too', async () => {
      const worker = await loadWorker();
      await worker.push(
        JSON.stringify({
          notification: { title: 'Nested', body: 'Body', icon: 'https://cdn.example/i.png' },
          data: { url: 'https://other.example/x' },
        }),
      );
      expect(worker.shown[0]).to.deep.equal({
        title: 'Nested',
        options: {
          body: 'Body',
          icon: 'https://cdn.example/i.png',
          data: { url: 'https://other.example/x' },
        },
      });
    });

    it('falls back safely: text as the body, an empty push as the default title, bad fields dropped', async () => {
      const worker = await loadWorker();
      await worker.push('Plain text, not JSON');
      await worker.push(undefined);
      await worker.push('[1,2]');
      await worker.push(
        JSON.stringify({
          title: 42,
          body: '   ',
          icon: 'javascript:alert(1)',
          url: 'data:text/html,<b>x</b>',
        }),
      );
      await worker.push(JSON.stringify({ title: 'x'.repeat(500), body: 'y'.repeat(5000) }));
      expect(worker.shown[0]).to.deep.equal({
        title: 'New notification',
        options: { body: 'Plain text, not JSON', data: {} },
      });
      expect(worker.shown[1]).to.deep.equal({ title: 'New notification', options: { data: {} } });
      expect(worker.shown[2]).to.deep.equal({
        title: 'New notification',
        options: { body: '[1,2]', data: {} },
      });
      expect(worker.shown[3]).to.deep.equal({ title: 'New notification', options: { data: {} } });
      expect(worker.shown[4].title).to.have.length(200);
      expect(worker.shown[4].options.body).to.have.length(1000);
    });
  });

  describe('notificationclick', () => {
    it('focuses a tab that already shows the URL', async () => {
      const worker = await loadWorker();
      const other = client(`${ORIGIN}/`);
      const showing = client(`${ORIGIN}/invoices/7`);
      worker.clients.push(other, showing);
      const notification = await worker.click({ url: `${ORIGIN}/invoices/7` });
      expect(notification.closed).to.equal(true);
      expect(showing.focused).to.equal(true);
      expect(other.focused).to.equal(false);
      expect(worker.opened).to.deep.equal([]);
    });

    it('opens the URL otherwise: a relative one, or an absolute one, on this origin', async () => {
      const worker = await loadWorker();
      worker.clients.push(client(`${ORIGIN}/`));
      await worker.click({ url: '/inbox' });
      await worker.click({ url: `${ORIGIN}/invoices/8` });
      expect(worker.opened).to.deep.equal([`${ORIGIN}/inbox`, `${ORIGIN}/invoices/8`]);
    });

    it('opens no other origin by default: the scope instead', async () => {
      const worker = await loadWorker();
      for (const url of [
        'https://evil.example/login',
        '//evil.example/x',
        'http://10.0.0.5/admin',
        'http://app.example/x',
        'https://app.example:8443/x',
      ])
        await worker.click({ url });
      expect(worker.opened).to.deep.equal(Array(5).fill(`${ORIGIN}/app/`));
    });

    it('opens the origins listed at registration in the query of the worker URL, and no others', async () => {
      const listed = await loadWorker(
        `?open-origins=${encodeURIComponent('https://shop.example')},${encodeURIComponent('http://help.example:8080/')},not-an-origin,https://x.example/path`,
      );
      for (const url of [
        'https://shop.example/cart',
        'http://help.example:8080/faq',
        'https://evil.example/',
        'https://x.example/path',
      ])
        await listed.click({ url });
      expect(listed.opened).to.deep.equal([
        'https://shop.example/cart',
        'http://help.example:8080/faq',
        `${ORIGIN}/app/`,
        `${ORIGIN}/app/`,
      ]);
    });

    it('never opens another scheme; without a URL it focuses a tab of the site, or opens the scope', async () => {
      const worker = await loadWorker();
      await worker.click({ url: 'javascript:alert(1)' });
      expect(worker.opened).to.deep.equal([`${ORIGIN}/app/`]);

      const tab = client(`${ORIGIN}/somewhere`);
      worker.clients.push(client('https://elsewhere.example/'), tab);
      const notification = await worker.click(undefined);
      expect(notification.closed).to.equal(true);
      expect(tab.focused).to.equal(true);
      expect(worker.opened).to.have.length(1);
    });
  });

  it('takes over at once when installed (it has no caches to migrate)', async () => {
    const worker = (await loadWorker()) as Worker & { install(): void };
    worker.install();
    expect(worker.skippedWaiting).to.equal(1);
  });
});
