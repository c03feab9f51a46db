import { html, nothing, type TemplateResult, type PropertyDeclarations } from 'lit';
import type { ActivityStrings } from '../../i18n/strings.js';
import { NotifElement } from '../shared/notif-element.js';
import { describeMetadata } from './describe-metadata.js';
import { dateOf, formatDateTime } from '../shared/activity-format.js';
import { outcomeIcon } from '../shared/activity-icons.js';
import { detailIcon } from './detail-icons.js';
import { detailOutcome, eventOutcome, jobOutcome } from '../shared/job-status.js';
import { formatJson, readRaw } from './raw.js';
import { statusStyles } from '../shared/status-styles.js';
import type { ActivityNotification } from '../../api/types.js';
import { withLocalDates } from '../shared/readable-text.js';
import { activityDetailStrings } from '../../i18n/activity-detail-strings.js';
import { tokens } from '../../styles/tokens.js';
import { CODE_LIMIT, clipText, clipped } from '../../utils/clip-text.js';
import { list, loose, text, texts, type Loose } from '../../utils/untrusted.js';
import { styles } from './notif-activity-detail.styles.js';
import { ACTIVITY_DETAIL_TAG } from '../shared/tag-names.js';

/**
 * @summary One notification event in full: its payload, subscriber, topics and context keys, and for each job in
 * order a timeline of its execution details (status, time, source, detail, provider, flags and raw output).
 *
 * Usually shown by `<notif-activity>` when a row is opened; give it any event of operation 6 to show one by
 * itself. Every value from the API is shown as text, never as markup; a missing or wrong-typed field is skipped.
 *
 * @csspart base - The wrapper of everything.
 * @csspart summary - The list of the event's facts (status, transaction, workflow, subscriber…).
 * @csspart status - The event's status: icon and text.
 * @csspart payload - The event's payload, as indented JSON.
 * @csspart jobs - The ordered list of jobs.
 * @csspart job - One job.
 * @csspart job-title - The heading of a job: its position and step name.
 * @csspart job-facts - The job's type, status, provider and update time.
 * @csspart job-status - The job's status: icon and text.
 * @csspart metadata - What a digest or delay job was set to do, in words.
 * @csspart timeline - The ordered list of a job's execution details.
 * @csspart entry - One execution detail; also `entry-<status>` with its status in lower case (`entry-failed`).
 * @csspart entry-status - The status of an execution detail: icon and text.
 * @csspart entry-time - The time of an execution detail.
 * @csspart entry-text - The `detail` text of an execution detail.
 * @csspart entry-facts - Source, provider and the retry and test flags of an execution detail.
 * @csspart raw - The raw provider output: indented JSON when it parses, else its text.
 *
 * @cssprop --notif-activity-detail-background - Background of the detail. Default: the surface colour.
 * @cssprop --notif-activity-detail-code-background - Background of the payload and raw output. Default: the raised surface colour.
 * @cssprop --notif-activity-detail-line-color - Colour of the timeline's line. Default: the border colour.
 *
 * @tagname notif-activity-detail
 */
export class NotifActivityDetail extends NotifElement {
  /** The tag the class is defined under (`defineElement`). */
  static readonly tagName = ACTIVITY_DETAIL_TAG;
  static override styles = [tokens, statusStyles, styles];
  static override properties: PropertyDeclarations = {
    notification: { attribute: false },
    locale: {},
    headingLevel: { type: Number, attribute: 'heading-level' },
  };

  /** @internal The built-in strings it shows, in English. */
  override readonly englishStrings: ActivityStrings = activityDetailStrings;

  /** The event as operation 6 returns it. */
  declare notification?: ActivityNotification;
  /** BCP 47 locale of the strings (built in: ar, de, es, fr, he, it, ja, pt-BR, zh-CN; English otherwise), dates and numbers; a right-to-left language sets `dir="rtl"` unless the page set `dir`. */
  declare locale?: string;
  /** Level of the section headings (Payload, Jobs), 1–5; each job's heading is one level below. */
  headingLevel = 3;

