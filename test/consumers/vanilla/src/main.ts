// A page that uses the elements without a framework: the package's main entry registers the tags.
import 'notif-elements';

const log: string[] = [];
Object.assign(window, { notifLog: log });

const inbox = document.createElement('notif-inbox');
inbox.mode = 'inline';
inbox.baseUrl = new URLSearchParams(location.search).get('api') ?? '';
inbox.subscriberId = 'subscriber-ada';
inbox.apiKey = 'local-dev-api-key';
inbox.strings = { markAllRead: 'Alles gelesen' };
inbox.addEventListener('notif-message-click', (event) => {
  event.preventDefault();
  log.push(`click:${event.detail.message._id}`);
});
inbox.addEventListener('notif-marked', (event) => log.push(`marked:${event.detail.markAs}`));
document.getElementById('root')!.append(inbox);
