/** The workflow engine of the local API: what the store, the trigger route and the seed use of it. */
export { runWorkflow } from './runner.js';
export type { RunWorkflowInput, StepOutcome } from './run.js';
export { recordReadConfirmation } from './read-confirmation.js';
export { stepTypeOf } from './step-template.js';
export type { StepTemplate } from './step-template.js';
