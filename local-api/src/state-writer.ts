/** Saving the local API's state to its `--data` file, for the command-line server. */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { LocalState } from './state.js';

/**
 * Saves the state after changes. Writes are coalesced (a burst of changes costs one write, and at most one
 * runs at a time) and atomic: a temp file in the same directory is written, flushed to disk and renamed over
 * the data file, so a crash leaves the old file or the new one, never half of one. The temp file has a random
 * name and is created exclusively (`wx`): a link planted beside the data file (in a shared directory, say) is never
 * followed, nor is a file of that name overwritten.
 */
export class StateWriter {
  #pending: LocalState | undefined;
  #running: Promise<void> | undefined;

  constructor(readonly file: string) {}

  schedule(state: LocalState): void {
    this.#pending = state;
    this.#running ??= this.#drain();
  }

  /** Resolves once every scheduled write is on disk. */
  async flush(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #drain(): Promise<void> {
    // Let the rest of the current request (and any request in the same tick) change the state first.
    await new Promise((done) => setImmediate(done));
    while (this.#pending) {
      const state = this.#pending;
      this.#pending = undefined;
      try {
        await this.#write(JSON.stringify(state, null, 2) + '\n');
      } catch (error) {
        console.error(`notif-local-api: could not save ${this.file}: ${(error as Error).message}`);
      }
    }
    this.#running = undefined;
  }

  async #write(text: string): Promise<void> {
    const directory = dirname(this.file);
    await mkdir(directory, { recursive: true });
    const temp = join(directory, `.${basename(this.file)}.${randomBytes(12).toString('hex')}.tmp`);
    try {
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(text, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, this.file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}
