/**
 * The activity log's table of events: a row per event (its time, workflow, subscriber, channels, severity and outcome),
 * each a stop of the log's roving focus (`row-focus.ts`) that opens the event when clicked.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ActivityNotification } from '../../api/types.js';
import type { ActivityLogStrings } from '../../i18n/strings.js';
import { clipped } from '../../utils/clip-text.js';
import { relativeTime } from '../../utils/relative-time.js';
import { loose, text, type Loose } from '../../utils/untrusted.js';
import { dateOf, formatDateTime } from '../shared/activity-format.js';
import { outcomeIcon } from '../shared/activity-icons.js';
import { eventOutcome } from '../shared/job-status.js';
import { idCode } from './id-code.js';
import type { RowFocus } from './row-focus.js';

/** What the table shows, and what its rows do. */
export interface ActivityTable {
  strings: ActivityLogStrings;
  locale: string | undefined;
  focus: RowFocus;
  /** Whether `event` is the one opened in the drawer. */
  isOpen(event: ActivityNotification, id: string | undefined): boolean;
  /** A row was clicked. */
  open(index: number): void;
}

export function renderTable(
  table: ActivityTable,
  rows: ActivityNotification[],
  busy: boolean,
): TemplateResult {
  const { strings, focus } = table;
  return html`<div class="table-scroll">
    <table part="table" aria-busy=${busy ? 'true' : 'false'} class=${busy ? 'busy' : ''}>
      <caption>
        ${strings.activityTableCaption}
      </caption>
      <thead>
        <tr>
          <th scope="col">${strings.activityColumnCreated}</th>
          <th scope="col">${strings.activityColumnWorkflow}</th>
          <th scope="col">${strings.activityColumnSubscriber}</th>
          <th scope="col">${strings.activityColumnChannels}</th>
          <th scope="col">${strings.activityColumnSeverity}</th>
          <th scope="col">${strings.activityColumnStatus}</th>
        </tr>
      </thead>
      <tbody @keydown=${focus.onKeydown}>
        ${rows.map((row, index) => renderRow(table, row, index))}
      </tbody>
    </table>
  </div>`;
}

function renderRow(table: ActivityTable, value: ActivityNotification, index: number): TemplateResult {
  const { strings, focus } = table;
  const event = loose(value);
  const outcome = eventOutcome(event.jobs);
  const channels = Array.isArray(event.channels) ? event.channels.filter((c) => typeof c === 'string') : [];
  const severity = text(event.severity);
  const id = text(event._id);
  const transactionId = text(event.transactionId);
  const open = table.isOpen(value, id);
  return html`<tr
    part=${open ? 'row row-open' : 'row'}
    role="row"
    tabindex=${focus.tabIndexOf(index)}
    data-index=${index}
    data-id=${id ?? nothing}
    aria-current=${open ? 'true' : nothing}
    @click=${() => table.open(index)}
    @focus=${() => focus.focused(index)}
  >
    <td data-label=${strings.activityColumnCreated}>${renderCreated(event, table.locale)}</td>
    <td data-label=${strings.activityColumnWorkflow}>
      <span>${clipped(text(loose(event.template).name) ?? strings.activityUnknownWorkflow)}</span>
      ${transactionId ? idCode(transactionId, 'secondary') : nothing}
    </td>
    <td data-label=${strings.activityColumnSubscriber}>${renderSubscriber(event, strings)}</td>
    <td data-label=${strings.activityColumnChannels}>
      ${clipped(channels.map((channel) => strings.activityChannel(channel)).join(', '))}
    </td>
    <td data-label=${strings.activityColumnSeverity}>
      ${severity ? clipped(strings.activitySeverityLevel(severity)) : ''}
    </td>
    <td data-label=${strings.activityColumnStatus}>
      <span part="status" class="status tone-${outcome}"
        >${outcomeIcon(outcome)}<span>${strings.activityOutcome(outcome)}</span></span
      >
    </td>
  </tr>`;
}

function renderCreated(event: Loose, locale: string | undefined): TemplateResult {
  const date = dateOf(event.createdAt);
  if (!date) return html``;
  return html`<time datetime=${date.toISOString()}>${formatDateTime(date.getTime(), locale)}</time>
    <span class="secondary">${relativeTime(date, Date.now(), locale)}</span>`;
}

function renderSubscriber(event: Loose, strings: ActivityLogStrings): TemplateResult {
  const subscriber = loose(event.subscriber);
  const name = [text(subscriber.firstName), text(subscriber.lastName)].filter(Boolean).join(' ');
  const id = text(subscriber.subscriberId) ?? text(event._subscriberId);
  const email = text(subscriber.email);
  const main = name || id || email || strings.activityUnknownSubscriber;
  const secondary = [id, email].filter((value) => value && value !== main);
  // The id whole on its line, cut short with an ellipsis where it must be, the whole of it in its title.
  const shown = (value: string) => (value === id ? idCode(value) : clipped(value));
  return html`<span>${shown(main)}</span>${
      secondary.length
        ? html`<span class="secondary"
            >${secondary.map((value, i) => html`${i ? ' · ' : ''}${shown(value!)}`)}</span
          >`
        : nothing
    }`;
}
