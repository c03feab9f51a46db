import { expect } from '@open-wc/testing';
import type { Message } from '../../../src/api/types.js';
import { BLOCK_LIMIT, initialsOf, readMessage } from '../../../src/elements/shared/message-view.js';
import { localMessage } from '../../support/local-message.js';

const PAGE = 'https://app.example.com/inbox/';

/** A complete, valid in-app message with a redirect and an avatar; tests override what they look at. */
function message(overrides: Record<string, unknown> = {}): Message {
  return localMessage({
    _id: 'msg-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    cta: { type: 'redirect', data: { url: '/projects/1' } },
    payload: { author: 'Grace Hopper', avatar: 'https://cdn.example.net/grace.png' },
    ...overrides,
  });
}

describe('readMessage', () => {
  it('reads a complete message', () => {
    const view = readMessage(message(), PAGE);
    expect(view.id).to.equal('msg-1');
    expect(view.subject).to.equal('Grace Hopper mentioned you');
    expect(view.blocks).to.deep.equal([{ kind: 'text', text: 'Can you double-check the rounding?' }]);
    expect(view.avatar).to.deep.equal({ href: 'https://cdn.example.net/grace.png', external: true });
    expect(view.initials).to.equal('GH');
    expect(view.channel).to.equal('in_app');
    expect(view.date?.toISOString()).to.equal('2026-11-20T10:00:00.000Z');
    expect(view.unread).to.equal(true);
    expect(view.unseen).to.equal(true);
    expect(view.status).to.equal(undefined);
    expect(view.redirect).to.deep.equal({ href: 'https://app.example.com/projects/1', external: false });
    expect(view.buttons).to.deep.equal([]);
    expect(view.actionDone).to.equal(false);
  });

  it('reads EmailBlock content: text as paragraphs, buttons as links, each with a valid alignment', () => {
    const view = readMessage(
      message({
        content: [
          { type: 'text', content: 'Left', styles: { textAlign: 'left' } },
          { type: 'text', content: 'Center', styles: { textAlign: 'center' } },
          { type: 'text', content: 'Right', styles: { textAlign: 'right' } },
          { type: 'text', content: 'Justified', styles: { textAlign: 'justify' } },
          {
            type: 'button',
            content: 'Read the notes',
            url: 'https://app.example.com/notes',
            styles: { textAlign: 'center' },
          },
          { type: 'button', content: 'Elsewhere', url: 'https://other.example.org/' },
          { type: 'button', content: 'No link' },
          { type: 'button', content: 'Evil', url: 'javascript:alert(1)' },
        ],
      }),
      PAGE,
    );
    expect(view.blocks).to.deep.equal([
      { kind: 'text', text: 'Left', align: 'left' },
      { kind: 'text', text: 'Center', align: 'center' },
      { kind: 'text', text: 'Right', align: 'right' },
      { kind: 'text', text: 'Justified' },
      {
        kind: 'button',
        text: 'Read the notes',
        url: { href: 'https://app.example.com/notes', external: false },
        align: 'center',
      },
      { kind: 'button', text: 'Elsewhere', url: { href: 'https://other.example.org/', external: true } },
      { kind: 'button', text: 'No link' },
      { kind: 'button', text: 'Evil' },
    ]);
  });

  it('skips invalid blocks and keeps the valid ones in order', () => {
    const view = readMessage(
      message({
        content: [
          null,
          42,
          'a string',
          [],
          { type: 'image', content: 'not a block type' },
          { type: 'text' },
          { type: 'text', content: 7 },
          { type: 'text', content: '   ' },
          { content: 'no type' },
          { type: 'text', content: 'kept', styles: 'center' },
          { type: 'text', content: 'also kept', styles: { textAlign: 5 } },
          { type: 'button', content: { text: 'x' }, url: 'https://a.example/' },
        ],
      }),
      PAGE,
    );
    expect(view.blocks).to.deep.equal([
      { kind: 'text', text: 'kept' },
      { kind: 'text', text: 'also kept' },
    ]);
  });

  it('reads content that is neither a string nor an array as no content', () => {
    for (const content of [undefined, null, 5, {}, { type: 'text', content: 'x' }, '', '  ']) {
      expect(readMessage(message({ content }), PAGE).blocks, JSON.stringify(content)).to.deep.equal([]);
    }
  });

  it('keeps markup in strings as text (escaping is the renderer’s job)', () => {
    const view = readMessage(
      message({ subject: '<img src=x onerror=alert(1)>', content: '<b>bold</b>' }),
      PAGE,
    );
    expect(view.subject).to.equal('<img src=x onerror=alert(1)>');
    expect(view.blocks).to.deep.equal([{ kind: 'text', text: '<b>bold</b>' }]);
  });

  it('falls back to the title when there is no subject', () => {
    expect(readMessage(message({ subject: undefined, title: 'A title' }), PAGE).subject).to.equal('A title');
    expect(readMessage(message({ subject: 42, title: ['x'] }), PAGE).subject).to.equal(undefined);
    expect(readMessage(message({ subject: '  ' }), PAGE).subject).to.equal(undefined);
  });

  it('reads action buttons, skipping invalid ones', () => {
    const view = readMessage(
      message({
        cta: {
          action: {
            status: 'pending',
            buttons: [
              { type: 'primary', content: 'Accept', resultContent: 'Accepted' },
              { type: 'secondary', content: 'Decline', resultContent: 3 },
              { type: 'tertiary', content: 'Maybe' },
              { type: 'primary' },
              { type: 'primary', content: '' },
              null,
              'Accept',
            ],
          },
        },
      }),
      PAGE,
    );
    expect(
      view.buttons.map(({ type, content, resultContent }) => ({ type, content, resultContent })),
    ).to.deep.equal([
      { type: 'primary', content: 'Accept', resultContent: 'Accepted' },
      { type: 'secondary', content: 'Decline', resultContent: undefined },
    ]);
    expect(view.actionDone).to.equal(false);
    expect(view.resultType).to.equal(undefined);
  });

  it('hands the original button object to events', () => {
    const accept = { type: 'primary', content: 'Accept' };
    const view = readMessage(message({ cta: { action: { buttons: [accept] } } }), PAGE);
    expect(view.buttons[0].source).to.equal(accept);
  });

  it('reads a done action and its result', () => {
    const buttons = [
      { type: 'primary', content: 'Accept', resultContent: 'Accepted' },
      { type: 'secondary', content: 'Decline' },
    ];
    const done = readMessage(
      message({ cta: { action: { status: 'done', buttons, result: { type: 'secondary' } } } }),
    );
    expect(done.actionDone).to.equal(true);
    expect(done.resultType).to.equal('secondary');

    const noResult = readMessage(message({ cta: { action: { status: 'done', buttons } } }));
    expect(noResult.actionDone).to.equal(true);
    expect(noResult.resultType).to.equal(undefined);

    const badResult = readMessage(
      message({ cta: { action: { status: 'done', buttons, result: { type: 'other' } } } }),
    );
    expect(badResult.resultType).to.equal(undefined);

    // A result without `done` is not shown as done.
    const pending = readMessage(
      message({ cta: { action: { status: 'pending', buttons, result: { type: 'primary' } } } }),
    );
    expect(pending.actionDone).to.equal(false);
    expect(pending.resultType).to.equal(undefined);
  });

  it('redirects only for cta.type "redirect" with a safe URL', () => {
    expect(
      readMessage(message({ cta: { type: 'redirect', data: { url: 'https://x.example/' } } }), PAGE).redirect,
    ).to.deep.equal({ href: 'https://x.example/', external: true });
    for (const cta of [
      { type: 'redirect', data: { url: 'javascript:alert(1)' } },
      { type: 'redirect', data: { url: ' JaVaScRiPt:alert(1)' } },
      { type: 'redirect', data: { url: 'data:text/html,<script>alert(1)</script>' } },
      { type: 'redirect', data: { url: 'vbscript:msgbox(1)' } },
      { type: 'redirect', data: {} },
      { type: 'redirect' },
      { type: 'redirect', data: { url: 42 } },
      { type: 'other', data: { url: 'https://x.example/' } },
      { data: { url: 'https://x.example/' } },
      'redirect',
      null,
    ]) {
      expect(readMessage(message({ cta }), PAGE).redirect, JSON.stringify(cta)).to.equal(undefined);
    }
  });

  it('reads the avatar only when it is a safe URL', () => {
    expect(readMessage(message({ payload: { avatar: '/a.png' } }), PAGE).avatar?.href).to.equal(
      'https://app.example.com/a.png',
    );
    for (const avatar of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 42, { src: 'x' }, '']) {
      expect(readMessage(message({ payload: { avatar } }), PAGE).avatar, JSON.stringify(avatar)).to.equal(
        undefined,
      );
    }
  });

  it('takes initials only from a person: the author, the actor or the user, never a thing’s name', () => {
    expect(readMessage(message({ payload: { author: 'Ada Lovelace' } })).initials).to.equal('AL');
    expect(readMessage(message({ payload: { author: { name: 'Grace Hopper' } } })).initials).to.equal('GH');
    expect(readMessage(message({ payload: { actor: 'Linus Torvalds' } })).initials).to.equal('LT');
    expect(readMessage(message({ payload: { actor: { name: 'Barbara Liskov' } } })).initials).to.equal('BL');
    expect(readMessage(message({ payload: { user: { name: 'Edsger Dijkstra' } } })).initials).to.equal('ED');
    // The first person field that names someone wins, in that order.
    expect(
      readMessage(message({ payload: { user: { name: 'Edsger Dijkstra' }, actor: 'Linus Torvalds' } }))
        .initials,
    ).to.equal('LT');
    // `name` names a thing (an export, a workspace): "Q3 invoices (CSV)" is nobody's "QC".
    expect(readMessage(message({ payload: { name: 'Q3 invoices (CSV)' } })).initials).to.equal(undefined);
    expect(readMessage(message({ payload: { author: 42, name: 'Linus Torvalds' } })).initials).to.equal(
      undefined,
    );
    // A user id is not a name.
    expect(readMessage(message({ payload: { user: 'user_123' } })).initials).to.equal(undefined);
    expect(readMessage(message({ payload: { author: '   ', actor: 'Ada' } })).initials).to.equal('A');
    expect(readMessage(message({ payload: {} })).initials).to.equal(undefined);
    expect(readMessage(message({ payload: 'Ada' })).initials).to.equal(undefined);
    expect(readMessage(message({ payload: undefined })).initials).to.equal(undefined);
  });

  it('reads the status, with the error text only for an error or a warning', () => {
    const error = readMessage(message({ status: 'error', errorText: 'Provider rejected it' }));
    expect(error.status).to.equal('error');
    expect(error.errorText).to.equal('Provider rejected it');
    expect(readMessage(message({ status: 'warning' })).status).to.equal('warning');
    const sent = readMessage(message({ status: 'sent', errorText: 'stale' }));
    expect(sent.status).to.equal(undefined);
    expect(sent.errorText).to.equal(undefined);
    expect(readMessage(message({ status: 'ERROR' })).status).to.equal(undefined);
    expect(readMessage(message({ status: 'error', errorText: 5 })).errorText).to.equal(undefined);
  });

  it('dates the message by its creation, the order of the list, else by its latest delivery', () => {
    const deliveredAt = [
      '2026-11-16T07:53:48.872Z',
      'garbage',
      7,
      '2026-11-21T05:17:48.072Z',
      '2026-11-16T13:53:48.872Z',
    ];
    // Delivered again after it was created: the list still orders it by its creation, and so does its time.
    expect(readMessage(message({ deliveredAt })).date?.toISOString()).to.equal('2026-11-20T10:00:00.000Z');
    expect(readMessage(message({ deliveredAt: [] })).date?.toISOString()).to.equal(
      '2026-11-20T10:00:00.000Z',
    );
    expect(readMessage(message({ createdAt: 'yesterday', deliveredAt })).date?.toISOString()).to.equal(
      '2026-11-21T05:17:48.072Z',
    );
    expect(readMessage(message({ createdAt: 'yesterday' })).date).to.equal(undefined);
    expect(readMessage(message({ createdAt: 1_700_000_000_000, deliveredAt: 'x' })).date).to.equal(undefined);
  });

  it('counts only an explicit false as unread or unseen', () => {
    expect(readMessage(message({ read: true, seen: true }))).to.include({ unread: false, unseen: false });
    expect(readMessage(message({ read: 'false', seen: 0 }))).to.include({ unread: false, unseen: false });
    expect(readMessage(message({ read: undefined, seen: null }))).to.include({
      unread: false,
      unseen: false,
    });
  });

  it('reads only known channels', () => {
    expect(readMessage(message({ channel: 'email' })).channel).to.equal('email');
    expect(readMessage(message({ channel: 'fax' })).channel).to.equal(undefined);
  });

  it('never throws, whatever it is given', () => {
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error('no reading');
        },
      },
    );
    const cases: unknown[] = [
      undefined,
      null,
      0,
      'message',
      [],
      [message()],
      () => 1,
      throwing,
      message({ cta: throwing, payload: throwing, content: [throwing] }),
      message({ cta: { action: { buttons: [throwing] } }, deliveredAt: [throwing] }),
      Object.create(null),
    ];
    for (const value of cases) {
      const view = readMessage(value, PAGE);
      expect(view.blocks).to.be.an('array');
      expect(view.buttons).to.be.an('array');
    }
    expect(readMessage(null)).to.deep.equal({
      blocks: [],
      unread: false,
      unseen: false,
      buttons: [],
      actionDone: false,
    });
  });
});

