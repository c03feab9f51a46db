// Delay steps: a fixed wait, or a wait until a date of the payload.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WorkflowStep } from '../../../src/api/types.js';
import { lineStatuses, msAfterTrigger, runSteps } from './run-steps.js';

const fiveMinutes: WorkflowStep = {
  name: 'Wait',
  template: { type: 'delay' },
  metadata: { type: 'regular', amount: 5, unit: 'minutes' },
};
const untilSendAt: WorkflowStep = {
  name: 'Wait',
  template: { type: 'delay' },
  metadata: { type: 'scheduled', delayPath: 'order.sendAt' },
};
const custom = { name: 'After', template: { type: 'custom' } };

describe('workflow steps: delay', () => {
  it('moves the run past its end, counted from when it was queued, before the next step', () => {
    const { jobs } = runSteps([fiveMinutes, custom]);
    assert.deepEqual(lineStatuses(jobs[0]), ['Pending', 'Queued', 'Success']);
    assert.equal(jobs[0]!.executionDetails[1]!.detail, 'Delayed until 2025-06-15T12:05:00.400Z');
    assert.equal(msAfterTrigger(jobs[0]!.executionDetails[2]!.createdAt), 5 * 60_000 + 800);
    assert.equal(msAfterTrigger(jobs[1]!.executionDetails[0]!.createdAt), 5 * 60_000 + 1_200);
  });

  it('waits until the payload date at its path', () => {
    const sendAt = '2025-06-16T08:00:00.000Z';
    const { jobs } = runSteps([untilSendAt, custom], { payload: { order: { sendAt } } });
    assert.equal(jobs[0]!.executionDetails[1]!.detail, `Delayed until ${sendAt}`);
    assert.equal(jobs[0]!.executionDetails[2]!.createdAt, '2025-06-16T08:00:00.400Z');
    assert.equal(jobs[1]!.status, 'completed');
  });

  it('fails and cancels the later steps when the payload has no date at its path', () => {
    const { jobs } = runSteps([untilSendAt, custom], { payload: { order: {} } });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['failed', 'canceled'],
    );
    assert.equal(
      jobs[0]!.executionDetails[1]!.detail,
      'The payload has no date at "order.sendAt" to delay until',
    );
    assert.equal(jobs[1]!.executionDetails[0]!.detail, 'Step skipped: the delay before it failed');
  });

  it('holds the later steps while it runs', () => {
    const { jobs } = runSteps([fiveMinutes, custom], { outcomes: ['pending'] });
    assert.deepEqual(
      jobs.map((job) => [job.status, job.executionDetails.length]),
      [
        ['delayed', 2],
        ['pending', 0],
      ],
    );
  });

  it('lets the next steps run at once when its date had passed', () => {
    const { jobs } = runSteps([fiveMinutes, custom], { outcomes: ['warning'] });
    assert.deepEqual(lineStatuses(jobs[0]), ['Pending', 'Queued', 'Warning']);
    assert.equal(msAfterTrigger(jobs[1]!.executionDetails[0]!.createdAt), 1_600);
  });

  it('cancels the later steps when the delayed job cannot be resumed', () => {
    const { jobs } = runSteps([fiveMinutes, custom], { outcomes: ['failed'] });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['failed', 'canceled'],
    );
  });
});
