// Digest steps: the event waits in a digest window; the later steps run when it closes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WorkflowStep } from '../../../src/api/types.js';
import { NOW } from '../support/local-state.js';
import { lineStatuses, msAfterTrigger, runSteps } from './run-steps.js';

const HOUR = 3_600_000;
const regular: WorkflowStep = {
  name: 'Collect',
  template: { type: 'digest' },
  metadata: { type: 'regular', amount: 3, unit: 'hours' },
};
const weekly: WorkflowStep = {
  name: 'Weekly',
  template: { type: 'digest' },
  metadata: {
    type: 'timed',
    digestKey: 'projectId',
    timed: { atTime: '09:30', weekDays: ['monday', 'friday'] },
  },
};
const email = { name: 'Email', template: { type: 'email' } };

describe('workflow steps: digest', () => {
  it('completes when its window closes, and the next step runs after it', () => {
    const { jobs, event } = runSteps([regular, email], { payload: { projectId: 'apollo' } });
    assert.deepEqual(lineStatuses(jobs[0]), ['Pending', 'Queued', 'Success']);
    assert.deepEqual(jobs[0]!.digest?.events, [{ projectId: 'apollo' }]);
    assert.equal(
      jobs[0]!.executionDetails[1]!.detail,
      `Digest collecting events until ${new Date(NOW.getTime() + 3 * HOUR).toISOString()}`,
    );
    assert.equal(msAfterTrigger(jobs[0]!.executionDetails[2]!.createdAt), 3 * HOUR + 400);
    assert.equal(jobs[1]!.status, 'completed');
    assert.ok(msAfterTrigger(jobs[1]!.executionDetails[0]!.createdAt) > 3 * HOUR);
    assert.equal(event.updatedAt, jobs[1]!.updatedAt);
  });

  it('waits for ten minutes when the step gives no window', () => {
    const { jobs } = runSteps([{ name: 'Collect', template: { type: 'digest' } }]);
    assert.equal(msAfterTrigger(jobs[0]!.executionDetails.at(-1)!.createdAt), 10 * 60_000 + 400);
  });

  it('records a timed schedule with its cron expression and next run', () => {
    // NOW is Sunday 2025-06-15 12:00 UTC: the next Monday or Friday at 09:30 is Monday the 16th.
    const { jobs } = runSteps([weekly]);
    assert.deepEqual(jobs[0]!.digest?.timed, {
      atTime: '09:30',
      weekDays: ['monday', 'friday'],
      cronExpression: '30 9 * * 1,5',
      untilDate: '2025-06-16T09:30:00.000Z',
    });
    assert.deepEqual(JSON.parse(jobs[0]!.executionDetails[1]!.raw!), {
      type: 'timed',
      digestKey: 'projectId',
      cronExpression: '30 9 * * 1,5',
    });
  });

  it('holds the later steps while its window is open', () => {
    const { jobs } = runSteps([regular, email], { outcomes: ['pending'] });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['delayed', 'pending'],
    );
    assert.ok(jobs[0]!.digest);
  });

  it('cancels the later steps when the event is merged into a running digest', () => {
    const { jobs } = runSteps([regular, email], { outcomes: ['warning'] });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['merged', 'canceled'],
    );
    assert.equal(
      jobs[1]!.executionDetails[0]!.detail,
      'Step skipped: the event was merged into another digest',
    );
  });

  it('fails without stopping the workflow unless the step says so', () => {
    const { jobs } = runSteps([regular, email], { outcomes: ['failed'] });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['failed', 'completed'],
    );
  });
});
