/**
 * How a group's row sits among message rows (`<notif-inbox group>`), measured on screen: its subject starts where a
 * message's does, with one avatar or two; two stacked avatars each show their initials; it shows the newest
 * message's time; an unread group has the messages' dot (not a count pill) where their dot is; expanded, its messages
 * are indented under its text with their bar inside the panel; a group no person sent has an icon in its avatar's
 * place; its subject takes its own direction as a message's does; and its name says who and what, in the inbox's
 * language.
 */
import { expect } from '@open-wc/testing';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { inProcessApi, type InProcessApi } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';
import { inlineInbox } from '../../support/mount-elements.js';
import { expectAccessible } from '../../support/accessible.js';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { requireCapability } from '../../support/capabilities.js';

const LINUS = 'subscriber-linus';

/** Two threads for Linus: one by one author (one avatar), one by two (two avatars), and an invoice alone. */
async function seed(api: InProcessApi): Promise<void> {
  const comment = (author: string, threadId: string, index: number) =>
    api.client.trigger({
      name: 'comment-mention',
      to: LINUS,
      payload: { author, comment: `Comment ${index}`, threadId },
    });
  await comment('Grace Hopper', 'solo', 1);
  await comment('Grace Hopper', 'solo', 2);
  await api.client.trigger({ name: 'invoice-due', to: LINUS, payload: { amount: '$10', invoice: 'INV-1' } });
  await comment('Alan Turing', 'pair', 3);
  await comment('Katherine Johnson', 'pair', 4);
}

/** An inline inbox 400 px wide in the light theme, grouped or selectable, which does not mark what it shows seen. */
async function inboxOf(
  subscriber: string,
  fetch: typeof globalThis.fetch,
  features: { group?: boolean; selectable?: boolean },
): Promise<NotifInbox> {
  const el = await inlineInbox(fetch, 20, { subscriber, noSeenOnView: true, ...features });
  el.style.inlineSize = '400px';
  el.setAttribute('theme', 'light');
  return el;
}

const left = (element: Element) => element.getBoundingClientRect().left;
/** A group's accessible name, as its button's hidden label says it (the text after it is the button's own). */
const nameOf = (group: Element) => group.querySelector('.visually-hidden')!.textContent!.replace(/, $/, '');

