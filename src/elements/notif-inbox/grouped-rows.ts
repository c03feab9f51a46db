/**
 * The rows of a grouped inbox (`<notif-inbox group>`): each group of related messages (`src/store/grouping.ts`) is
 * one row, its latest subject, "and N more", the avatars of the people involved and its unread count, that expands
 * in place into its messages. A row's key is a message id, or for a group's row `group:` and its newest member's id;
 * the windowed list keys its heights by them, so a grouped list of 10,000 messages renders a screen of rows.
 *
 * The groups' members are worked out once per list (a page loaded, an arrival), not per render; what a row shows
 * (counts, people) is read from the store when it renders, so a mark shows at once. A collapsed group counts as seen
 * when its row is in view, and reading it (opening it) marks its unread messages read: each one array request
 * through the store's marks, optimistic and never lost (docs/reliability.md#optimistic-marks).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Message } from '../../api/types.js';
import { inboxStrings } from '../../i18n/inbox-strings.js';
import { listStrings } from '../../i18n/list-strings.js';
import { groupMembers, summarizeGroup, type GroupKey, type GroupPerson } from '../../store/grouping.js';
import { icon } from '../../styles/icon.js';
import { CHANNEL_ICONS } from '../shared/message-icons.js';
import { initialsOf, readMessage } from '../shared/message-view.js';
import { safeUrl } from '../shared/safe-url.js';
import { shortTime } from '../../utils/message-time.js';
import { seenBatcherOf } from '../../store/session.js';
import { NAME_LIMIT, clipText, clipped } from '../../utils/clip-text.js';
import { field } from '../../utils/untrusted.js';
import type { ListContext } from './list-context.js';

/**
 * Avatars a group's row draws: two, one above the other's corner in the space of one message's avatar, so the subject
 * starts where every message's does and each shows its initials; the rest are counted in its name, not drawn.
 */
const STACKED_AVATARS = 2;
const GROUP_ROW = 'group:';

/** A group of more than one message, as the rows know it. */
interface RowGroup {
  /** The group's row key. */
  row: string;
  key: string;
  ids: readonly string[];
}

export class GroupedRows {
  /** The list the groups were worked out for, and with which key: the same list gives the same groups. */
  #groupedIds: readonly string[] | undefined;
  #groupedBy: GroupKey | undefined;
  #groups: (RowGroup | string)[] = [];
  /** Each group of more than one message by its row key, and by each of its members. */
  #byRow = new Map<string, RowGroup>();
  #byMember = new Map<string, RowGroup>();
  /** Members of the groups shown expanded: a group is expanded while any member is here, so it stays expanded when an
   * arrival becomes its newest member. */
  readonly #expanded = new Set<string>();
  /** The rows as last laid out, and what they were laid out from. */
  #rows: readonly string[] = [];
  #rowsFrom: unknown[] = [];
  #badKeyWarned = false;

  constructor(private readonly context: ListContext) {}

