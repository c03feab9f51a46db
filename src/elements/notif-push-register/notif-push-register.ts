import { LitElement, html, nothing, type TemplateResult, type PropertyDeclarations } from 'lit';
import { invalid } from '../../api/errors.js';
import { NotifErrorEvent } from '../../events/notif-error.js';
import { NotifPushStateEvent, type PushState } from '../../events/notif-push-state.js';
import { pushStrings } from '../../i18n/push-strings.js';
import type { PushUnsupportedReason } from './push-support.js';
import { failureMessage, misconfigurationMessage, type ProblemContext } from './problem-words.js';
import { PushRegistrationController } from './registration-controller.js';
import type { RegistrationFailure } from './registration-failure.js';
import {
  isActionable,
  pushStateOf,
  type MisconfiguredAttribute,
  type Status,
} from './registration-machine.js';
import { vapidKeyProblem } from './vapid-key.js';
import type { TokenProvider } from './web-push-token.js';
import { tokens } from '../../styles/tokens.js';
import { styles } from './notif-push-register.styles.js';
import { icon } from '../../styles/icon.js';
import { NotifConfigurable } from '../shared/configurable.js';
import type { PushStrings } from '../../i18n/strings.js';
import { NotifElement } from '../shared/notif-element.js';
import { PUSH_REGISTER_TAG } from '../shared/tag-names.js';

/** What the element shows for a status: the button, and the text next to it. */
interface View {
  state: PushState;
  label: string;
  /** Whether the button does something now; otherwise it stays focusable but `aria-disabled`. */
  actionable: boolean;
  /** The explanation next to the button (why it is unavailable, what failed, what to do). */
  message?: string;
  tone?: 'error';
}

const ICONS = {
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15ZM10 20.5a2 2 0 0 0 4 0',
  bellOff: 'M8.5 5.6A6 6 0 0 1 18 11v4M6 11v5.5l-1.5 2H17M10 20.5a2 2 0 0 0 4 0M3 3l18 18',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  error: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M12 7.5V13M12 16.5v.01',
  spinner: 'M12 3a9 9 0 1 0 9 9',
};

/**
 * @summary Turns on push notifications for this browser: asks for permission (from a click), gets the browser's
 * device token and stores it with the service (`PATCH /v1/subscribers/{id}/credentials`), once.
 *
 * The default token is a Web Push subscription made through the `service-worker` with the `vapid-public-key`; a
 * `tokenProvider` function plugs in FCM, OneSignal, Expo or any other. Which tokens the service acknowledged is
 * remembered in `localStorage` per base URL, subscriber, provider and integration (as SHA-256 fingerprints), so a
 * token is sent once, a changed token is sent again, and a reload sends nothing. It never registers without a click
 * unless `auto-register` is set and permission was already granted.
 *
 * @fires {NotifPushStateEvent} notif-push-state - The state changed (`detail.state`; `detail.token` when this page just registered one).
 * @fires {NotifErrorEvent} notif-error - A registration failed (`operation: 'register'`), or the element is configured wrongly
 *   (`operation: 'configure'`, a `NotifValidationError` naming the attribute).
 *
 * @csspart base - The container of the button and the message.
 * @csspart button - The button; its label follows the state, its width and fill stay the same in every state.
 * @csspart icon - The icon inside the button.
 * @csspart label - The label inside the button.
 * @csspart message - The explanation next to the button: why it is unavailable, what failed, what to do.
 *
 * @cssprop --notif-push-register-background - Background behind the button and message. Default: the surface colour.
 * @cssprop --notif-push-register-color - Text colour. Default: the text colour.
 * @cssprop --notif-push-register-muted-color - Colour of the message. Default: the muted text colour.
 * @cssprop --notif-push-register-error-color - Colour of an error message. Default: the danger colour.
 * @cssprop --notif-push-register-button-background - Background of the button. Default: the accent colour.
 * @cssprop --notif-push-register-button-color - Text colour of the button. Default: the on-accent colour.
 * @cssprop --notif-push-register-button-radius - Corner radius of the button. Default: the small radius.
 * @cssprop --notif-push-register-gap - Space between the button and the message. Default: 8px.
 * @cssprop --notif-push-register-padding - Padding around the button and message. Default: the medium space (8px).
 *
 * @tagname notif-push-register
 */
export class NotifPushRegister extends NotifConfigurable(NotifElement) {
  /** The tag the class is defined under (`defineElement`). */
  static readonly tagName = PUSH_REGISTER_TAG;
  static override styles = [tokens, styles];
  static override properties: PropertyDeclarations = {
    providerId: { attribute: 'provider-id' },
    integrationIdentifier: { attribute: 'integration-identifier' },
    vapidPublicKey: { attribute: 'vapid-public-key' },
    serviceWorker: { attribute: 'service-worker' },
    autoRegister: { type: Boolean, attribute: 'auto-register' },
    tokenProvider: { attribute: false },
  };
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /** @internal The built-in strings it shows, in English. */
  override readonly englishStrings: PushStrings = pushStrings;

