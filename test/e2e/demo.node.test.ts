/**
 * End-to-end: the demo page, served by Vite with the local API and the inbox proxy mounted on its origin, driven in
 * headless Chromium by playwright-core. What a person does: open the inbox, read, click through, trigger a new
 * message (the form asks for what the workflow's templates use, and says where the message went), see the bell count
 * it and see it as a toast, switch theme and locale; what a person judges it by: no hostile test text in its data,
 * no failed request; and an axe audit of the whole page.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startDemo } from '../support/chromium.js';
import { waitFor } from '../support/wait-for.js';

const require = createRequire(import.meta.url);
const DEV_KEY = 'local-dev-api-key';

let demo: { origin: string; close(): Promise<void> };
let browser: Browser;
let origin: string;

async function openDemo(): Promise<Page> {
  const page = await browser.newPage();
  page.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
  await page.goto(origin);
  await page.locator('#inline-inbox notif-message').first().waitFor();
  return page;
}

/** Resolves once every animation and transition of the page that ends has ended: halfway, colours are not the ones a person reads. */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json', ...init.headers },
  });
  return response.json();
}

/**
 * Run in the page (as plain script text, so the test's compiler adds no helpers to it): the colours of the page's
 * own controls, and the texts whose contrast on the first opaque background behind them is under 4.5:1.
 */
const PAGE_LOOK = `(() => {
  const rgb = (colour) => colour.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const luminance = (colour) => {
    const [r, g, b] = rgb(colour).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const backdrop = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (!/rgba\\(.*, 0\\)$/.test(colour) && colour !== 'transparent') return colour;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  };
  const ratio = (element) => {
    const [a, b] = [luminance(getComputedStyle(element).color), luminance(backdrop(element))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
  const texts = ['.tagline', '.lede', '.dev-notes > summary', '#trigger label', '#trigger select', '#trigger input',
    '#trigger button[type="submit"]', '#settings legend', '.toggle span', '.push-intro'];
  const low = texts
    .map((selector) => [selector, ratio(document.querySelector(selector))])
    .filter(([, value]) => value < 4.5)
    .map(([selector, value]) => selector + ' ' + value.toFixed(2) + ':1');
  const send = getComputedStyle(document.querySelector('#trigger button[type="submit"]'));
  const select = getComputedStyle(document.querySelector('#trigger select'));
  return { low, send: send.backgroundColor, selectBorder: select.borderTopColor, selectBackground: select.backgroundColor };
})()`;

