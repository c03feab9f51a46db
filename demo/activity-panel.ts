// The demo's activity view: <notif-activity> over operations 5 and 6, next to the inbox.
//
// The event log reads every event of the environment, so it needs an API key or a session token: the demo uses the
// local API's dashboard session token, on this page's own origin (the local API is mounted at /v1). Its `base-url=""`
// wins over the page provider's `/api/notif` (the inbox proxy, which forwards inbox routes only).
//
// Send a test notification with the form above; the trigger result names its transaction, and "Find it" puts that
// transaction in the log's filter. Opening the event shows its jobs and their execution timeline.
import { html, nothing, render } from 'lit';

/** The local API's seeded dashboard session (Development); a real tool gets its token from its own sign-in. */
const SESSION_TOKEN = 'local-dashboard-token';
/** What the trigger form writes into #trigger-result on success: "Sent (transaction <id>)." */
const TRANSACTION = /transaction\s+([^\s)]+)\)/i;

const panel = document.querySelector<HTMLElement>('#activity-panel');
const result = document.querySelector<HTMLElement>('#trigger-result');
const settings = document.querySelector<HTMLFormElement>('#settings');

/** The transaction of the last notification sent from this page, once the trigger form reports it. */
let lastTransaction: string | undefined;

const activity = document.createElement('notif-activity');
activity.id = 'activity';
activity.setAttribute('base-url', '');
activity.setAttribute('token', SESSION_TOKEN);
activity.setAttribute('sync-hash', '');
activity.setAttribute('heading-level', '3');

function findIt(): void {
  if (!lastTransaction) return;
  activity.applyFilters({ transactionId: lastTransaction });
  activity.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

function renderControls(): void {
  if (!panel) return;
  render(
    html`${
        lastTransaction
          ? html`<p class="activity-find">
              <button type="button" class="button" @click=${findIt}>Find it: ${lastTransaction}</button>
            </p>`
          : nothing
      }
      <details class="dev-notes">
        <summary>Developer notes</summary>
        <p class="hint" id="activity-hint">
          Every triggered notification is an event in this log. Send a test notification above, then paste the
          transaction ID it reports (under the Send button) into the <strong>Transaction ID</strong> filter, or
          press “Find it”. Open the event (click it, or Enter) to read each job's execution timeline.
        </p>
      </details>`,
    controls,
  );
}

function readTransaction(): void {
  const match = TRANSACTION.exec(result?.textContent ?? '');
  const found = match?.[1];
  if (!found || found === lastTransaction) return;
  lastTransaction = found;
  renderControls();
}

/** The demo's theme select applies to the inboxes; the log follows it too. */
function applyTheme(): void {
  const theme = (settings?.elements.namedItem('theme') as HTMLSelectElement | null)?.value;
  if (theme === 'light' || theme === 'dark') activity.setAttribute('theme', theme);
  else activity.removeAttribute('theme');
}

const controls = document.createElement('div');
controls.className = 'activity-controls';
if (panel) {
  panel.append(controls, activity);
  renderControls();
  if (result)
    new MutationObserver(readTransaction).observe(result, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  settings?.addEventListener('change', applyTheme);
  applyTheme();
}
