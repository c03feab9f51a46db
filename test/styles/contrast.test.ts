/**
 * The colours a message row can show, as Chromium renders them from the default tokens, light and dark: text at least
 * 4.5:1 and marks (the unread dot, the menu's icon, an avatar's icon) at least 3:1 against every background the row
 * can have (read, unread, hovered), initials 4.5:1 on their avatar, and the avatar told apart from every row
 * background, hovered too. The ratios are WCAG's, computed from the computed colours; axe checks the text as well.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { Message } from '../../src/api/types.js';
import '../../src/entries/inbox.js';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../support/in-process-api.js';
import { messageCards } from '../support/mount-elements.js';
import { localMessage } from '../support/local-message.js';
import { waitFor } from '../support/wait-for.js';
import { expectAccessible } from '../support/accessible.js';

type Rgb = [number, number, number];

/** A computed colour (`rgb(…)`, `rgba(…)` or `color(srgb …)`, as Chromium writes them) as 0–255 channels and alpha. */
function parse(colour: string): { rgb: Rgb; alpha: number } {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(colour);
  if (srgb) {
    const [r, g, b] = [srgb[1], srgb[2], srgb[3]].map((c) => Number(c) * 255) as Rgb;
    return { rgb: [r, g, b], alpha: srgb[4] === undefined ? 1 : Number(srgb[4]) };
  }
  const rgb = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(colour);
  if (!rgb) throw new Error(`not a colour this test reads: ${colour}`);
  return {
    rgb: [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])],
    alpha: rgb[4] === undefined ? 1 : Number(rgb[4]),
  };
}

/** `colour` painted over the opaque `under`. */
function over(colour: string, under: Rgb): Rgb {
  const { rgb, alpha } = parse(colour);
  return rgb.map((c, i) => c * alpha + under[i]! * (1 - alpha)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two opaque colours. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];

/** A message of its own (a store keeps one state per id), seen, so only the unread mark shows. */
function message(overrides: Record<string, unknown> = {}): Message {
  return localMessage({
    _id: `contrast-${Math.random().toString(36).slice(2)}`,
    seen: true,
    createdAt: new Date(Date.now() - 7 * 60_000).toISOString(),
    ...overrides,
  });
}

function part(el: Element, name: string): Element {
  const found = el.shadowRoot!.querySelector(`[part~="${name}"]`);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

const style = (el: Element) => getComputedStyle(el);

/** An inbox of `subscriber-ada` on the local API, in `theme`. */
const inbox = (api: InProcessApi, theme: 'light' | 'dark', mode: 'inline' | 'popover') =>
  html`<notif-inbox
    mode=${mode}
    theme=${theme}
    base-url=${uniqueBaseUrl()}
    subscriber-id="subscriber-ada"
    api-key=${DEV_KEY}
    poll-interval="0"
    .fetch=${api.fetch}
  ></notif-inbox>`;

describe('contrast of a message row, on every background it can have', () => {
  afterEach(() => resetMouse());

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: text 4.5:1, marks 3:1, and an avatar that stays distinct, read, unread and hovered`, async () => {
      const api = inProcessApi();
      const el = await fixture<NotifInbox>(inbox(api, theme, 'inline'));
      const panel = over(style(part(el, 'panel')).backgroundColor, WHITE);
      const [unread, read] = (await messageCards(
        api.fetch,
        [message({ read: false }), message({ read: true, payload: {}, subject: 'Your export is ready' })],
        theme,
      )) as [NotifMessage, NotifMessage];
      const rows = unread.parentElement!;

      const measured: string[] = [];
      const check = (what: string, foreground: Rgb, background: Rgb, minimum: number) => {
        const ratio = contrast(foreground, background);
        measured.push(`${what}: ${ratio.toFixed(2)}`);
        expect(ratio, `${theme}, ${what}`).to.be.at.least(minimum);
      };

      const backgrounds = async (row: NotifMessage, name: string) => {
        const base = part(row, 'base');
        const plain = over(style(base).backgroundColor, panel);
        row.scrollIntoView({ block: 'center' });
        const box = row.getBoundingClientRect();
        // The background before the hover, read before the pointer moves: a driver that answers slowly (under load)
        // may return once the hover's transition has already run, and the colour read then is the hovered one.
        const before = style(base).backgroundColor;
        await sendMouse({ type: 'move', position: [Math.round(box.left + 5), Math.round(box.top + 5)] });
        // Read once the background's transition has run: reading mid-way gives a blend of the two colours.
        await waitFor(() => base.getAnimations().length > 0 || style(base).backgroundColor !== before, {
          message: `${theme}, ${name}: the hover's background to start`,
        });
        await Promise.all(base.getAnimations().map((animation) => animation.finished));
        const hovered = over(style(base).backgroundColor, panel);
        expect(hovered, `${theme}, ${name}: hovering shows`).not.to.deep.equal(plain);
        await resetMouse();
        return [
          [name, plain],
          [`${name} hovered`, hovered],
        ] as const;
      };

      for (const row of [unread, read]) {
        const name = row === unread ? 'unread row' : 'read row';
        for (const [label, background] of await backgrounds(row, name)) {
          check(`${label}: subject`, over(style(part(row, 'subject')).color, background), background, 4.5);
          check(`${label}: body`, over(style(part(row, 'body')).color, background), background, 4.5);
          check(`${label}: time`, over(style(part(row, 'time')).color, background), background, 4.5);
          check(
            `${label}: mark button icon`,
            over(style(part(row, 'mark-button')).color, background),
            background,
            3,
          );
          if (row === unread)
            check(
              `${label}: unread dot`,
              over(style(part(row, 'unread-indicator')).backgroundColor, background),
              background,
              3,
            );
          const avatar = over(style(part(row, 'avatar')).backgroundColor, background);
          const mark = over(style(part(row, 'avatar')).color, avatar);
          check(
            `${label}: avatar ${row === unread ? 'initials' : 'icon'}`,
            mark,
            avatar,
            row === unread ? 4.5 : 3,
          );
          // Not a WCAG figure: the avatar's disc must not melt into the row's background when the row is hovered.
          const apart = contrast(avatar, background);
          measured.push(`${label}: avatar on the row ${apart.toFixed(2)}`);
          expect(apart, `${theme}, ${label}: the avatar stays`).to.be.at.least(1.1);
        }
      }

      // The rest of the panel: the selected and other tab, the unread count on the tab, Mark all as read.
      const tabs = [...el.shadowRoot!.querySelectorAll('[role="tab"]')];
      check('selected tab', over(style(tabs[0]!).color, panel), panel, 4.5);
      check('other tab', over(style(tabs[1]!).color, panel), panel, 4.5);
      check('mark all as read', over(style(part(el, 'mark-all')).color, panel), panel, 4.5);
      await expectAccessible(rows);
      console.warn(`${theme}: ${measured.join('; ')}`);
    });
  }
});

