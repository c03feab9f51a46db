/**
 * The toasts' time on screen, on a fake clock: a toast leaves after `duration`, but its time stands still while the
 * stack is hovered or focused or the page hidden, and one waiting behind "+N more" starts its time when it shows; a
 * toast whose message was read elsewhere leaves at once (docs/decisions.md#toasts).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import type { Message } from '../../../src/api/types.js';
import { ToastStack } from '../../../src/elements/notif-toasts/toast-stack.js';
import '../../../src/entries/message.js'; // the toasts' cards: a class module registers no tag
import { toastsStrings } from '../../../src/i18n/toasts-strings.js';
import { FakeClock } from '../../support/fake-clock.js';
import { stubVisibility } from '../../support/notification-stub.js';

const DURATION = 1000;

const message = (id: string): Message =>
  ({ _id: id, subject: `Subject ${id}`, content: 'Body', read: false, seen: false }) as unknown as Message;

/** A host for the stack alone: its messages, which of them were read, and a fake clock. */
class StackHost extends LitElement {
  static override styles = [];
  clock = new FakeClock(Date.now());
  max = 2;
  readonly read = new Set<string>();
  readonly stack = new ToastStack(this, {
    duration: () => DURATION,
    max: () => this.max,
    settled: (id) => this.read.has(id),
    clock: this.clock,
  });

  override render() {
    return this.stack.render({
      position: 'bottom-end',
      strings: toastsStrings,
      message,
      format: String,
      offerDesktop: false,
      onEnableDesktop: () => undefined,
    });
  }
}
customElements.define('test-toast-stack', StackHost);

function shownIds(host: StackHost): string[] {
  return [...host.shadowRoot!.querySelectorAll<HTMLElement>('[part~="toast"]')].map(
    (toast) => toast.dataset.id!,
  );
}

async function mount(...ids: string[]): Promise<StackHost> {
  const host = await fixture<StackHost>(html`<test-toast-stack></test-toast-stack>`);
  host.stack.show(ids);
  await host.updateComplete;
  return host;
}

/** Moves the real mouse to the middle of `element`. */
async function hover(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'move',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

describe('the stack of toasts', () => {
  afterEach(() => resetMouse());

  it('shows the newest `max`, "+N more" for the others, each leaving after its time; the waiting one gets all of its own', async () => {
    const host = await mount('c', 'b', 'a'); // newest first, as arrivals come
    expect(shownIds(host)).to.deep.equal(['b', 'c']);
    expect(host.shadowRoot!.querySelector('[part~="more"]')!.textContent!.trim()).to.equal('+1 more');
    await host.clock.advance(DURATION - 1);
    await host.updateComplete;
    expect(shownIds(host)).to.deep.equal(['b', 'c']);
    await host.clock.advance(1);
    await host.updateComplete;
    expect(shownIds(host), 'the waiting one shows').to.deep.equal(['a']);
    expect(host.shadowRoot!.querySelector('[part~="more"]')).to.equal(null);
    await host.clock.advance(DURATION - 1);
    await host.updateComplete;
    expect(shownIds(host), 'with a whole duration of its own').to.deep.equal(['a']);
    await host.clock.advance(1);
    await host.updateComplete;
    expect(shownIds(host)).to.deep.equal([]);
  });

  it('stops the time while the stack is hovered, and goes on with what was left', async () => {
    const host = await mount('a');
    await host.clock.advance(400);
    await hover(host.shadowRoot!.querySelector('[part~="toast"]')!);
    await host.clock.advance(10 * DURATION);
    await host.updateComplete;
    expect(shownIds(host), 'held while hovered').to.deep.equal(['a']);
    await sendMouse({ type: 'move', position: [0, 0] });
    await host.clock.advance(DURATION - 400 - 1);
    await host.updateComplete;
    expect(shownIds(host)).to.deep.equal(['a']);
    await host.clock.advance(1);
    await host.updateComplete;
    expect(shownIds(host)).to.deep.equal([]);
  });

  it('stops the time while a toast holds the focus', async () => {
    const host = await mount('a', 'b');
    const focused = host.shadowRoot!.querySelector<HTMLElement>('notif-message')!;
    focused.focus();
    expect(host.shadowRoot!.activeElement, 'the toast took the focus').to.equal(focused);
    await host.clock.advance(10 * DURATION);
    await host.updateComplete;
    expect(shownIds(host), 'held while focused').to.have.length(2);
    // The focused element itself lets go (blur() on the page's active element, the shadow host, does not do it in
    // every engine).
    focused.blur();
    expect(host.shadowRoot!.activeElement, 'the toast let the focus go').to.equal(null);
    await host.clock.advance(DURATION);
    await host.updateComplete;
    expect(shownIds(host)).to.deep.equal([]);
  });

  it('stops the time while the page is hidden', async () => {
    const visibility = stubVisibility();
    try {
      const host = await mount('a');
      visibility.set('hidden');
      await host.clock.advance(10 * DURATION);
      await host.updateComplete;
      expect(shownIds(host), 'held while hidden').to.deep.equal(['a']);
      visibility.set('visible');
      await host.clock.advance(DURATION);
      await host.updateComplete;
      expect(shownIds(host)).to.deep.equal([]);
    } finally {
      visibility.restore();
    }
  });

  it('lets a toast go as soon as its message is read elsewhere', async () => {
    const host = await mount('a', 'b');
    host.read.add('a');
    host.requestUpdate();
    await host.updateComplete;
    expect(shownIds(host)).to.deep.equal(['b']);
  });
});
