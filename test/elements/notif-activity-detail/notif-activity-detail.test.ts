import { expect, fixture, html } from '@open-wc/testing';
import type { ActivityNotification } from '../../../src/api/types.js';
import '../../../src/entries/activity.js';
import type { NotifActivityDetail } from '../../../src/elements/notif-activity-detail/notif-activity-detail.js';
import { expectAccessible } from '../../support/accessible.js';

/** An event as a service might send it: some fields missing, some of the wrong type. */
const event = {
  _id: 'evt-1',
  transactionId: 'txn-1',
  createdAt: '2026-01-02T03:04:05.000Z',
  template: { name: 'Order sync', triggers: [{ type: 'event', identifier: 'order-sync', variables: [] }] },
  subscriber: { subscriberId: 'sub-1', _id: 'x', firstName: 'Grace', email: 42 },
  channels: ['http_request', 7],
  severity: 'low',
  critical: 'yes',
  topics: [{ _topicId: 't', topicKey: 'ops' }, 'not a topic'],
  contextKeys: ['tenant:acme'],
  payload: { orderId: 'ORD-1' },
  jobs: [
    {
      _id: 'job-1',
      type: 'http_request',
      status: 'failed',
      providerId: 'svc',
      step: { _id: 's', active: true, filters: [], _templateId: 's', name: 'Send to the ERP' },
      executionDetails: [
        {
          _id: 'd1',
          status: 'Queued',
          source: 'Internal',
          detail: 'Step queued',
          isRetry: false,
          isTest: false,
        },
        {
          _id: 'd2',
          createdAt: '2026-01-02T03:04:06.000Z',
          status: 'Failed',
          source: 'Webhook',
          detail: 'POST answered 502',
          isRetry: true,
          isTest: true,
          providerId: 'svc',
          raw: '<html><body>502</body></html>',
        },
        'not a detail',
      ],
    },
    {
      _id: 'job-2',
      type: 'delay',
      status: 'mystery',
      step: { metadata: { type: 'regular', amount: 5, unit: 'minutes' } },
    },
  ],
} as unknown as ActivityNotification;

function all(el: NotifActivityDetail, selector: string): Element[] {
  return [...el.shadowRoot!.querySelectorAll(selector)];
}

describe('<notif-activity-detail>', () => {
  it('renders what is valid of an event and skips the rest, never throwing', async () => {
    const el = await fixture<NotifActivityDetail>(
      html`<notif-activity-detail .notification=${event}></notif-activity-detail>`,
    );
    const summary = el.shadowRoot!.querySelector('[part~="summary"]')!.textContent!;
    expect(summary).to.contain('txn-1');
    expect(summary).to.contain('Order sync');
    expect(summary).to.contain('order-sync');
    expect(summary).to.contain('Grace');
    expect(summary).to.not.contain('42');
    expect(summary).to.contain('ops');
    expect(summary).to.not.contain('Critical'); // `critical` is not a boolean here
    const jobs = all(el, '[part~="job"]');
    expect(jobs).to.have.length(2);
    expect(jobs[0]!.querySelectorAll('[part~="entry"]')).to.have.length(3);
    expect(jobs[1]!.querySelector('[part~="metadata"]')!.textContent).to.contain(
      'Waits 5 minutes before the next step.',
    );
    expect(jobs[1]!.textContent).to.contain('No execution details yet.');
    expect(jobs[1]!.querySelector('[part~="job-status"]')!.textContent!.trim()).to.equal('Unknown');
  });

  it('shows each execution detail’s status as icon and text, its flags, and raw text that is not JSON as text', async () => {
    const el = await fixture<NotifActivityDetail>(
      html`<notif-activity-detail .notification=${event}></notif-activity-detail>`,
    );
    const failed = el.shadowRoot!.querySelector('[part~="entry-failed"]')!;
    const status = failed.querySelector('[part~="entry-status"]')!;
    expect(status.textContent!.trim()).to.equal('Failed');
    expect(status.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    expect(failed.textContent).to.contain('Retry attempt');
    expect(failed.textContent).to.contain('Test run');
    expect(failed.querySelector('.raw-label')!.textContent).to.equal('Raw output (text)');
    expect(failed.querySelector('[part~="raw"]')!.textContent).to.equal('<html><body>502</body></html>');
    expect(failed.querySelector('html, body')).to.equal(null);
    expect(
      el.shadowRoot!.querySelector('[part~="entry-queued"] [part~="entry-status"]')!.textContent!.trim(),
    ).to.equal('Queued');
  });

  it('puts its headings at the level the page asks for', async () => {
    const el = await fixture<NotifActivityDetail>(
      html`<notif-activity-detail heading-level="2" .notification=${event}></notif-activity-detail>`,
    );
    const levels = all(el, '[role="heading"]').map((heading) => heading.getAttribute('aria-level'));
    expect(levels).to.deep.equal(['2', '2', '3', '3']); // Payload, Jobs, then each job
    const timeline = el.shadowRoot!.querySelector('[part~="timeline"]')!;
    expect(
      el.shadowRoot!.getElementById(timeline.getAttribute('aria-labelledby')!)!.textContent!.trim(),
    ).to.equal('Step 1: Send to the ERP');
    await expectAccessible(el);
  });

  it('keeps its contrast in the dark theme, whatever the page', async () => {
    const el = await fixture<NotifActivityDetail>(
      html`<notif-activity-detail theme="dark" .notification=${event}></notif-activity-detail>`,
    );
    await expectAccessible(el);
  });

  it('shows an empty event without failing', async () => {
    const el = await fixture<NotifActivityDetail>(html`<notif-activity-detail></notif-activity-detail>`);
    expect(el.shadowRoot!.textContent).to.contain('This event has no jobs.');
    await expectAccessible(el);
  });
});
