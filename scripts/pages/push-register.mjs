// <notif-push-register> alone from the standalone script: its button shows, nobody presses it, the page settles.
import { PUSH_REGISTER, pushButtonShown } from './page-parts.mjs';

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  body: PUSH_REGISTER,
  shows: pushButtonShown,
};
