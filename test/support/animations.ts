/**
 * Waits for every finite animation and transition of the page to end (those in shadow trees included): an accessibility
 * audit or a colour read mid-fade sees blended colours, which a slow machine makes likely. Endless ones (a loading
 * skeleton's pulse) are not waited for.
 */
export async function animationsDone(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}
