// The demo page's script: switches subscriber, theme and locale, triggers test notifications, and logs the
// events the elements fire. The elements themselves need nothing from it: a sent notification shows in the inboxes
// and as a toast because they share one store, which finds it when the inboxes refresh.
import '../src/index.js';
import type { NotifInbox } from '../src/index.js';
import './push-panel.js';
import './activity-panel.js';

const DEMO_COOKIE = 'notif-demo-subscriber';
/** Triggering is an admin operation: the demo calls the local API with the development key (never do this in production). */
const DEV_API_KEY = 'local-dev-api-key';
/** The page's elements that take a `locale`. */
const NOTIF_ELEMENTS = 'notif-provider, notif-inbox, notif-message, notif-push-register, notif-activity';

const provider = document.querySelector('notif-provider')!;
const inboxes = [...document.querySelectorAll<NotifInbox>('notif-inbox')];
const themed = [...document.querySelectorAll<HTMLElement>('notif-inbox, notif-toasts')];
const settings = document.querySelector<HTMLFormElement>('#settings')!;
const trigger = document.querySelector<HTMLFormElement>('#trigger')!;
const result = document.querySelector<HTMLElement>('#trigger-result')!;
const log = document.querySelector<HTMLOListElement>('#log')!;
const toasts = document.querySelector<HTMLElement>('#toasts')!;

function field(form: HTMLFormElement, name: string): string {
  return (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value;
}

function signIn(subscriberId: string): void {
  // The inbox proxy reads who is signed in from this cookie, as a real backend would read its session.
  document.cookie = `${DEMO_COOKIE}=${encodeURIComponent(subscriberId)}; path=/; SameSite=Strict`;
  provider.setAttribute('subscriber-id', subscriberId);
}

function applySettings(): void {
  const theme = field(settings, 'theme');
  const locale = field(settings, 'locale');
  const checked = (name: string) => (settings.elements.namedItem(name) as HTMLInputElement).checked;
  for (const element of themed) {
    if (theme) element.setAttribute('theme', theme);
    else element.removeAttribute('theme');
  }
  for (const inbox of inboxes) {
    inbox.group = checked('group');
    inbox.selectable = checked('selectable');
  }
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' || locale === 'he' ? 'rtl' : 'ltr';
  if (checked('sound')) toasts.setAttribute('sound', '/chime.wav');
  else toasts.removeAttribute('sound');
  provider.setAttribute('locale', locale);
  // Every element of the page, in the provider or not (the activity log's own base-url, say), speaks the locale.
  for (const element of document.querySelectorAll(NOTIF_ELEMENTS)) element.setAttribute('locale', locale);
}

settings.addEventListener('change', (event) => {
  if ((event.target as HTMLSelectElement).name === 'subscriber') signIn(field(settings, 'subscriber'));
  applySettings();
});

/** The selected workflow's option: its `data-fields` (what its templates use) and `data-delivery` (where it goes). */
function workflow(): HTMLOptionElement {
  const select = trigger.elements.namedItem('workflow') as HTMLSelectElement;
  return select.selectedOptions[0]!;
}

/** The payload fields the selected workflow's templates use. */
function workflowFields(): string[] {
  return (workflow().dataset.fields ?? '').split(/\s+/).filter(Boolean);
}

/** Shows the fields the selected workflow uses, and only those (a hidden field is disabled, so never required). */
function showWorkflowFields(): void {
  const fields = new Set(workflowFields());
  for (const label of trigger.querySelectorAll<HTMLElement>('[data-field]')) {
    const used = fields.has(label.dataset.field!);
    label.hidden = !used;
    for (const input of label.querySelectorAll('input')) input.disabled = !used;
  }
}

trigger.addEventListener('change', (event) => {
  if ((event.target as HTMLSelectElement).name === 'workflow') showWorkflowFields();
});

trigger.addEventListener('submit', async (event) => {
  event.preventDefault();
  const payload = Object.fromEntries(workflowFields().map((name) => [name, field(trigger, name)]));
  const delivery = workflow().dataset.delivery;
  result.textContent = 'Sending…';
  const response = await fetch('/v1/events/trigger', {
    method: 'POST',
    headers: { authorization: `ApiKey ${DEV_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: field(trigger, 'workflow'), to: field(settings, 'subscriber'), payload }),
  });
  const body = (await response.json()) as { transactionId?: string; message?: unknown };
  result.textContent = response.ok
    ? `Sent (transaction ${body.transactionId}) ${delivery}.`
    : `Not sent: ${Array.isArray(body.message) ? body.message.join('; ') : String(body.message)}`;
  await Promise.all(inboxes.map((inbox) => inbox.refresh()));
});

/** An invoice's due date two weeks from today, as the date input writes it. */
function inTwoWeeks(): string {
  return new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
}

const LOGGED = [
  'notif-message-click',
  'notif-action',
  'notif-marked',
  'notif-counts',
  'notif-error',
  'notif-push-state',
];
for (const type of LOGGED) {
  document.addEventListener(type, (event) => {
    const detail = (event as CustomEvent).detail as Record<string, unknown>;
    // A message by its id; an Error (which JSON writes as {}) by its name and message.
    const summary = JSON.stringify(detail, (key, value: unknown) =>
      key === 'message'
        ? (value as { _id?: string })?._id
        : value instanceof Error
          ? `${value.name}: ${value.message}`
          : value,
    );
    const item = document.createElement('li');
    item.textContent = `${new Date().toLocaleTimeString()} ${type} ${summary}`;
    log.prepend(item);
    while (log.children.length > 100) log.lastElementChild!.remove();
  });
}

(trigger.elements.namedItem('dueDate') as HTMLInputElement).value = inTwoWeeks();
showWorkflowFields();
signIn(field(settings, 'subscriber'));
applySettings();