describe('demo page', { timeout: 300_000 }, () => {
  before(async () => {
    demo = await startDemo();
    origin = demo.origin;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await demo?.close();
  });

  it('opens the bell and shows the messages with the unseen count', async () => {
    const page = await openDemo();
    const bell = page.locator('#bell-inbox').locator('[part~="bell"]');
    // The service's count as the bell shows it. The inline inbox beside it marks what it shows seen, so the count
    // may drop while the page loads: wait until the bell and the service agree, whatever the count is by then.
    await waitFor(
      async () => {
        const unseen = (await api('/v1/subscribers/subscriber-ada/notifications/unseen')).count as number;
        const badge = await bell.evaluate((button) =>
          button.querySelector('[part~="badge"]')?.textContent?.trim(),
        );
        return badge === (unseen === 0 ? undefined : String(unseen));
      },
      { timeout: 30_000, interval: 100, message: "the bell's badge to show the service's unseen count" },
    );
    await bell.click();
    await page.locator('#bell-inbox notif-message').first().waitFor();
    assert.equal(await page.locator('#bell-inbox').getAttribute('open'), '');
    await page.close();
  });

  it("serves the seed's avatars on the page's origin, drawn by the local API", async () => {
    const feed = await api('/v1/subscribers/subscriber-ada/notifications/feed?limit=50');
    const avatars = new Set(
      (feed.data as { payload?: { avatar?: string } }[])
        .map((message) => message.payload?.avatar)
        .filter((avatar): avatar is string => avatar?.startsWith('/demo-avatars/') === true),
    );
    assert.ok(avatars.size > 0);
    for (const avatar of avatars) {
      const picture = await fetch(`${origin}${avatar}`);
      assert.deepEqual(
        [avatar, picture.status, picture.headers.get('content-type')],
        [avatar, 200, 'image/svg+xml'],
      );
    }
  });

  it('reads a message and follows its link', async () => {
    const page = await openDemo();
    await page.locator('#trigger input[name="comment"]').fill('Please read the engine notes');
    await page.locator('#trigger input[name="url"]').fill('/#engine-notes');
    await page.locator('#trigger button[type="submit"]').click();
    const message = page.locator('#inline-inbox notif-message', { hasText: 'Please read the engine notes' });
    await message.waitFor();
    await message.click();
    await page.waitForURL(/#engine-notes$/);
    const feed = await api('/v1/subscribers/subscriber-ada/notifications/feed?limit=5');
    const stored = (feed.data as { content: unknown; read: boolean }[]).find((m) =>
      JSON.stringify(m.content).includes('Please read the engine notes'),
    );
    assert.equal(stored?.read, true);
    await page.close();
  });

  it('shows a triggered notification without a reload', async () => {
    const page = await openDemo();
    await page.locator('#trigger select[name="workflow"]').selectOption('welcome');
    await page.locator('#trigger input[name="name"]').fill('Charles Babbage');
    await page.locator('#trigger button[type="submit"]').click();
    await page.locator('#inline-inbox notif-message', { hasText: 'Charles Babbage' }).first().waitFor();
    await assert.doesNotReject(page.locator('#trigger-result', { hasText: 'Sent' }).waitFor());
    await page.close();
  });

  it('shows a sent notification as a toast, says it once, and a click on the toast reads it', async () => {
    const page = await openDemo();
    const toasts = page.locator('#toasts [part~="toast"]');
    assert.equal(await toasts.count(), 0, 'no toast for what was there when the page loaded');
    await page.locator('#trigger select[name="workflow"]').selectOption('welcome');
    await page.locator('#trigger input[name="name"]').fill('Ada Toast');
    await page.locator('#trigger input[name="url"]').fill('/#toast');
    await page.locator('#trigger button[type="submit"]').click();
    const toast = toasts.filter({ hasText: 'Welcome, Ada Toast!' });
    await toast.waitFor();
    assert.equal(await toasts.count(), 1);
    // The inboxes and the toasts share one store: the page's live regions say the arrival once between them.
    const said = await page.evaluate(
      () =>
        ['#bell-inbox', '#inline-inbox', '#toasts']
          .flatMap((host) => [
            ...document.querySelector(host)!.shadowRoot!.querySelectorAll('[aria-live="polite"]'),
          ])
          .filter((region) => region.textContent!.includes('Welcome, Ada Toast!')).length,
    );
    assert.equal(said, 1);

    await toast.locator('notif-message').click();
    await page.waitForURL(/#toast$/);
    await toast.waitFor({ state: 'detached' });
    // The mark goes to the service after the click: wait for it there.
    await waitFor(
      async () => {
        const feed = await api('/v1/subscribers/subscriber-ada/notifications/feed?limit=5');
        return (feed.data as { subject?: string; read: boolean }[]).find(
          (m) => m.subject === 'Welcome, Ada Toast!',
        )?.read;
      },
      { message: 'the message read on the service', timeout: 10_000 },
    );
    await page.close();
  });

  it('switches to the dark theme', async () => {
    const page = await openDemo();
    await page.locator('#settings select[name="theme"]').selectOption('dark');
    const background = await page
      .locator('#inline-inbox')
      .evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('[part~="panel"]')!).backgroundColor);
    assert.equal(background, 'rgb(24, 24, 27)');
    await page.close();
  });

  it('asks for the fields the workflow uses, and an invoice reads whole in the inbox', async () => {
    const page = await openDemo();
    const shown = async () =>
      (await page
        .locator('#trigger label[data-field]:visible')
        .evaluateAll((labels) => labels.map((label) => (label as HTMLElement).dataset.field))) as string[];
    await page.locator('#trigger select[name="workflow"]').selectOption('welcome');
    assert.deepEqual(await shown(), ['name', 'url']);
    await page.locator('#trigger select[name="workflow"]').selectOption('invoice-due');
    assert.deepEqual(await shown(), ['invoice', 'amount', 'dueDate', 'url']);
    await page.locator('#trigger input[name="invoice"]').fill('INV-2077');
    await page.locator('#trigger input[name="dueDate"]').fill('2027-01-15');
    await page.locator('#trigger button[type="submit"]').click();
    const invoice = page.locator('#inline-inbox notif-message', { hasText: 'INV-2077' });
    await invoice.waitFor();
    const body = await invoice.evaluate((el) =>
      el.shadowRoot!.querySelector('[part~="body"]')!.textContent!.trim(),
    );
    assert.equal(body, 'Invoice INV-2077 for € 120.00 is due on 2027-01-15.');
    await page.close();
  });

  it('says where a message of a workflow without an in-app step went', async () => {
    const page = await openDemo();
    for (const workflow of ['weekly-digest', 'incident-alert']) {
      await page.locator('#trigger select[name="workflow"]').selectOption(workflow);
      await page.locator('#trigger button[type="submit"]').click();
      await page.locator('#trigger-result', { hasText: 'nothing arrives in the inbox' }).waitFor();
      assert.match(
        (await page.locator('#trigger-result').textContent())!,
        /^Sent \(transaction [^)]+\) (into|by) /,
      );
    }
    await page.close();
  });

  it('lets the bell count what arrives: the inline inbox does not mark it seen', async () => {
    const page = await openDemo();
    const badge = () =>
      page
        .locator('#bell-inbox')
        .evaluate((el) => Number(el.shadowRoot!.querySelector('[part~="badge"]')?.textContent ?? 0));
    await page.locator('#inline-inbox notif-message').nth(2).waitFor();
    // The bell's badge agrees with the service's unseen count (the inline inbox marks nothing seen).
    const unseen = async () =>
      (await api('/v1/subscribers/subscriber-ada/notifications/unseen')).count as number;
    await page.waitForFunction(
      (count) =>
        Number(
          document.querySelector('#bell-inbox')!.shadowRoot!.querySelector('[part~="badge"]')?.textContent,
        ) === count,
      await unseen(),
    );
    const before = await badge();
    assert.ok(before > 0, 'the seed has unseen messages');
    const seen: string[] = [];
    page.on('request', (request) => {
      if (/mark-as$/.test(request.url())) seen.push(request.postData() ?? '');
    });
    await page.locator('#trigger select[name="workflow"]').selectOption('welcome');
    await page.locator('#trigger input[name="name"]').fill('Mary Jackson');
    await page.locator('#trigger button[type="submit"]').click();
    // In full view when it arrives: on screen is not the same as looked at, and the bell should count it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('#inline-inbox notif-message', { hasText: 'Mary Jackson' }).waitFor();
    await page.waitForFunction(
      (count) =>
        Number(
          document.querySelector('#bell-inbox')!.shadowRoot!.querySelector('[part~="badge"]')?.textContent,
        ) === count,
      before + 1,
    );
    // A sleep, on purpose: nothing in a page says that a seen request is not coming, and the longest the seen
    // batching holds a message in view is its 2 s window and the dwell after it.
    await page.waitForTimeout(2500);
    assert.equal(await unseen(), before + 1);
    assert.deepEqual(seen, []);
    assert.equal(await badge(), before + 1);
    await page.close();
  });

  it('holds no hostile test text in the data it shows', async () => {
    const page = await openDemo();
    const feed = await api('/v1/subscribers/subscriber-ada/notifications/feed?limit=100');
    const events = await api('/v1/notifications?page=0&limit=50');
    for (const data of [feed, events]) {
      assert.ok((data.data as unknown[]).length > 0);
      assert.doesNotMatch(JSON.stringify(data), /<script|<img|onerror|javascript:/i);
    }
    const shown = await page
      .locator('#inline-inbox notif-message')
      .evaluateAll((messages) => messages.map((m) => m.shadowRoot!.textContent).join('\n'));
    assert.doesNotMatch(shown, /<script|<img|onerror|javascript:/i);
    await page.close();
  });

  it('sets the chosen locale on every element of the page', async () => {
    const page = await openDemo();
    await page.locator('#settings select[name="locale"]').selectOption('de');
    const locales = await page
      .locator('notif-provider, notif-inbox, notif-push-register, notif-activity')
      .evaluateAll((elements) => elements.map((el) => `${el.localName}=${el.getAttribute('locale')}`));
    assert.ok(locales.length >= 5, locales.join(', '));
    assert.deepEqual(
      locales.filter((entry) => !entry.endsWith('=de')),
      [],
    );
    // The inbox speaks German, and so do its messages: their full date (the time's tooltip) is formatted in German.
    await page.waitForFunction(() => {
      const inbox = document.querySelector('#inline-inbox')!.shadowRoot!;
      const time = inbox
        .querySelector('notif-message')
        ?.shadowRoot?.querySelector<HTMLTimeElement>('[part~="time"]');
      if (!time) return false;
      const german = new Intl.DateTimeFormat('de', { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(time.dateTime),
      );
      const title = inbox.querySelector('[part~="title"]')?.textContent?.trim();
      return title === 'Benachrichtigungen' && time.title === german;
    });
    await page.close();
  });

  it('lays its settings out as a person reads them and keeps the toasts off the trigger form', async () => {
    const page = await openDemo();
    await page.setViewportSize({ width: 1280, height: 800 });
    // Each switch is a checkbox beside one line of text.
    for (const name of ['group', 'selectable', 'sound']) {
      const box = await page.locator(`#settings input[name="${name}"]`).boundingBox();
      const text = await page.locator(`#settings input[name="${name}"] + span`).boundingBox();
      assert.ok(box && text, name);
      assert.ok(text.height < 2 * box.height + 8, `${name}: one line (${text.height}px)`);
      assert.ok(Math.abs(box.y + box.height / 2 - (text.y + text.height / 2)) < 4, `${name}: beside its box`);
    }
    // Every built-in locale can be chosen.
    const locales = await page
      .locator('#settings select[name="locale"] option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).sort());
    assert.deepEqual(locales, ['ar', 'de', 'en', 'es', 'fr', 'he', 'it', 'ja', 'pt-BR', 'zh-CN']);
    // A sent notification's toast covers neither Send nor the result that names the transaction.
    await page.locator('#trigger select[name="workflow"]').selectOption('welcome');
    await page.locator('#trigger input[name="name"]').fill('Ada Clear');
    await page.locator('#trigger button[type="submit"]').scrollIntoViewIfNeeded();
    await page.locator('#trigger button[type="submit"]').click();
    await page.locator('#toasts [part~="toast"]').filter({ hasText: 'Welcome, Ada Clear!' }).waitFor();
    await page.locator('#trigger-result').filter({ hasText: 'transaction' }).waitFor();
    const stack = (await page.locator('#toasts [part~="stack"]').boundingBox())!;
    for (const covered of ['#trigger button[type="submit"]', '#trigger-result']) {
      const box = (await page.locator(covered).boundingBox())!;
      const overlaps =
        box.x < stack.x + stack.width &&
        stack.x < box.x + box.width &&
        box.y < stack.y + stack.height &&
        stack.y < box.y + box.height;
      assert.equal(overlaps, false, `the toasts cover ${covered}`);
    }
    // The Events log writes an Error by its name and message, not as {}.
    await page.evaluate(() =>
      document.dispatchEvent(
        new CustomEvent('notif-error', {
          detail: { operation: 'load', error: new TypeError('Failed to fetch') },
        }),
      ),
    );
    const logged = await page.locator('#log li').first().textContent();
    assert.match(logged ?? '', /TypeError: Failed to fetch/);
    // Right to left, the English tagline keeps its full stop at its end.
    await page.locator('#settings select[name="locale"]').selectOption('ar');
    assert.equal(await page.locator('.tagline').evaluate((p) => getComputedStyle(p).direction), 'ltr');
    await page.close();
  });

  it("draws its controls with the elements' tokens, light and dark, with text of 4.5:1 at least", async () => {
    const page = await openDemo();
    await page.setViewportSize({ width: 1280, height: 800 });
    const look = async () => {
      await settledAnimations(page); // the controls' colours ease from light to dark

      return (await page.evaluate(PAGE_LOOK)) as Record<string, unknown>;
    };
    assert.deepEqual(await look(), {
      low: [],
      send: 'rgb(29, 78, 216)', // --notif-color-accent, light
      selectBorder: 'rgb(209, 213, 219)', // --notif-color-border
      selectBackground: 'rgb(255, 255, 255)', // --notif-color-surface
    });
    await page.locator('#settings select[name="theme"]').selectOption('dark');
    assert.deepEqual(await look(), {
      low: [],
      send: 'rgb(147, 197, 253)',
      selectBorder: 'rgb(63, 63, 70)',
      selectBackground: 'rgb(24, 24, 27)',
    });
    await page.close();
  });

  it("draws its own selects, checkboxes and disclosures in the tokens' colours, light and dark, and keeps them by keyboard", async () => {
    const page = await openDemo();
    await page.setViewportSize({ width: 1280, height: 800 });
    const controls = () =>
      page.evaluate(() => {
        const selects = [...document.querySelectorAll('select')].map((select) => {
          const style = getComputedStyle(select);
          return `${style.appearance} ${style.backgroundImage.includes('linear-gradient')}`;
        });
        const box = document.querySelector<HTMLInputElement>('#settings input[name="group"]')!;
        const summaries = [...document.querySelectorAll('details.dev-notes > summary')].map(
          (summary) =>
            `${getComputedStyle(summary).display} ${getComputedStyle(summary, '::before').content}`,
        );
        return {
          selects: [...new Set(selects)],
          checkbox: getComputedStyle(box).appearance,
          checkedFill: getComputedStyle(box).backgroundColor,
          tick: getComputedStyle(box, '::before').transform,
          summaries: [...new Set(summaries)],
        };
      });
    await page.locator('#settings input[name="group"]').check();
    await settledAnimations(page);
    const drawn = {
      selects: ['none true'],
      checkbox: 'none',
      tick: 'matrix(1, 0, 0, 1, 0, 0)',
      summaries: ['flex ""'],
    };
    assert.deepEqual(await controls(), { ...drawn, checkedFill: 'rgb(29, 78, 216)' }); // --notif-color-accent
    await page.locator('#settings select[name="theme"]').selectOption('dark');
    await settledAnimations(page);
    assert.deepEqual(await controls(), { ...drawn, checkedFill: 'rgb(147, 197, 253)' });
    // By keyboard: Tab from the language reaches the first switch, which shows its focus ring; Space unticks it.
    await page.locator('#settings select[name="locale"]').focus();
    await page.keyboard.press('Tab');
    const focused = page.locator('#settings input[name="group"]');
    assert.equal(await focused.evaluate((el) => el === document.activeElement), true);
    assert.equal(await focused.evaluate((el) => getComputedStyle(el).outlineStyle), 'solid');
    await page.keyboard.press('Space');
    assert.equal(await focused.isChecked(), false);
    await page.close();
  });

  it("folds the developer notes, keeps the push panel's switch on one line, and hides toasts behind the open bell", async () => {
    const page = await openDemo();
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const note of ['#inline-hint', '#log', '#push-tokens-title', '#activity-hint']) {
      assert.equal(await page.locator(note).isVisible(), false, `${note} folded`);
      assert.equal(await page.locator(note).evaluate((el) => el.closest('details') !== null), true, note);
    }
    await page.locator('#push-panel details > summary').click();
    const box = (await page.locator('#push-panel label.toggle input').boundingBox())!;
    const text = (await page.locator('#push-panel label.toggle span').boundingBox())!;
    assert.ok(text.height < 2 * box.height + 8, `one line (${text.height}px)`);
    assert.ok(text.x > box.x + box.width, 'beside its box');
    const forget = page.getByRole('button', { name: "Forget this browser's registration" });
    assert.equal(await forget.evaluate((el) => getComputedStyle(el).borderTopColor), 'rgb(29, 78, 216)');

    await page.locator('#trigger select[name="workflow"]').selectOption('welcome');
    await page.locator('#trigger input[name="name"]').fill('Ada Hidden');
    await page.locator('#trigger button[type="submit"]').click();
    const toast = page.locator('#toasts [part~="toast"]').filter({ hasText: 'Welcome, Ada Hidden!' });
    await toast.waitFor();
    await page.locator('#bell-inbox [part~="bell"]').click();
    await page.locator('#bell-inbox notif-message').first().waitFor();
    await toast.waitFor({ state: 'hidden' });
    await page.close();
  });

  for (const width of [768, 390, 320]) {
    it(`fits ${width} px: nothing wider than the screen, the bell in the header`, async () => {
      const page = await openDemo();
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      assert.ok(scrollWidth <= clientWidth, `${scrollWidth} px of page in ${clientWidth} px`);
      const bell = (await page.locator('#bell-inbox [part~="bell"]').boundingBox())!;
      assert.ok(bell.x + bell.width <= width && bell.y < 64, 'the bell in view, in the header');
      await page.close();
    });
  }

  it('loads without a failed request: every file it asks for is there, its icon included', async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    const inFlight = new Set<unknown>();
    page.on('request', (request) => {
      // The live stream stays open as long as the page does: the network is never idle with it, so it is not waited for.
      if (!new URL(request.url()).pathname.endsWith('/live')) inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(origin);
    await page.locator('#inline-inbox notif-message').first().waitFor();
    await waitFor(() => inFlight.size === 0, {
      timeout: 15_000,
      message: 'every request but the live stream ended',
    });
    assert.deepEqual(failed, []);
    assert.equal(await page.locator('link[rel="icon"]').count(), 1);
    await page.close();
  });

  it('finds a triggered notification in the activity log by its transaction and shows its job timeline', async () => {
    const page = await openDemo();
    await page.locator('#trigger select[name="workflow"]').selectOption('invoice-due');
    await page.locator('#trigger button[type="submit"]').click();
    const sent = await page.locator('#trigger-result', { hasText: 'Sent' }).textContent();
    const transactionId = /transaction ([^\s)]+)/.exec(sent ?? '')?.[1];
    assert.ok(transactionId, `no transaction in "${sent}"`);
    await page.getByRole('button', { name: `Find it: ${transactionId}` }).click();
    const rows = page.locator('#activity [part~="row"]');
    await page.waitForFunction(() => location.hash.includes('transactionId'));
    await rows.first().waitFor();
    assert.equal(await rows.count(), 1);
    await rows.first().click();
    const detail = page.locator('#activity notif-activity-detail');
    await detail.getByText(transactionId).first().waitFor();
    // invoice-due runs four steps; each job lists its execution details, with their statuses in words
    await detail.locator('[part~="jobs"] > li').nth(3).waitFor();
    assert.equal(await detail.locator('[part~="jobs"] > li').count(), 4);
    await detail.getByText('Success').first().waitFor();
    await page.close();
  });

  it('passes an axe audit with no violations', async () => {
    const page = await openDemo();
    // With a toast open (and its "Enable desktop notifications" button), then the bell's panel.
    await page.locator('#trigger button[type="submit"]').click();
    await page.locator('#toasts [part~="toast"]').waitFor();
    await page.locator('#bell-inbox [part~="bell"]').click();
    await page.locator('#bell-inbox notif-message').first().waitFor();
    // Checked once what enters has entered (the toast fades in).
    await settledAnimations(page);
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
        }
      ).axe.run();
      return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    assert.deepEqual(violations, []);
    await page.close();
  });
});
