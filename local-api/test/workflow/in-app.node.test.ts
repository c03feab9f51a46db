// In-app steps: one inbox message per run, its texts filled from the payload as plain text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineStatuses, msAfterTrigger, runSteps } from './run-steps.js';

const inApp = (template: Record<string, unknown> = {}) => ({
  _id: 'step-1',
  _templateId: 'tpl-1',
  name: 'Inbox',
  template: { type: 'in_app', subject: 'Hello {{payload.name}}', content: 'Body', ...template },
});

describe('workflow steps: in-app', () => {
  it('stores an unread, unseen message created at its log line, linked to the event', () => {
    const { event, jobs, messages } = runSteps([inApp()], { payload: { name: 'Ada' } });
    assert.equal(messages.length, 1);
    const [message] = messages;
    assert.deepEqual(lineStatuses(jobs[0]), ['Pending', 'Success', 'Success']);
    const created = jobs[0]!.executionDetails[1]!;
    assert.deepEqual(JSON.parse(created.raw!), { messageId: message!._id });
    assert.equal(message!.createdAt, created.createdAt);
    assert.equal(msAfterTrigger(message!.createdAt), 800);
    assert.deepEqual(
      [message!.subject, message!.read, message!.seen, message!.status, message!._notificationId],
      ['Hello Ada', false, false, 'sent', event._id],
    );
    assert.equal(message!._messageTemplateId, 'tpl-1');
  });

  it('fills content blocks, the CTA and its buttons, and trims the CTA url', () => {
    const { messages } = runSteps(
      [
        inApp({
          content: [{ type: 'button', content: 'Open {{payload.name}}', url: '{{payload.url}}' }],
          cta: { url: '  {{payload.url}} ', buttons: [{ type: 'primary', content: 'Go {{payload.name}}' }] },
        }),
      ],
      { payload: { name: 'Ada', url: 'https://example.com/a' } },
    );
    const [message] = messages;
    assert.deepEqual(message!.content, [
      { type: 'button', content: 'Open Ada', url: 'https://example.com/a' },
    ]);
    assert.deepEqual(message!.cta, {
      type: 'redirect',
      data: { url: 'https://example.com/a' },
      action: { status: 'pending', buttons: [{ type: 'primary', content: 'Go Ada' }] },
    });
  });

  it('logs the payload variables that are missing, each once', () => {
    const { jobs, messages } = runSteps([inApp({ content: '{{payload.name}} {{payload.city}}' })]);
    assert.equal(messages[0]!.subject, 'Hello ');
    const warning = jobs[0]!.executionDetails.find((line) => line.source === 'Payload');
    assert.equal(warning?.detail, 'Payload variables missing, rendered as empty text: name, city');
  });

  it('puts the template avatar in the payload only when the payload has none', () => {
    const step = inApp({ avatar: 'https://example.com/{{payload.name}}.svg' });
    assert.equal(
      runSteps([step], { payload: { name: 'ada' } }).messages[0]!.payload!['avatar'],
      'https://example.com/ada.svg',
    );
    assert.equal(
      runSteps([step], { payload: { avatar: 'mine.svg' } }).messages[0]!.payload!['avatar'],
      'mine.svg',
    );
  });

  it('stores the message with status error when its real-time delivery fails', () => {
    const { jobs, messages } = runSteps([inApp()], { outcomes: ['failed'] });
    assert.deepEqual(
      [jobs[0]!.status, messages[0]!.status, messages[0]!.errorId],
      ['failed', 'error', 'realtime_delivery_failed'],
    );
  });

  it('stores the message with status warning when the subscriber was offline', () => {
    const { jobs, messages } = runSteps([inApp()], { outcomes: ['warning'] });
    assert.deepEqual([jobs[0]!.status, messages[0]!.status], ['completed', 'warning']);
    assert.equal(jobs[0]!.executionDetails.at(-1)!.status, 'Warning');
  });

  it('stores no message while it is queued', () => {
    const { jobs, messages } = runSteps([inApp()], { outcomes: ['pending'] });
    assert.deepEqual([jobs[0]!.status, messages.length], ['pending', 0]);
  });
});
