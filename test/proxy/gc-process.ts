/**
 * For the live tests that run a mount in a process of its own started with `--expose-gc` (live-departed,
 * live-node-gc): starting such a process and reading the JSON line it ends with, and the proxy each one mounts.
 */
import { spawn } from 'node:child_process';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { createLocalApi, inProcessFetch } from 'notif-local-api';
import { createInboxProxy, type LiveHub } from '../../src/proxy/index.js';

/**
 * Runs `script` with `argument` under `--expose-gc`, optimised from the start as a long-running server's hot code is
 * (then nothing keeps a request alive that the code no longer uses, and a collection takes it); resolves with the
 * last line it printed, parsed.
 */
export function runWithGc<T>(script: string, argument: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--always-turbofan', '--import', 'tsx', script, argument],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as T);
      } catch {
        reject(new Error(`${script} ${argument} ended with ${code} and said: ${output}`));
      }
    });
  });
}

/** The proxy in front of the local API, signing in whoever `x-user` names, with `hub` and no polling. */
export function localLiveProxy(hub: LiveHub) {
  return createInboxProxy({
    apiKey: 'local-dev-api-key',
    baseUrl: 'http://service.test',
    resolveSubscriber: (request) => request.headers.get('x-user'),
    fetch: inProcessFetch(createLocalApi({ seed: 'demo' })),
    live: { hub, pollInterval: 0 },
  });
}

/** A browser's live stream of `subscriber` on the server at `port` (signed in by `x-user`): its status, what it heard. */
export function openLiveStream(
  port: number,
  subscriber: string,
): Promise<{ status: number; request: ClientRequest; heard: () => string }> {
  return new Promise((resolve, reject) => {
    let heard = '';
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `/v1/subscribers/${subscriber}/live`,
        headers: { 'x-user': subscriber },
      },
      (response) => {
        response.on('data', (chunk: Buffer) => (heard += chunk.toString()));
        response.on('error', () => undefined);
        resolve({ status: response.statusCode ?? 0, request, heard: () => heard });
      },
    );
    request.on('error', (error) => reject(error));
    request.end();
  });
}
