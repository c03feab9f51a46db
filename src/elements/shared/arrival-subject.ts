import type { Message } from '../../api/types.js';
import { NAME_LIMIT, clipText } from '../../utils/clip-limits.js';
import { field, text } from '../../utils/untrusted.js';

/**
 * What an announcement of new messages says of them besides their number: the subject of the only one, when there is
 * one and it has a subject, as its start (a subject of a megabyte is not read out whole). The inbox and the toasts
 * announce arrivals with it; the store, and so the headless feed, carries none of it.
 */
export function arrivalSubject(messages: readonly Message[]): string | undefined {
  const subject = messages.length === 1 ? text(field(messages[0], 'subject')) : undefined;
  return subject === undefined ? undefined : clipText(subject.trim(), NAME_LIMIT);
}