describe('<notif-inbox group> rows beside message rows', () => {
  afterEach(() => localStorage.clear());

  it('lines a group’s subject, avatars, time and dot up with a message’s, and indents its members under its text', async () => {
    const api = inProcessApi();
    await seed(api);
    const el = await inboxOf(LINUS, api.fetch, { group: true });
    const root = el.shadowRoot!;
    await waitFor(() => root.querySelectorAll('[part~="group"]').length === 2, { message: 'two groups' });
    await waitFor(() => root.querySelector('notif-message')?.shadowRoot?.querySelector('[part~="subject"]'), {
      message: 'the invoice’s card',
    });
    const card = root.querySelector('notif-message')!.shadowRoot!;
    const messageSubject = left(card.querySelector('[part~="subject"]')!);
    const messageDot = card.querySelector('[part~="unread-indicator"]')!.getBoundingClientRect();

    const groups = [...root.querySelectorAll<HTMLElement>('[part~="group"]')];
    for (const group of groups) {
      const subject = group.querySelector('[part~="group-subject"]')!;
      expect(left(subject), 'the subject starts where a message’s does').to.be.closeTo(messageSubject, 0.5);
      expect(group.querySelector('[part~="group-time"]')?.textContent?.trim(), 'a time').to.match(/\S/);
      expect(group.querySelector('[part~="group-unread"]')!.textContent!.trim(), 'a dot, no count').to.equal(
        '',
      );
      const dot = group.querySelector('[part~="group-unread"]')!.getBoundingClientRect();
      expect(dot.width).to.be.closeTo(messageDot.width, 0.5);
      expect(dot.left, 'the dot where a message’s is').to.be.closeTo(messageDot.left, 0.5);
    }

    // The pair's two avatars: each initial fully visible, not under the other circle.
    const pair = groups.find((group) => group.querySelectorAll('.avatar').length === 2)!;
    const [first, second] = [...pair.querySelectorAll<HTMLElement>('.avatar')];
    const text = document.createRange();
    text.selectNodeContents(first!);
    const initials = text.getBoundingClientRect();
    // The second is a circle (its ring included): the initials' box must keep out of it.
    const cover = second!.getBoundingClientRect();
    const [cx, cy, radius] = [cover.left + cover.width / 2, cover.top + cover.height / 2, cover.width / 2];
    const nearestX = Math.max(initials.left, Math.min(cx, initials.right));
    const nearestY = Math.max(initials.top, Math.min(cy, initials.bottom));
    expect(first!.textContent!.trim()).to.match(/^[A-Z]{1,2}$/);
    expect(
      Math.hypot(nearestX - cx, nearestY - cy),
      'the first avatar’s initials are not covered',
    ).to.be.above(radius);

    // Expanded: its members indented, their avatars under the group's subject, each row's bar inside the panel.
    const groupSubject = left(pair.querySelector('[part~="group-subject"]')!);
    const toggle = pair.querySelector<HTMLButtonElement>('[part~="group-toggle"]')!;
    toggle.click();
    await waitFor(() => root.querySelectorAll('.row.member notif-message').length === 2, {
      message: 'expanded',
    });
    const members = [...root.querySelectorAll<HTMLElement>('.row.member notif-message')];
    await Promise.all(members.map((member) => (member as unknown as NotifInbox).updateComplete));
    for (const member of members) {
      expect(
        left(member.shadowRoot!.querySelector('[part~="avatar"]')!),
        'under the group’s text',
      ).to.be.closeTo(groupSubject, 0.5);
      const row = member.closest('.row')!;
      const bar = left(row) + parseFloat(getComputedStyle(row, '::after').left);
      expect(bar, 'the bar inside the panel').to.be.greaterThan(left(row) + 16);
      expect(bar, 'the bar before the card').to.be.at.most(left(member) - 3);
    }
    await expectAccessible(el);
  });

  it('draws an icon for a group no person sent, as for such a message', async () => {
    const api = inProcessApi();
    for (const name of ['Linus', 'Linus T.', 'L. Torvalds'])
      await api.client.trigger({
        name: 'welcome',
        to: LINUS,
        payload: { name, url: 'https://example.com/' },
      });
    const el = await inboxOf(LINUS, api.fetch, { group: true });
    const root = el.shadowRoot!;
    const group = await waitFor(() => root.querySelector<HTMLElement>('[part~="group"]')!, {
      message: 'the group',
    });
    const avatar = group.querySelector<HTMLElement>('[part~="group-avatars"] .avatar');
    expect(avatar, 'an avatar in its slot').to.not.equal(null);
    const drawing = avatar!.querySelector('svg')!.getBoundingClientRect();
    expect(drawing.width, 'its icon drawn').to.be.greaterThan(8);
    const box = avatar!.getBoundingClientRect();
    expect(box.width).to.be.closeTo(32, 0.5);
    expect(drawing.left - box.left, 'the icon centred').to.be.closeTo(box.right - drawing.right, 0.5);
    // Named by its newest subject: no person to name, and never the workflow's identifier ("welcome").
    expect(nameOf(group)).to.equal('3 notifications, Welcome, L. Torvalds!, 3 unread');
  });

  it('names a group by the people its messages name, in the inbox’s language', async () => {
    const api = inProcessApi();
    await seed(api);
    const el = await inboxOf(LINUS, api.fetch, { group: true });
    const root = el.shadowRoot!;
    await waitFor(() => root.querySelectorAll('[part~="group"]').length === 2, { message: 'two groups' });
    const names = () => [...root.querySelectorAll('[part~="group"]')].map(nameOf);
    expect(names()).to.deep.equal([
      '2 notifications from Katherine Johnson and 1 other, Katherine Johnson mentioned you, 2 unread',
      '2 notifications from Grace Hopper, Grace Hopper mentioned you, 2 unread',
    ]);
    el.setAttribute('locale', 'de');
    await waitFor(names, {
      until: (said) =>
        said[0] ===
        '2 Benachrichtigungen von Katherine Johnson und 1 weiteren Person, Katherine Johnson mentioned you, 2 ungelesen',
      message: 'the German names',
    });
  });

  it('sets a group’s subject in its own direction, as a message’s, in a right-to-left inbox', async () => {
    const api = inProcessApi();
    await seed(api);
    const el = await inboxOf(LINUS, api.fetch, { group: true });
    el.setAttribute('dir', 'rtl');
    const root = el.shadowRoot!;
    const subject = await waitFor(() => root.querySelector<HTMLElement>('[part~="group-subject"]')!, {
      message: 'a group',
    });
    const card = await waitFor(
      () => root.querySelector('notif-message')!.shadowRoot!.querySelector<HTMLElement>('[part~="subject"]')!,
      { message: 'the invoice’s card' },
    );
    // Where each line of text starts in its box: an English subject from its left in both, not one from the right.
    const textStart = (element: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left - element.getBoundingClientRect().left;
    };
    expect(getComputedStyle(subject).direction).to.equal(getComputedStyle(card).direction);
    expect(getComputedStyle(subject).direction).to.equal('ltr');
    expect(textStart(subject), 'the group’s subject from the left').to.be.closeTo(0, 1);
    expect(textStart(card), 'the message’s subject from the left').to.be.closeTo(0, 1);
  });

  it('paints a hovered selectable row’s background under its checkbox too, as under its message', async function () {
    await requireCapability(this, 'a pointer that hovers');
    const el = await inboxOf('subscriber-ada', inProcessApi().fetch, { selectable: true });
    const root = el.shadowRoot!;
    await waitFor(() => root.querySelector('[part~="checkbox"]') !== null, { message: 'the checkboxes' });
    const checkbox = root.querySelector<HTMLElement>('[part~="checkbox"]')!;
    const row = checkbox.parentElement!;
    const base = row
      .querySelector('notif-message')!
      .shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
    const box = base.getBoundingClientRect();
    const hovered = () => getComputedStyle(base).backgroundColor;
    const rest = hovered();
    try {
      await sendMouse({ type: 'move', position: [Math.round(box.left + 40), Math.round(box.top + 10)] });
      await waitFor(() => hovered() !== rest && hovered() === getComputedStyle(row).backgroundColor, {
        message: `the checkbox's column as the message (${hovered()} / ${getComputedStyle(row).backgroundColor})`,
      });
    } finally {
      await resetMouse();
    }
  });

  it('themes a group’s avatars and dot with the properties that theme a message’s', async () => {
    const api = inProcessApi();
    await seed(api);
    const el = await inboxOf(LINUS, api.fetch, { group: true });
    el.style.setProperty('--notif-message-avatar-background', 'rgb(1, 2, 3)');
    el.style.setProperty('--notif-message-avatar-color', 'rgb(4, 5, 6)');
    el.style.setProperty('--notif-message-avatar-radius', '3px');
    el.style.setProperty('--notif-message-unread-color', 'rgb(7, 8, 9)');
    const root = el.shadowRoot!;
    await waitFor(() => root.querySelectorAll('[part~="group"]').length === 2, { message: 'two groups' });
    await waitFor(() => root.querySelector('notif-message')?.shadowRoot?.querySelector('[part~="avatar"]'), {
      message: 'the invoice’s card',
    });
    const card = root.querySelector('notif-message')!.shadowRoot!;
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color, radius: style.borderTopLeftRadius };
    };
    const messageAvatar = look(card.querySelector('[part~="avatar"]')!);
    expect(messageAvatar).to.deep.equal({ background: 'rgb(1, 2, 3)', color: 'rgb(4, 5, 6)', radius: '3px' });
    for (const avatar of root.querySelectorAll('[part~="group-avatars"] .avatar'))
      expect(look(avatar), 'a group’s avatar').to.deep.equal(messageAvatar);
    const dot = (element: Element) => getComputedStyle(element).backgroundColor;
    expect(dot(card.querySelector('[part~="unread-indicator"]')!)).to.equal('rgb(7, 8, 9)');
    for (const groupDot of root.querySelectorAll('[part~="group-unread"]'))
      expect(dot(groupDot), 'a group’s dot').to.equal('rgb(7, 8, 9)');
  });
});
