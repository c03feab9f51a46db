/**
 * The layout of a toast: the message's text takes the card's width (no column for the unread dot or for the dismiss
 * button), and the dismiss button, laid over the top inline-end corner, stays a named target big enough to touch,
 * clear of the subject, in either direction; the desktop button is a 40 px target too.
 */
import { expect } from '@open-wc/testing';
import type { NotifToasts } from '../../../src/elements/notif-toasts/notif-toasts.js';
import '../../../src/index.js';
import { inProcessApi } from '../../support/in-process-api.js';
import { clearNotifStorage } from '../../support/push-stubs.js';
import { stubNotifications } from '../../support/notification-stub.js';
import { mountToasts, toastCards, toasts, welcome } from '../../support/toasts.js';
import { waitFor } from '../../support/wait-for.js';

/** The toast's parts that the layout places, once its card has rendered. */
async function shownToast(el: NotifToasts) {
  await waitFor(() => toastCards(el)[0]?.shadowRoot?.querySelector('[part~="body"]'), { message: 'a toast' });
  const card = toastCards(el)[0]!.shadowRoot!;
  return {
    toast: toasts(el)[0]!,
    subject: card.querySelector<HTMLElement>('[part~="subject"]')!,
    body: card.querySelector<HTMLElement>('[part~="body"]')!,
    dot: card.querySelector<HTMLElement>('[part~="unread-indicator"]'),
    dismiss: toasts(el)[0]!.querySelector<HTMLButtonElement>('[part~="dismiss"]')!,
  };
}

/** `box` less its padding: where the text is. */
function contentBox(element: HTMLElement): DOMRect {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const left = parseFloat(style.paddingLeft);
  const right = parseFloat(style.paddingRight);
  return new DOMRect(box.x + left, box.y, box.width - left - right, box.height);
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('<notif-toasts> layout', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    clearNotifStorage();
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`gives the text the card's width, the dismiss button its corner (${dir})`, async () => {
      document.documentElement.dir = dir;
      const api = inProcessApi();
      const el = await mountToasts(api);
      await welcome(api, 'Wide');
      const { toast, subject, body, dot, dismiss } = await shownToast(el);
      const card = toast.getBoundingClientRect();
      expect(card.width).to.be.closeTo(360, 0.5);

      // The text column: the card less its avatar and paddings, nothing beside it.
      expect(body.getBoundingClientRect().width).to.be.at.least(289);
      expect(dot === null || dot.getBoundingClientRect().width === 0, 'no unread dot').to.equal(true);

      // The button: at the corner of the reading direction's end, named, at least 24 px (32 drawn, 40 to touch),
      // over the card rather than beside it, and never over the subject's text.
      const button = dismiss.getBoundingClientRect();
      expect(dismiss.getAttribute('aria-label')).to.equal('Dismiss notification');
      expect(button.width).to.be.at.least(24);
      expect(button.height).to.be.at.least(24);
      expect(button.top - card.top).to.be.lessThan(8);
      if (dir === 'ltr') expect(card.right - button.right).to.be.lessThan(8);
      else expect(button.left - card.left).to.be.lessThan(8);
      expect(overlap(contentBox(subject), button), 'the subject clear of the button').to.equal(false);
      // Its touch target reaches past what is drawn: 3 px under the drawn box still hits it.
      const under = el.shadowRoot!.elementFromPoint(button.left + button.width / 2, button.bottom + 3);
      expect(under === dismiss, 'a 40 px target').to.equal(true);
    });
  }

  it('gives the desktop button a target 40 px high however its text is set', async () => {
    const notifications = stubNotifications('default');
    try {
      const api = inProcessApi();
      const el = await mountToasts(api, { desktop: true });
      await welcome(api, 'Tall enough');
      await shownToast(el);
      const button = await waitFor(
        () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="desktop-button"]')!,
        { message: 'the desktop button' },
      );
      const box = button.getBoundingClientRect();
      expect(box.height, 'drawn smaller than its target').to.be.lessThan(40);
      const x = box.left + box.width / 2;
      const middle = box.top + box.height / 2;
      for (const y of [middle - 19, middle + 19])
        expect(el.shadowRoot!.elementFromPoint(x, y) === button, `at ${y - middle} px`).to.equal(true);
    } finally {
      notifications.restore();
    }
  });
});