describe('readMessage with very many blocks and buttons', () => {
  it('keeps the first BLOCK_LIMIT blocks and the text of the rest, one per line', () => {
    const content = Array.from({ length: BLOCK_LIMIT + 3 }, (_, i) => ({ type: 'text', content: `p${i}` }));
    const view = readMessage(message({ content }), PAGE);
    expect(view.blocks).to.have.length(BLOCK_LIMIT);
    expect(view.blocks.at(-1)).to.deep.equal({ kind: 'text', text: `p${BLOCK_LIMIT - 1}` });
    expect(view.moreText).to.equal(`p${BLOCK_LIMIT}\np${BLOCK_LIMIT + 1}\np${BLOCK_LIMIT + 2}`);
    expect(readMessage(message({ content: content.slice(0, BLOCK_LIMIT) }), PAGE).moreText).to.equal(
      undefined,
    );
  });

  it('keeps the first button of each type', () => {
    const buttons = [
      ...Array.from({ length: 1000 }, (_, i) => ({ type: 'primary', content: `Go ${i}` })),
      { type: 'secondary', content: 'Later' },
      { type: 'secondary', content: 'Never' },
    ];
    const view = readMessage(message({ cta: { type: 'redirect', action: { buttons } } }), PAGE);
    expect(view.buttons.map((button) => button.content)).to.deep.equal(['Go 0', 'Later']);
  });
});

describe('initialsOf', () => {
  it('takes the first letter or digit of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).to.equal('AL');
    expect(initialsOf('  margaret   hamilton  ')).to.equal('MH');
    expect(initialsOf('Élodie Ñúñez')).to.equal('ÉÑ');
    expect(initialsOf('@grace (hopper)')).to.equal('GH');
    expect(initialsOf('李 小龙')).to.equal('李小');
    expect(initialsOf('3M')).to.equal('3');
    expect(initialsOf('<img src=x onerror=alert(1)>')).to.equal('IO');
    expect(initialsOf('🎉 ---')).to.equal(undefined);
    expect(initialsOf('')).to.equal(undefined);
    expect(initialsOf(null)).to.equal(undefined);
  });
});
