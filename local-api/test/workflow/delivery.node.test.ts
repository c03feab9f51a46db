// Email, SMS, push and chat steps: sent through the environment's integration, skipped when the subscriber
// cannot be reached, failed with the provider's answer, or waiting.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineStatuses, msAfterTrigger, runSteps } from './run-steps.js';

const email = { name: 'Email', template: { type: 'email', subject: 'Hi' } };
const sms = { name: 'SMS', template: { type: 'sms', content: 'Hi' } };
const push = { name: 'Push', template: { type: 'push', content: 'Hi' } };
const chat = { name: 'Chat', template: { type: 'chat', content: 'Hi' } };

describe('workflow steps: delivery', () => {
  it('sends through the primary integration and logs the delivery receipt two seconds later', () => {
    const { jobs } = runSteps([email]);
    const [job] = jobs;
    assert.deepEqual([job?.type, job?.status, job?.providerId], ['email', 'completed', 'sendgrid']);
    assert.deepEqual(lineStatuses(job), ['Pending', 'Success', 'Success']);
    const [queued, sent, delivered] = job!.executionDetails;
    assert.deepEqual(
      [queued, sent, delivered].map((line) => msAfterTrigger(line?.createdAt)),
      [400, 800, 2_800],
    );
    const receipt = JSON.parse(delivered!.raw!);
    assert.equal(receipt.timestamp, delivered!.createdAt);
    assert.equal(receipt.id, JSON.parse(sent!.raw!).id);
    assert.equal(delivered!.source, 'Webhook');
  });

  it('uses the newest active integration when the channel has no primary one', () => {
    const { jobs } = runSteps([push], {
      prepare: (state) =>
        state.subscribers[0]!.channels!.push({
          providerId: 'fcm',
          _integrationId: 'i-fcm-new',
          credentials: { deviceTokens: ['token-1'] },
        }),
    });
    assert.deepEqual([jobs[0]?.status, jobs[0]?.providerId], ['completed', 'fcm']);
  });

  it('fails with the provider answer as raw when the provider refuses the send', () => {
    const { jobs } = runSteps([email], { outcomes: ['failed'] });
    const line = jobs[0]!.executionDetails.at(-1)!;
    assert.deepEqual([jobs[0]!.status, line.status, line.source], ['failed', 'Failed', 'Credentials']);
    assert.equal(JSON.parse(line.raw!).statusCode, 401);
  });

  it('skips a subscriber without a phone number, and one without device tokens', () => {
    const smsJob = runSteps([sms]).jobs[0]!;
    assert.deepEqual(
      [smsJob.status, smsJob.executionDetails.at(-1)?.detail],
      ['skipped', 'Subscriber has no phone number'],
    );
    const pushJob = runSteps([push]).jobs[0]!;
    assert.deepEqual([pushJob.status, pushJob.executionDetails.at(-1)?.source], ['skipped', 'Credentials']);
  });

  it('fails when the environment has no active integration for the channel', () => {
    const { jobs } = runSteps([chat], {
      prepare: (state) => (state.integrations = state.integrations.filter((i) => i.channel !== 'chat')),
    });
    assert.deepEqual(
      [jobs[0]?.status, jobs[0]?.providerId, jobs[0]?.executionDetails.at(-1)?.detail],
      ['failed', 'svc-slack', 'No active chat integration in this environment'],
    );
  });

  it('is skipped when its conditions filter it out, and the next step still runs', () => {
    const { jobs } = runSteps([email, { ...email, name: 'Again' }], { outcomes: ['warning'] });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['skipped', 'completed'],
    );
  });

  it('keeps the later steps waiting while it is queued', () => {
    const { jobs } = runSteps([email, sms], { outcomes: ['pending'] });
    assert.deepEqual(
      jobs.map((job) => [job.status, job.executionDetails.length, job.providerId]),
      [
        ['pending', 1, 'sendgrid'],
        ['pending', 0, 'twilio'],
      ],
    );
  });

  it('cancels the later steps when it fails and the step stops on failure', () => {
    const { jobs } = runSteps([{ ...email, shouldStopOnFail: true }, sms], { outcomes: ['failed'] });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['failed', 'canceled'],
    );
    assert.match(jobs[1]!.executionDetails[0]!.detail, /"Email" failed and the workflow stops on failure/);
  });
});
