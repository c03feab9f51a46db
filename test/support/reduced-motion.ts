import { emulateMedia } from '@web/test-runner-commands';

/**
 * What `read` finds with no motion preference, then with reduced motion asked for (`prefers-reduced-motion`); the
 * page has no preference again afterwards, whatever happened.
 */
export async function underEachMotionPreference<T>(read: () => T): Promise<{ noPreference: T; reduce: T }> {
  try {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const noPreference = read();
    await emulateMedia({ reducedMotion: 'reduce' });
    return { noPreference, reduce: read() };
  } finally {
    await emulateMedia({ reducedMotion: 'no-preference' });
  }
}
