/**
 * How a message row reads: one mark for unread, row actions that show where the pointer hovers (and always where it
 * cannot), and a subject and body clamped to a few lines whose whole text stays reachable.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { Message } from '../../../src/api/types.js';
import '../../../src/entries/message.js';
import type { NotifMessage } from '../../../src/elements/notif-message/notif-message.js';
import { inProcessApi } from '../../support/in-process-api.js';
import { messageCards } from '../../support/mount-elements.js';
import { requireCapability } from '../../support/capabilities.js';
import { localMessage } from '../../support/local-message.js';
import { waitFor } from '../../support/wait-for.js';

/** A message of its own (a store keeps one state per id), seen, so only the unread mark shows. */
function message(overrides: Record<string, unknown> = {}): Message {
  return localMessage({ _id: `look-${Math.random().toString(36).slice(2)}`, seen: true, ...overrides });
}

function part(el: NotifMessage, name: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

/** Message cards with a session (so they have their mark button), in a column as wide as an inbox's. */
function cards(...messages: Message[]): Promise<NotifMessage[]> {
  return messageCards(inProcessApi().fetch, messages);
}

describe('<notif-message> look', () => {
  afterEach(() => resetMouse());

  it('marks an unread message with the dot and a subject a step heavier (500, under the titles’ 600), a read one regular and a step muted', async () => {
    const [unread, read] = await cards(message({ read: false }), message({ read: true }));
    expect(getComputedStyle(part(unread!, 'base')).backgroundColor).to.equal(
      getComputedStyle(part(read!, 'base')).backgroundColor,
    );
    const weight = (card: NotifMessage) => Number(getComputedStyle(part(card, 'subject')).fontWeight);
    expect(weight(unread!)).to.equal(500);
    expect(weight(read!)).to.equal(400);
    expect(getComputedStyle(part(read!, 'subject')).color, 'a step muted').not.to.equal(
      getComputedStyle(part(unread!, 'subject')).color,
    );
    expect(part(unread!, 'unread-indicator').getBoundingClientRect().width).to.be.greaterThan(0);
    expect(read!.shadowRoot!.querySelector('[part~="unread-indicator"]')).to.equal(null);
  });

  it('puts the body under the subject, smaller and muted, and the time smaller still', async () => {
    const [card] = await cards(message());
    const [subject, body, time] = ['subject', 'body', 'time'].map((name) =>
      getComputedStyle(part(card!, name)),
    );
    expect(parseFloat(body!.fontSize)).to.be.lessThan(parseFloat(subject!.fontSize));
    expect(parseFloat(time!.fontSize)).to.be.lessThan(parseFloat(body!.fontSize));
    expect(body!.color).not.to.equal(subject!.color);
    expect(part(card!, 'body').getBoundingClientRect().top).to.be.at.least(
      part(card!, 'subject').getBoundingClientRect().bottom,
    );
  });

  it('shows the row’s mark button on hover and on focus where the pointer hovers, and never covers the text', async function () {
    await requireCapability(this, 'a pointer that hovers');
    const [card, other] = await cards(message(), message());
    const button = () => part(card!, 'mark-button');
    // Transitions end at once here: what is read is where the opacity goes, not how.
    const opacity = (element: HTMLElement) => getComputedStyle(element).opacity;
    await waitFor(() => opacity(button()) === '0', { message: 'the button hidden at rest' });

    const box = card!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + 10)] });
    await waitFor(() => opacity(button()) === '1', { message: 'the button shown on hover' });
    expect(opacity(part(other!, 'mark-button'))).to.equal('0');
    // The button has a column of its own: the text ends before it, hovered or not.
    expect(part(card!, 'subject').getBoundingClientRect().right).to.be.at.most(
      button().getBoundingClientRect().left,
    );
    await resetMouse();
    await waitFor(() => opacity(button()) === '0', { message: 'the button hidden again' });

    card!.focus();
    await sendKeys({ press: 'Shift' }); // keyboard focus, as Tab gives it
    await waitFor(() => opacity(button()) === '1', { message: 'the button shown on keyboard focus' });
  });

  it('puts the mark button’s tooltip above or below the row’s text, never over it, left to right and right to left', async () => {
    const long =
      'A body long enough to fill the whole width of its column and wrap onto a second line of the row.';
    for (const dir of ['ltr', 'rtl']) {
      const rows = await cards(message({ body: long }), message({ body: long }), message({ body: long }));
      rows[0]!.parentElement!.dir = dir;
      for (const [index, card] of rows.entries()) {
        const button = part(card, 'mark-button');
        button.focus();
        await sendKeys({ press: 'Shift' }); // keyboard focus, which shows the tooltip as hover does
        const tip = getComputedStyle(button, '::after');
        await waitFor(() => !['none', 'normal'].includes(tip.content), {
          message: `the tooltip of row ${index} (${dir})`,
        });
        // The tooltip's box, from its insets in the box it is placed in (the button's or, without a position, the card's).
        const placer = getComputedStyle(button).position === 'static' ? card : button;
        const box = placer.getBoundingClientRect();
        const left = box.left + placer.clientLeft;
        const top = box.top + placer.clientTop;
        const shown = {
          left: left + parseFloat(tip.left),
          right: left + placer.clientWidth - parseFloat(tip.right),
          top: top + parseFloat(tip.top),
          bottom: top + placer.clientHeight - parseFloat(tip.bottom),
        };
        expect(shown.right - shown.left, 'a tooltip of a width').to.be.greaterThan(20);
        for (const name of ['subject', 'body']) {
          const text = part(card, name).getBoundingClientRect();
          const overlaps =
            shown.left < text.right - 0.5 &&
            text.left < shown.right - 0.5 &&
            shown.top < text.bottom - 0.5 &&
            text.top < shown.bottom - 0.5;
          expect(overlaps, `row ${index}'s tooltip over its ${name} (${dir})`).to.equal(false);
        }
      }
    }
  });

  it('hides the row’s mark button only where the pointer can hover: the rule that hides it is in (hover: hover)', () => {
    const Message = customElements.get('notif-message') as unknown as {
      elementStyles: { styleSheet?: CSSStyleSheet }[];
    };
    const hidingRules: string[] = [];
    const visit = (rules: CSSRuleList, media: string | undefined) => {
      for (const rule of [...rules]) {
        if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText);
        else if (
          rule instanceof CSSStyleRule &&
          /mark-button/.test(rule.selectorText) &&
          rule.style.opacity === '0'
        )
          hidingRules.push(media ?? 'everywhere');
      }
    };
    for (const { styleSheet } of Message.elementStyles) visit(styleSheet!.cssRules, undefined);
    expect(hidingRules).to.deep.equal(['(hover: hover)']);
  });

  it('clamps a long subject and a long body to two lines each, the whole text as their tooltip', async () => {
    const longSubject = `Quarterly planning: ${'infrastructure budget, hiring and the migration of services, '.repeat(6)}`;
    const longBody = `Could you check the numbers? ${'The estimate assumes the same growth as last quarter. '.repeat(12)}`;
    const [long, short] = await cards(message({ subject: longSubject, content: longBody }), message());
    // Measured by one ResizeObserver, in one round for both cards: once the long one has its tooltips, the short
    // one was measured too.
    await waitFor(() => part(long!, 'subject').title && part(long!, 'body').title, {
      message: 'the long card to be measured as cut',
    });
    const lines = (element: HTMLElement) =>
      Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
    expect(lines(part(long!, 'subject'))).to.equal(2);
    expect(lines(part(long!, 'body'))).to.equal(2);
    expect(part(long!, 'subject').title).to.equal(longSubject);
    expect(part(long!, 'body').title).to.equal(longBody);
    // The whole text is in the DOM, for assistive technology.
    expect(part(long!, 'body').textContent).to.equal(longBody);
    // Text that fits has no tooltip.
    expect(part(short!, 'subject').hasAttribute('title')).to.equal(false);
    expect(part(short!, 'body').hasAttribute('title')).to.equal(false);

    // Another, shorter subject fits: its tooltip goes.
    long!.message = message({ subject: 'Short now', content: longBody });
    await long!.updateComplete;
    await waitFor(() => !part(long!, 'subject').hasAttribute('title'), {
      message: 'the tooltip of the subject that now fits to go',
    });
    expect(part(long!, 'body').title, 'the body, still cut, keeps its tooltip').to.equal(longBody);
  });
});
