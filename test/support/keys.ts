/**
 * Keys held down across other input, in every engine the tests drive (the `notif-key` command of the test runner's
 * config: scripts/wtr-keys-plugin.mjs). The runner's own `sendKeys` can only press or type in WebKit, never hold.
 */
import { executeServerCommand } from '@web/test-runner-commands';

/** Holds `key` down (a name such as `Shift`, `Control`, `Tab`, or one character) until {@link releaseKey}. */
export async function holdKey(key: string): Promise<void> {
  await executeServerCommand('notif-key', { down: key });
}

export async function releaseKey(key: string): Promise<void> {
  await executeServerCommand('notif-key', { up: key });
}

/** A key pressed with a modifier held, step by step: not every driver reads "Shift+Tab" as one key. */
export async function chord(modifier: string, key: string): Promise<void> {
  await holdKey(modifier);
  try {
    await executeServerCommand('notif-key', { press: key });
  } finally {
    await releaseKey(modifier);
  }
}
