/**
 * An element given a configuration it must refuse (docs/architecture.md, "Configuration"): put on the page with a
 * fetch of the local API that counts what it is sent, and the notif-error events it fires.
 */
import { expect } from '@open-wc/testing';
import { NotifValidationError } from '../../src/api/errors.js';
import type { NotifErrorEvent } from '../../src/events/notif-error.js';
import { inProcessApi } from './in-process-api.js';
import { waitFor } from './wait-for.js';

export interface Refusals {
  requests: number;
  errors: NotifErrorEvent[];
}

/** `tag` with `attributes`, once it fired its first notif-error and rendered again (as on any change). */
export async function misconfigured<T extends HTMLElement>(tag: string, attributes: Record<string, string>) {
  const api = inProcessApi();
  const seen: Refusals = { requests: 0, errors: [] };
  const el = document.createElement(tag) as T & { fetch?: typeof fetch; updateComplete: Promise<boolean> };
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = (input, init) => {
    seen.requests++;
    return api.fetch(input, init);
  };
  el.addEventListener('notif-error', (event) => seen.errors.push(event as NotifErrorEvent));
  document.body.append(el);
  await waitFor(() => seen.errors.length > 0);
  // It renders again, as it does when anything changes: the same mistake is not said twice.
  el.setAttribute('theme', 'dark');
  await el.updateComplete;
  return { el, seen };
}

/** One refusal, said once: operation configure, a `NotifValidationError` naming `field` with `message`; nothing sent. */
export function expectRefusal(seen: Refusals, field: string, message: string): void {
  expect(seen.errors.length, 'said once').to.equal(1);
  const { operation, error } = seen.errors[0]!.detail;
  expect(operation).to.equal('configure');
  expect(error).to.be.instanceOf(NotifValidationError);
  expect((error as NotifValidationError).field).to.equal(field);
  expect(error.message).to.equal(message);
  expect(seen.requests, 'nothing sent').to.equal(0);
}
