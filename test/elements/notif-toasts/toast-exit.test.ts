/**
 * How a toast leaves: a short fade (opacity and a small move) where it was, none when motion is to be reduced; the
 * toast is out of the accessibility tree and the pointer's way from the moment it leaves, and the next toast takes
 * its node at once.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { NotifToasts } from '../../../src/elements/notif-toasts/notif-toasts.js';
import '../../../src/index.js';
import { requireCapability } from '../../support/capabilities.js';
import { inProcessApi } from '../../support/in-process-api.js';
import { clearNotifStorage } from '../../support/push-stubs.js';
import { mountToasts, toastCards, toasts, welcome } from '../../support/toasts.js';
import { waitFor } from '../../support/wait-for.js';

const leaving = (el: NotifToasts) => el.shadowRoot!.querySelector<HTMLElement>('.leaving');

/** Toasts with one toast shown, its card rendered. */
async function oneToast(position = 'bottom-end'): Promise<NotifToasts> {
  const api = inProcessApi();
  const el = await mountToasts(api, { position });
  await welcome(api, 'Fading');
  await waitFor(() => toastCards(el)[0]?.shadowRoot?.querySelector('[part~="subject"]'), {
    message: 'a toast',
  });
  return el;
}

describe('<notif-toasts> leaving', () => {
  afterEach(() => clearNotifStorage());

  for (const [position, move] of [
    ['bottom-end', 8],
    ['top-start', -8],
  ] as const)
    it(`fades a dismissed toast out where it was, hidden from assistive technology and the pointer at once (${position})`, async () => {
      const el = await oneToast(position);
      const toast = toasts(el)[0]!;
      const was = toast.getBoundingClientRect();
      toast.querySelector<HTMLButtonElement>('[part~="dismiss"]')!.click();
      await el.updateComplete;

      expect(toasts(el), 'no toast shown').to.have.length(0);
      const copy = leaving(el);
      expect(copy, 'a copy fading out').to.not.equal(null);
      expect(copy!.inert, 'inert: out of the accessibility tree, no focus, no clicks').to.equal(true);
      const box = copy!.getBoundingClientRect();
      expect(box.left).to.be.closeTo(was.left, 0.5);
      expect(box.width).to.be.closeTo(was.width, 0.5);
      // Where it was, give or take the few pixels it has moved since.
      expect(box.top).to.be.closeTo(was.top, 9);
      const hit = el.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(hit === null || !copy!.contains(hit), 'the pointer goes through it').to.equal(true);

      const [fade] = copy!.getAnimations();
      expect(fade, 'an animation').to.not.equal(undefined);
      const timing = fade!.effect!.getComputedTiming();
      expect(timing.duration).to.equal(150);
      // Where it ends: transparent, moved a little towards where toasts come from.
      fade!.pause();
      fade!.currentTime = 150;
      expect(getComputedStyle(copy!).opacity).to.equal('0');
      expect(new DOMMatrix(getComputedStyle(copy!).transform).m42).to.equal(move);
      fade!.play();

      await waitFor(() => leaving(el) === null, { message: 'the copy gone once faded' });
      expect(el.shadowRoot!.querySelector('[part~="stack"]'), 'the stack gone with it').to.equal(null);
    });

  it('takes a toast away at once, without a fade, when motion is to be reduced', async function () {
    await requireCapability(this, 'media emulation');
    const el = await oneToast();
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
      toasts(el)[0]!.querySelector<HTMLButtonElement>('[part~="dismiss"]')!.click();
      await el.updateComplete;
      expect(toasts(el)).to.have.length(0);
      expect(leaving(el), 'no copy').to.equal(null);
      expect(el.shadowRoot!.querySelector('[part~="stack"]')).to.equal(null);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
