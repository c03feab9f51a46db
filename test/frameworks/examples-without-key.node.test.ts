// The proxy examples of docs/examples/proxy/ as a framework's build meets them: imported with no secret in the
// environment (Next.js and SvelteKit import route modules while they build). Importing must not throw; the first
// request then fails, naming the variable to set, and never with the key's value in it.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { it } from 'node:test';

const run = promisify(execFile);

/** Every example module, imported in a process of its own whose environment has no NOTIF_API_KEY. */
const script = `
const modules = ['inbox-proxy', 'hono', 'node-http', 'express', 'send-notification', 'next/app/api/notif/[...path]/route'];
for (const name of modules) await import('./docs/examples/proxy/' + name + '.ts');
const { inboxProxy } = await import('./docs/examples/proxy/inbox-proxy.ts');
const { sendNotification } = await import('./docs/examples/proxy/send-notification.ts');
const failures = [];
for (const call of [() => inboxProxy(new Request('http://localhost:3000/api/notif/v1/subscribers/a/notifications/unseen')),
  () => sendNotification('welcome', 'a', {})]) {
  try { await call(); failures.push('no error'); } catch (error) { failures.push(error.message); }
}
console.log(JSON.stringify(failures));
`;

it('the proxy examples import without NOTIF_API_KEY and fail at the first request, naming it', async () => {
  const env = { ...process.env };
  delete env.NOTIF_API_KEY;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env,
  });
  assert.deepEqual(JSON.parse(stdout.trim().split('\n').at(-1)!), [
    'Set NOTIF_API_KEY to the environment’s API key',
    'Set NOTIF_API_KEY to the environment’s API key',
  ]);
});
