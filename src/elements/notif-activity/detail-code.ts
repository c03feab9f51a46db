import { isServer, type ReactiveControllerHost } from 'lit';
import { NotifErrorEvent } from '../../events/notif-error.js';
import { asError } from '../../utils/as-error.js';
import { defineElement } from '../shared/define-element.js';
import { ACTIVITY_DETAIL_TAG } from '../shared/tag-names.js';

/** Where the code of `<notif-activity-detail>` is: not asked for, on its way, defined, or why its fetch failed. */
export type DetailCodeState = 'absent' | 'loading' | 'ready' | Error;

/**
 * The code of `<notif-activity-detail>` (its element, styles and descriptions of execution details), fetched the
 * first time an event is opened, unless the page defined it already: the log shows its rows without it. The browser
 * fetches the module once however many logs ask; a log asks again (Retry) only after a failed fetch, which it
 * reports as a `notif-error` (`operation: 'load'`).
 */
export class DetailCode {
  /** Where the code is; the element renders again when it changes. */
  state: DetailCodeState = 'absent';

  constructor(private readonly host: ReactiveControllerHost & EventTarget) {}

  /** Fetches the code and defines `<notif-activity-detail>` (`defineElement`), unless it was asked for already. */
  load(): void {
    if (this.state !== 'absent') return;
    if (isServer || customElements.get(ACTIVITY_DETAIL_TAG)) {
      this.#set('ready');
      return;
    }
    this.#set('loading');
    import('../notif-activity-detail/notif-activity-detail.js').then(
      ({ NotifActivityDetail }) => {
        defineElement(NotifActivityDetail);
        this.#set('ready');
      },
      (error: unknown) => {
        const failure = asError(error);
        this.#set(failure);
        this.host.dispatchEvent(new NotifErrorEvent({ operation: 'load', error: failure }));
      },
    );
  }

  /** Fetches again after a failed fetch. */
  retry(): void {
    this.state = 'absent';
    this.load();
  }

  #set(state: DetailCodeState): void {
    this.state = state;
    this.host.requestUpdate();
  }
}
