/**
 * How the popover panel leaves: a 100 ms fade where it stands, the focus back on the bell at once, and nothing left
 * on the page once it ended; no fade at all when motion is to be reduced (docs/decisions.md#popover-placement). An
 * engine that cannot keep an element shown while it fades to `display: none` takes the panel away at once.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import { requireCapability } from '../../support/capabilities.js';
import { inProcessApi } from '../../support/in-process-api.js';
import { popoverInbox } from '../../support/mount-elements.js';
import { waitFor } from '../../support/wait-for.js';

const part = (el: NotifInbox, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

/** A popover inbox, opened from its bell by the keyboard, its first rows shown. */
async function openedByKeyboard(): Promise<NotifInbox> {
  const el = await popoverInbox(inProcessApi().fetch);
  part(el, 'bell').focus();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length > 0, { message: 'rows' });
  await waitFor(() => part(el, 'panel').getAnimations().length === 0, { message: 'opened' });
  return el;
}

/** Escape pressed where the focus is, inside the open panel. */
const pressEscape = (el: NotifInbox) =>
  el.shadowRoot!.activeElement!.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
  );

/** The panel's running opacity transition, if any. */
const fade = (panel: HTMLElement) =>
  panel.getAnimations().find((animation) => (animation as CSSTransition).transitionProperty === 'opacity') as
    CSSTransition | undefined;

describe('<notif-inbox> popover leaving', () => {
  it('fades out where it stood in 100 ms, with the focus back on the bell at once, then is gone', async function () {
    await requireCapability(this, 'a fade out to display none');
    const el = await openedByKeyboard();
    const panel = part(el, 'panel');
    const was = panel.getBoundingClientRect();
    // Escape as a key event in this task, so the 100 ms fade is read before it can end on a slow machine.
    pressEscape(el);
    await el.updateComplete;

    expect(el.open, 'closed').to.equal(false);
    expect(el.shadowRoot!.activeElement, 'the focus on the bell').to.equal(part(el, 'bell'));
    const transition = fade(panel);
    expect(transition, 'an opacity transition').to.not.equal(undefined);
    expect(transition!.effect!.getComputedTiming().duration).to.equal(100);
    const box = panel.getBoundingClientRect();
    expect(box.top, 'where it stood').to.be.closeTo(was.top, 0.5);
    expect(box.left).to.be.closeTo(was.left, 0.5);
    expect(box.width).to.be.closeTo(was.width, 0.5);
    transition!.pause();
    transition!.currentTime = 100;
    expect(getComputedStyle(panel).opacity, 'transparent at its end').to.equal('0');
    transition!.play();

    await waitFor(() => panel.getBoundingClientRect().width === 0, { message: 'the panel gone once faded' });
    expect(getComputedStyle(panel).display).to.equal('none');
  });

  it('takes the panel away at once, without a fade, when motion is to be reduced', async function () {
    await requireCapability(this, 'media emulation');
    const el = await openedByKeyboard();
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
      pressEscape(el);
      await el.updateComplete;
      const panel = part(el, 'panel');
      expect(fade(panel), 'no fade').to.equal(undefined);
      expect(getComputedStyle(panel).display).to.equal('none');
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'bell'));
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