  /** Reads the element's configuration (its own attributes over its provider's) and makes its client when it runs. */
  readonly #registration = new PushRegistrationController(this, this.configuration, () => ({
    providerId: this.providerId,
    integrationIdentifier: this.integrationIdentifier,
    vapidPublicKey: this.vapidPublicKey,
    serviceWorker: this.serviceWorker,
    tokenProvider: this.tokenProvider,
    autoRegister: this.autoRegister,
  }));
  /** The configuration mistake last reported, so each is reported once. */
  #reportedProblem: string | undefined;
  /** Whether the console was told, once, what a signed-out element waits for. */
  #toldSignedOut = false;

  /** One of the 20 subscriber channel providers, usually a push one (`push-webhook` for the default Web Push token). */
  declare providerId?: string;
  /** The `identifier` of the integration to store the token under; default the provider's newest active one. */
  declare integrationIdentifier?: string;
  /** The VAPID public key (base64url) the default Web Push token is made with; not needed with a `tokenProvider`. */
  declare vapidPublicKey?: string;
  /** URL of the service worker the default Web Push token registers (`notif-sw.js` of this package, or your own). */
  serviceWorker = '/notif-sw.js';
  /** Register without a click when permission was already granted (never asks for it without one). */
  autoRegister = false;
  /** Supplies the device token instead of Web Push (FCM, OneSignal, Expo, Pushpad…); needs only the Notification API. */
  declare tokenProvider?: TokenProvider;

  /** The current state, also reflected as the `state` attribute. */
  get state(): PushState {
    return pushStateOf(this.#registration.status);
  }

  /** Reflects the state and fires what happened during the update, in order. */
  protected override updated(): void {
    const state = this.state;
    if (this.getAttribute('state') !== state) this.setAttribute('state', state);
    const { changes, failures } = this.#registration.takeNews();
    for (const { state, token } of changes) {
      this.dispatchEvent(new NotifPushStateEvent(token ? { state, token } : { state }));
    }
    for (const error of failures) this.dispatchEvent(new NotifErrorEvent({ operation: 'register', error }));
    this.#reportConfigError();
    this.#tellSignedOut();
  }

  /** The page shows plain words ("Sign in to turn on notifications."); its developer learns what is missing here. */
  #tellSignedOut(): void {
    if (this.#toldSignedOut || this.#registration.status.kind !== 'unconfigured') return;
    this.#toldSignedOut = true;
    console.warn(
      'notif-push-register: no subscriber-id (and base-url) is set, so its button stays off until one is.',
    );
  }

  #onClick(): void {
    if (isActionable(this.#registration.status)) void this.register();
  }

  /**
   * Turns notifications on: asks for permission when needed, gets this browser's token and stores it with the
   * service unless the service already acknowledged it. Call it from a click or key press (as the button does):
   * browsers only ask for permission during a user gesture. Resolves when done; failures show as the `error` state.
   */
  register(): Promise<void> {
    return this.#registration.register();
  }

  /**
   * Signs this browser out of push for the current subscriber, for a sign-out on a shared browser: takes this
   * browser's device token out of the subscriber's channel (through the proxy or the service, with
   * `removeDeviceTokens`), cancels its Web Push subscription (`PushSubscription.unsubscribe()`) and forgets the
   * acknowledgement kept in `localStorage`. The subscription is cancelled and the acknowledgement forgotten even
   * when the service cannot be reached; the promise then rejects with that error. Call it before the page signs the
   * person out (the proxy needs their session to remove the token).
   */
  signOut(): Promise<void> {
    return this.#registration.signOut();
  }

  /**
   * Forgets, in this browser, which tokens the service acknowledged for the current subscriber and provider, so the
   * next registration sends the token again (when the service lost its data). The service keeps the tokens it has:
   * to remove this browser's, use `signOut()`.
   */
  forgetRegistration(): void {
    this.#registration.forget();
  }

  /**
   * A wrong attribute, or undefined: `message` for the page (localizable, with what to do), `phrase` for the
   * `notif-error` it fires, the problem as the issue of a `NotifValidationError` says it after the attribute's name.
   */
  #configProblem(
    status: Status,
  ): { attribute: MisconfiguredAttribute; message: string; phrase: string } | undefined {
    if (status.kind !== 'misconfigured') return undefined;
    const { attribute } = status;
    const phrase =
      attribute === 'provider-id'
        ? this.providerId
          ? `"${this.providerId}" is not a provider the service knows`
          : 'is not set'
        : // The controller found this same problem with the key, so there is one.
          vapidKeyProblem(this.vapidPublicKey)!;
    const message = misconfigurationMessage(attribute, phrase, this.#problemContext, this.text);
    return { attribute, message, phrase };
  }

  get #problemContext(): ProblemContext {
    const { providerId, integrationIdentifier } = this;
    return { providerId, integrationIdentifier, subscriberId: this.configuration.config.subscriberId };
  }

  #viewOf(status: Status): View {
    return { state: pushStateOf(status), actionable: isActionable(status), ...this.#wordsOf(status) };
  }

  /** The button's label and the explanation next to it. */
  #wordsOf(status: Status): Pick<View, 'label' | 'message' | 'tone'> {
    const strings = this.text;
    switch (status.kind) {
      case 'asking':
        return { label: strings.pushAsking };
      case 'registering':
        return { label: strings.pushRegistering };
      case 'misconfigured':
        return { label: strings.pushEnable, message: this.#configProblem(status)!.message, tone: 'error' };
      case 'unsupported':
        return { label: strings.pushUnavailable, message: this.#unsupportedMessage(status.reason) };
      case 'unconfigured':
        return { label: strings.pushEnable, message: strings.pushNotConfigured };
      case 'denied':
        return { label: strings.pushBlocked, message: strings.pushDenied };
      case 'failed':
        return { label: strings.retry, message: this.#describe(status.failure), tone: 'error' };
      case 'registered':
        return { label: strings.pushRegistered, message: strings.pushRegisteredHint };
      case 'ready':
        return { label: strings.pushEnable, message: status.dismissed ? strings.pushDismissed : undefined };
    }
  }

  /** In a person's words: which browser feature is missing is for the page's developer (docs/browser-support.md). */
  #unsupportedMessage(reason: PushUnsupportedReason): string {
    const strings = this.text;
    return reason === 'insecure-context' ? strings.pushInsecure : strings.pushUnsupported;
  }

  /** A message a person (and, for mistakes of the page, its developer) can act on. */
  #describe(failure: RegistrationFailure): string {
    return failureMessage(failure, this.#problemContext, this.text);
  }

  /** What the live region says: the label of progress and success, the explanation of anything else. */
  #announcementOf(status: Status | undefined): string {
    if (!status) return '';
    const view = this.#viewOf(status);
    return view.state === 'asking' || view.state === 'registering' || view.state === 'registered'
      ? view.label
      : (view.message ?? '');
  }

  #reportConfigError(): void {
    const problem = this.#configProblem(this.#registration.status);
    // Once per mistake, however often the element renders it.
    const mistake = problem && `${problem.attribute} ${problem.phrase}`;
    if (mistake === this.#reportedProblem) return;
    this.#reportedProblem = mistake;
    if (!problem) return;
    const error = invalid(problem.attribute, problem.phrase);
    this.dispatchEvent(new NotifErrorEvent({ operation: 'configure', error }));
  }

  #icon(view: View): TemplateResult {
    switch (view.state) {
      case 'asking':
      case 'registering':
        return icon(ICONS.spinner, 'spinner');
      case 'registered':
        return icon(ICONS.check);
      case 'denied':
      case 'unsupported':
        return icon(ICONS.bellOff);
      case 'error':
        return icon(view.actionable ? ICONS.error : ICONS.bell);
      default:
        return icon(ICONS.bell);
    }
  }

  /**
   * Every label the button can take, hidden and stacked under the shown icon and label (drawn from an attribute, so
   * they are not the button's text): the button is as wide as its longest label in the element's language, so it
   * keeps one width from "Enable notifications" to "Notifications on", with the shown ones centred together.
   */
  #sizers(): TemplateResult[] {
    const strings = this.text;
    return [
      strings.pushEnable,
      strings.pushAsking,
      strings.pushRegistering,
      strings.pushRegistered,
      strings.pushBlocked,
      strings.pushUnavailable,
      strings.retry,
    ].map((label) => html`<span class="sizer" aria-hidden="true" data-label=${label}></span>`);
  }

  override render(): TemplateResult {
    const view = this.#viewOf(this.#registration.status);
    return html`<div part="base" class="state-${view.state}">
      <button
        type="button"
        part="button"
        aria-disabled=${view.actionable ? 'false' : 'true'}
        aria-describedby=${view.message ? 'message' : nothing}
        @click=${this.#onClick}
      >
        <span class="face"
          ><span part="icon">${this.#icon(view)}</span><span part="label">${view.label}</span></span
        >${this.#sizers()}
      </button>
      ${view.message ? html`<p part="message" id="message" class=${view.tone ?? ''}>${view.message}</p>` : nothing}
      <span class="visually-hidden" role="status" aria-live="polite"
        >${this.#announcementOf(this.#registration.announced)}</span
      >
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    [NotifPushRegister.tagName]: NotifPushRegister;
  }
}
