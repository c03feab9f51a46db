// The runner: runs the active steps in order on one clock, and records the event and a read receipt.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordReadConfirmation } from '../../src/workflow/index.js';
import { NOW } from '../support/local-state.js';
import { lineStatuses, msAfterTrigger, runSteps } from './run-steps.js';

const custom = (name: string) => ({ name, template: { type: 'custom' } });
const inApp = { name: 'Inbox', template: { type: 'in_app', content: 'Hi' } };

describe('workflow runner', () => {
  it('spaces every log line of a run 400 ms after the previous one, across steps', () => {
    const { jobs, event } = runSteps([custom('a'), custom('b')]);
    const times = jobs.flatMap((job) => job.executionDetails.map((line) => msAfterTrigger(line.createdAt)));
    assert.deepEqual(times, [400, 800, 1_200, 1_600]);
    assert.deepEqual(
      jobs.map((job) => msAfterTrigger(job.updatedAt)),
      [800, 1_600],
    );
    assert.equal(event.createdAt, NOW.toISOString());
    assert.equal(msAfterTrigger(event.updatedAt), 1_600);
  });

  it('gives inactive steps no job and lists the channels of the jobs it made', () => {
    const { jobs, event } = runSteps([
      { ...custom('off'), active: false },
      inApp,
      { name: 'Mail', template: { type: 'email' } },
    ]);
    assert.deepEqual(
      jobs.map((job) => job.type),
      ['in_app', 'email'],
    );
    assert.deepEqual(event.channels, ['in_app', 'email']);
  });

  it('takes ids from the state sequence, in order, so the same input gives the same records', () => {
    const first = runSteps([inApp, custom('a')]);
    const second = runSteps([inApp, custom('a')]);
    assert.deepEqual(first.event, second.event);
    assert.ok(first.state.sequence > 5000);
    assert.ok(first.event._id! < first.jobs[0]!._id);
    // A step without an id of its own gets one, also used as its template id.
    assert.equal(first.jobs[1]!.step._templateId, first.jobs[1]!.step._id);
  });

  it('copies the workflow step into its job, so later edits of the workflow leave it alone', () => {
    const step = { name: 'Inbox', template: { type: 'in_app', content: 'Hi' } };
    const { jobs } = runSteps([step]);
    step.template.content = 'Changed';
    assert.equal(jobs[0]!.step.template?.['content'], 'Hi');
  });

  it('refuses a subscriber that is not stored', () => {
    assert.throws(
      () =>
        runSteps([inApp], {
          subscriber: '',
          prepare: (state) => (state.subscribers[0] = { ...state.subscribers[0]!, _id: '' }),
        }),
      /runWorkflow needs a stored subscriber; sub-ada has no _id/,
    );
  });

  it('records a read receipt on the in-app job of a message, later than every other line', () => {
    const { state, messages, event } = runSteps([inApp]);
    const readAt = new Date(NOW.getTime() + 60_000);
    recordReadConfirmation(state, messages[0]!, readAt);
    const job = event.jobs![0]!;
    assert.deepEqual(lineStatuses(job), ['Pending', 'Success', 'Success', 'ReadConfirmation']);
    assert.deepEqual([job.updatedAt, event.updatedAt], [readAt.toISOString(), readAt.toISOString()]);
  });
});