  /** A heading of the level the page needs (`heading-level`), which a fixed `<h3>` could not follow. */
  #heading(level: number, content: unknown, options: { part?: string; id?: string } = {}): TemplateResult {
    const clamped = Math.min(6, Math.max(1, Math.round(level) || 3));
    return html`<div
      role="heading"
      aria-level=${clamped}
      class="heading"
      id=${options.id ?? nothing}
      part=${options.part ?? nothing}
    >
      ${content}
    </div>`;
  }

  #time(value: unknown, part?: string): TemplateResult | typeof nothing {
    const date = dateOf(value);
    if (!date) return nothing;
    return html`<time part=${part ?? nothing} datetime=${date.toISOString()}
      >${formatDateTime(date.getTime(), this.locale)}</time
    >`;
  }

  #fact(term: string, value: unknown): TemplateResult | typeof nothing {
    if (value === nothing || value === undefined || value === '') return nothing;
    return html`<div class="fact">
      <dt>${term}</dt>
      <dd>${value}</dd>
    </div>`;
  }

  #values(items: string[], code = true): TemplateResult {
    if (items.length === 0) return html`${this.text.activityNone}`;
    // Words (channels, tags) are a list a reader reads as one: "In-app, Email", the commas in the text.
    const last = items.length - 1;
    return html`<ul class="values">
      ${items.map(
        (item, index) =>
          html`<li>
            ${code ? html`<code>${clipped(item)}</code>` : html`${clipped(item)}${index < last ? ',' : ''}`}
          </li>`,
      )}
    </ul>`;
  }

  #renderSubscriber(event: Loose): TemplateResult | undefined {
    const subscriber = loose(event.subscriber);
    const name = [text(subscriber.firstName), text(subscriber.lastName)].filter(Boolean).join(' ');
    const id = text(subscriber.subscriberId) ?? text(event._subscriberId);
    const contacts = [text(subscriber.email), text(subscriber.phone)].filter(
      (v): v is string => v !== undefined,
    );
    if (!name && !id && contacts.length === 0) return undefined;
    return html`${name ? html`<span class="name">${clipped(name)}</span>` : nothing}
    ${id ? html`<code>${clipped(id)}</code>` : nothing}
    ${contacts.map((contact) => html`<span class="contact">${clipped(contact)}</span>`)}`;
  }

  #renderSummary(event: Loose): TemplateResult {
    const strings = this.text;
    const outcome = eventOutcome(event.jobs);
    const template = loose(event.template);
    const identifier = text(loose(list(template.triggers)[0]).identifier);
    const severity = text(event.severity);
    const transactionId = text(event.transactionId);
    const eventId = text(event._id);
    const topics = list(event.topics)
      .map((topic) => text(loose(topic).topicKey))
      .filter((key): key is string => key !== undefined);
    const tags = texts(event.tags);
    return html`<dl part="summary">
      ${this.#fact(
        strings.activityColumnStatus,
        html`<span part="status" class="status tone-${outcome}"
          >${outcomeIcon(outcome)}<span>${strings.activityOutcome(outcome)}</span></span
        >`,
      )}
      ${this.#fact(strings.activityTransactionId, transactionId && html`<code>${clipped(transactionId)}</code>`)}
      ${this.#fact(strings.activityEventId, eventId && html`<code>${clipped(eventId)}</code>`)}
      ${this.#fact(
        strings.activityColumnWorkflow,
        html`${clipped(text(template.name) ?? strings.activityUnknownWorkflow)}${
          identifier ? html` <code>${clipped(identifier)}</code>` : nothing
        }`,
      )}
      ${this.#fact(strings.activityColumnSubscriber, this.#renderSubscriber(event))}
      ${this.#fact(strings.activityColumnCreated, this.#time(event.createdAt))}
      ${this.#fact(
        strings.activitySeverity,
        severity || event.critical === true
          ? html`${severity ? clipped(strings.activitySeverityLevel(severity)) : nothing}${
              event.critical === true
                ? html` <span class="badge">${strings.activityCritical}</span>`
                : nothing
            }`
          : undefined,
      )}
      ${this.#fact(
        strings.activityChannels,
        this.#values(
          texts(event.channels).map((channel) => strings.activityChannel(channel)),
          false,
        ),
      )}
      ${this.#fact(strings.activityTopics, this.#values(topics))}
      ${this.#fact(strings.activityContextKeys, this.#values(texts(event.contextKeys)))}
      ${tags.length > 0 ? this.#fact(strings.activityTags, this.#values(tags, false)) : nothing}
    </dl>`;
  }

  #renderRaw(raw: unknown): TemplateResult | typeof nothing {
    const view = readRaw(raw);
    if (view.kind === 'none') return nothing;
    const strings = this.text;
    return html`<div class="raw">
      <span class="raw-label">${view.kind === 'json' ? strings.activityRaw : strings.activityRawText}</span>
      <pre part="raw" class=${view.kind}>${clipped(view.text, CODE_LIMIT)}</pre>
    </div>`;
  }

  #renderEntry(value: unknown): TemplateResult {
    const strings = this.text;
    const entry = loose(value);
    const status = clipText(text(entry.status) ?? '');
    const tone = detailOutcome(status);
    const source = text(entry.source);
    const detail = text(entry.detail);
    const provider = text(entry.providerId);
    const flags = [
      entry.isRetry === true ? strings.activityRetryFlag : undefined,
      entry.isTest === true ? strings.activityTestFlag : undefined,
    ].filter((flag): flag is string => flag !== undefined);
    return html`<li part="entry entry-${status.toLowerCase() || 'unknown'}" class="entry tone-${tone}">
      <div class="entry-head">
        <span part="entry-status" class="status tone-${tone}"
          >${detailIcon(status)}<span
            >${status ? strings.activityDetailStatus(status) : strings.activityOutcome('unknown')}</span
          ></span
        >
        ${this.#time(entry.createdAt, 'entry-time')}
      </div>
      ${detail ? html`<p part="entry-text">${withLocalDates(clipText(detail), this.locale)}</p>` : nothing}
      <dl part="entry-facts">
        ${this.#fact(strings.activitySourceLabel, source && clipped(strings.activitySource(source)))}
        ${this.#fact(strings.activityProvider, provider && html`<code>${clipped(provider)}</code>`)}
      </dl>
      ${
        flags.length > 0
          ? html`<ul class="flags">
              ${flags.map((flag) => html`<li class="badge">${flag}</li>`)}
            </ul>`
          : nothing
      }
      ${this.#renderRaw(entry.raw)}
    </li>`;
  }

  #renderJob(value: unknown, index: number): TemplateResult {
    const strings = this.text;
    const job = loose(value);
    const type = text(job.type);
    const typeName = type ? strings.activityChannel(type) : strings.activityOutcome('unknown');
    const title = clipped(strings.activityStep(index + 1, text(loose(job.step).name) ?? typeName));
    const outcome = jobOutcome(job);
    const status = text(job.status);
    const provider = text(job.providerId);
    const sentences = describeMetadata(job, strings, this.locale);
    const entries = list(job.executionDetails);
    const titleId = `job-${index}-title`;
    return html`<li part="job" class="job tone-${outcome}">
      ${this.#heading(this.headingLevel + 1, title, { part: 'job-title', id: titleId })}
      <dl part="job-facts">
        ${this.#fact(strings.activityJobType, clipped(typeName))}
        ${this.#fact(
          strings.activityJobStatus,
          html`<span part="job-status" class="status tone-${outcome}"
              >${outcomeIcon(outcome)}<span>${strings.activityOutcome(outcome)}</span></span
            >${status && status.toLowerCase() !== outcome ? html` (<code>${clipped(status)}</code>)` : nothing}`,
        )}
        ${this.#fact(strings.activityProvider, provider && html`<code>${clipped(provider)}</code>`)}
        ${this.#fact(strings.activityUpdated, this.#time(job.updatedAt))}
      </dl>
      ${
        sentences.length > 0
          ? html`<ul part="metadata">
              ${sentences.map((sentence) => html`<li>${clipped(sentence)}</li>`)}
            </ul>`
          : nothing
      }
      ${
        entries.length > 0
          ? html`<ol part="timeline" aria-labelledby=${titleId}>
              ${entries.map((entry) => this.#renderEntry(entry))}
            </ol>`
          : html`<p class="muted">${strings.activityNoDetails}</p>`
      }
    </li>`;
  }

  override render(): TemplateResult {
    const event = loose(this.notification);
    const strings = this.text;
    const jobs = list(event.jobs);
    const payload = event.payload === undefined ? undefined : formatJson(event.payload);
    return html`<div part="base">
      ${this.#renderSummary(event)}
      ${
        payload !== undefined
          ? html`<section class="section">
              ${this.#heading(this.headingLevel, strings.activityPayload)}
              <pre part="payload">${clipped(payload, CODE_LIMIT)}</pre>
            </section>`
          : nothing
      }
      <section class="section">
        ${this.#heading(this.headingLevel, strings.activityJobs(jobs.length))}
        ${
          jobs.length > 0
            ? html`<ol part="jobs">
                ${jobs.map((job, index) => this.#renderJob(job, index))}
              </ol>`
            : html`<p class="muted">${strings.activityNoJobs}</p>`
        }
      </section>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    [NotifActivityDetail.tagName]: NotifActivityDetail;
  }
}