describe('the bell on the bar it stands on', () => {
  afterEach(() => resetMouse());

  // A dark bar on a light page, a light one, and a brand-coloured one: the page's text colour on each.
  const bars = [
    { name: 'a dark bar of a light page', background: 'rgb(34, 34, 51)', text: 'rgb(255, 255, 255)' },
    { name: 'a light bar', background: 'rgb(255, 255, 255)', text: 'rgb(31, 41, 55)' },
    { name: 'a brand-coloured bar', background: 'rgb(29, 78, 216)', text: 'rgb(255, 255, 255)' },
  ];
  for (const bar of bars)
    for (const theme of ['light', 'dark'] as const) {
      it(`${bar.name}, ${theme} theme: the bell in the bar's text colour, its hover and its focus ring 3:1`, async () => {
        const api = inProcessApi();
        const page = await fixture<HTMLElement>(
          html`<header style="display: flex; padding: 8px; background: ${bar.background}; color: ${bar.text}">
            <button>Menu</button>
            ${inbox(api, theme, 'popover')}
          </header>`,
        );
        const bellInbox = page.querySelector<NotifInbox>('notif-inbox')!;
        await bellInbox.updateComplete;
        const bell = part(bellInbox, 'bell') as HTMLElement;
        const background = parse(bar.background).rgb;
        expect(style(bell).color, 'the bell takes the text colour around it').to.equal(bar.text);
        const icon = over(style(bell).color, background);
        expect(contrast(icon, background), 'the bell on the bar').to.be.at.least(3);
        // The panel keeps the theme's text, whatever the bar's.
        expect(style(part(bellInbox, 'panel')).color).to.equal(
          theme === 'light' ? 'rgb(17, 24, 39)' : 'rgb(244, 244, 245)',
        );

        const box = bell.getBoundingClientRect();
        await sendMouse({
          type: 'move',
          position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
        });
        await waitFor(() => style(bell).backgroundColor !== 'rgba(0, 0, 0, 0)');
        const hovered = over(style(bell).backgroundColor, background);
        expect(contrast(icon, hovered), 'the bell on its hover tint').to.be.at.least(3);
        expect(contrast(hovered, background), 'the hover tint shows').to.be.above(1.1);
        await resetMouse();

        page.querySelector('button')!.focus();
        await sendKeys({ press: 'Tab' });
        expect(bellInbox.shadowRoot!.activeElement).to.equal(bell);
        const ring = parse(style(bell).outlineColor).rgb;
        expect(style(bell).outlineStyle).to.equal('solid');
        expect(contrast(ring, background), 'the focus ring on the bar').to.be.at.least(3);

        // A page that names its focus colour gets it.
        bellInbox.style.setProperty('--notif-color-focus', 'rgb(245, 158, 11)');
        expect(style(bell).outlineColor).to.equal('rgb(245, 158, 11)');
      });
    }
});