  /** The row keys for the list `ids`: a group's row (followed by its members when expanded) or a message. */
  rows(ids: readonly string[]): readonly string[] {
    const groupKey = this.context.host.groupKey;
    if (ids !== this.#groupedIds || groupKey !== this.#groupedBy) this.#group(ids, groupKey);
    const from = [this.#groups, this.#expanded.size];
    if (from.every((value, index) => value === this.#rowsFrom[index])) return this.#rows;
    const rows: string[] = [];
    for (const group of this.#groups) {
      if (typeof group === 'string') rows.push(group);
      else {
        rows.push(group.row);
        if (this.#isExpanded(group)) rows.push(...group.ids);
      }
    }
    this.#rowsFrom = from;
    return (this.#rows = rows);
  }

  /** The messages a row stands for: a group's members, or the one message. */
  membersOf(row: string): readonly string[] {
    return this.#byRow.get(row)?.ids ?? [row];
  }

  /** Whether `row` is a group's row (else a message's). */
  isGroup(row: string): boolean {
    return this.#byRow.has(row);
  }

  /** Whether the message `id` shows as a member of an expanded group. */
  isMember(id: string): boolean {
    const group = this.#byMember.get(id);
    return group !== undefined && this.#isExpanded(group);
  }

  /** A group's row: its summary as one button that expands it in place; `check` is its checkbox, if selectable. */
  render(row: string, index: number, check: TemplateResult | typeof nothing): TemplateResult {
    const group = this.#byRow.get(row)!;
    const context = this.context;
    const store = context.session()?.store;
    const members = group.ids.map((id) => store?.message(id)).filter((m): m is Message => m !== undefined);
    if (members.length === 0) return html`<div class="row" data-index=${index}></div>`;
    const summary = summarizeGroup(members);
    const expanded = this.#isExpanded(group);
    const view = readMessage(summary.latest);
    const label = this.label(row)!;
    const unread = summary.unread;
    const people = summary.people;
    return html`<div
      class=${`row group${expanded ? ' expanded' : ''}${unread > 0 ? ' unread' : ''}`}
      part="group"
      role="article"
      data-index=${index}
      data-group=${expanded ? nothing : row}
    >
      ${check}
      <button
        type="button"
        part="group-toggle"
        class="group-toggle"
        data-index=${index}
        tabindex=${context.focusIndex() === index ? 0 : -1}
        aria-expanded=${expanded ? 'true' : 'false'}
        @click=${() => this.#toggle(group)}
        @focus=${() => context.setFocusIndex(index)}
      >
        <span class="visually-hidden">${label}, </span>
        <span part="group-avatars" class=${`avatars stack-${Math.min(people.length, 2)}`} aria-hidden="true"
          >${
            people.length > 0
              ? people.slice(0, STACKED_AVATARS).map(avatar)
              : html`<span class="avatar">${icon(CHANNEL_ICONS[view.channel ?? 'in_app'])}</span>`
          }</span
        >
        <span class="group-text">
          <!-- Said once, in the row's name above; in its own text's direction, as a message's subject is. -->
          <span part="group-subject" class="group-subject" dir="auto" aria-hidden="true"
            >${clipped(this.#title(summary.latest))}</span
          >
          <span part="group-meta" class="group-meta"
            ><span part="group-more"
              >${context.localized(listStrings).groupMore(members.length - 1, context.format(members.length - 1))}</span
            >${view.date ? this.#time(view.date) : nothing}</span
          >
        </span>
        <span class="aside">
          ${unread > 0 ? html`<span part="group-unread" class="dot" aria-hidden="true"></span>` : html`<span></span>`}
          <svg class="chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M4.3 6.3 8 10l3.7-3.7 1 1L8 12 3.3 7.3Z" />
          </svg>
        </span>
      </button>
    </div>`;
  }

  /** The newest message's time, short as a message row shows it (the row's name says the rest). */
  #time(date: Date): TemplateResult {
    return html`<time part="group-time" datetime=${date.toISOString()}
      >${shortTime(date, Date.now(), this.context.locale())}</time
    >`;
  }

  /** What a group is called: its newest message's subject, or its first line. */
  #title(latest: Message): string {
    const view = readMessage(latest);
    return view.subject ?? view.blocks[0]?.text ?? this.context.localized(inboxStrings).messageUntitled;
  }

  /**
   * A group row's accessible name ("4 notifications from Ada and 2 others, Ada mentioned you, 3 unread"): the people
   * its messages name and its newest subject, never the workflow's identifier, which is a name for developers;
   * undefined for a message's row.
   */
  label(row: string): string | undefined {
    const group = this.#byRow.get(row);
    const store = this.context.session()?.store;
    if (!group || !store) return undefined;
    const members = group.ids.map((id) => store.message(id)).filter((m): m is Message => m !== undefined);
    const { unread, latest, people } = summarizeGroup(members);
    const { format, localized } = this.context;
    const strings = localized(listStrings);
    // Names, not texts to read whole: a subject or a name of a megabyte is said by its start.
    const name = clipText(this.#title(latest), NAME_LIMIT);
    const named = people.filter((person) => person.name !== undefined);
    const others = named.length - 1;
    return strings.groupLabel(
      members.length,
      format(members.length),
      name,
      unread,
      format(unread),
      others < 0 ? '' : strings.groupPeople(clipText(named[0]!.name!, NAME_LIMIT), others, format(others)),
    );
  }

  /**
   * The collapsed groups' rows in `list` watch for seen-on-view, for all their unseen members at once: a group in view
   * is one more batch of ids for the session's seen batcher, so one opening of the inbox still costs one request.
   */
  watchSeen(list: HTMLElement | null, watching: Map<Element, string>): void {
    const session = this.context.session();
    const seen = session && !this.context.host.noSeenOnView ? seenBatcherOf(session) : undefined;
    const rows = new Set<Element>();
    for (const element of list?.querySelectorAll<HTMLElement>(':scope > [data-group]') ?? []) {
      const group = this.#byRow.get(element.dataset.group!);
      const unseen = group?.ids.filter((id) => field(session?.store.message(id), 'seen') === false) ?? [];
      if (!seen || unseen.length === 0) continue;
      rows.add(element);
      const signature = unseen.join();
      if (watching.get(element) === signature) continue;
      seen.observe(element, unseen);
      watching.set(element, signature);
    }
    for (const element of [...watching.keys()]) {
      if (rows.has(element)) continue;
      if (seen) seen.unobserve(element);
      else if (session?.seen) session.seen.unobserve(element);
      watching.delete(element);
    }
  }

  /** Opens a collapsed group, reading its unread messages in one request; closes an expanded one. */
  #toggle(group: RowGroup): void {
    if (this.#isExpanded(group)) {
      for (const id of group.ids) this.#expanded.delete(id);
    } else {
      for (const id of group.ids) this.#expanded.add(id);
      const store = this.context.session()?.store;
      const unread = group.ids.filter((id) => field(store?.message(id), 'read') === false);
      if (store && unread.length > 0) store.mark(unread, 'read').catch(() => undefined); // a refusal is shown by the store's error event
    }
    this.context.host.requestUpdate();
  }

  #isExpanded(group: RowGroup): boolean {
    return group.ids.some((id) => this.#expanded.has(id));
  }

  #group(ids: readonly string[], groupKey: GroupKey | undefined): void {
    const store = this.context.session()?.store;
    const messages = ids.map((id) => store?.message(id)).filter((m): m is Message => m !== undefined);
    const groups = groupMembers(messages, {
      groupKey: typeof groupKey === 'function' ? groupKey : undefined,
      onBadKey: (problem) => this.#warnBadKey(problem),
    });
    this.#groupedIds = ids;
    this.#groupedBy = groupKey;
    this.#byRow = new Map();
    this.#byMember = new Map();
    this.#groups = groups.map(({ key, members }) => {
      if (key === undefined || members.length === 1) return members[0]!._id!;
      const group: RowGroup = { row: GROUP_ROW + members[0]!._id!, key, ids: members.map((m) => m._id!) };
      this.#byRow.set(group.row, group);
      for (const id of group.ids) this.#byMember.set(id, group);
      return group;
    });
  }

  /** One warning per inbox: a key that fails for every message must not flood the console. */
  #warnBadKey(problem: unknown): void {
    if (this.#badKeyWarned) return;
    this.#badKeyWarned = true;
    console.warn('notif-inbox: groupKey failed for a message, which is shown ungrouped.', problem);
  }
}

/** One person of a group: their picture when it is a safe URL, else their initials, else an empty circle. */
function avatar(person: GroupPerson): TemplateResult {
  const picture = safeUrl(person.avatar);
  return picture
    ? html`<img class="avatar" src=${picture.href} alt="" />`
    : html`<span class="avatar">${initialsOf(person.name) ?? ''}</span>`;
}
