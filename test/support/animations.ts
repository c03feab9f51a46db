/**
 * Waits for every finite animation and transition of the page to end, those in shadow trees included: an
 * accessibility audit or a colour read mid-fade sees blended colours, which a slow machine makes likely. Endless
 * ones (a loading skeleton's pulse) are not waited for. WebKit's `document.getAnimations()` leaves out what runs in
 * shadow trees, so each open shadow root is asked too.
 */
export async function animationsDone(): Promise<void> {
  const animations = new Set<Animation>(document.getAnimations());
  for (const root of openShadowRoots(document))
    for (const animation of root.getAnimations()) animations.add(animation);
  const finite = [...animations].filter(
    (animation) => animation.effect?.getComputedTiming().endTime !== Infinity,
  );
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/** Every open shadow root under `root`, nested ones included. */
function openShadowRoots(root: Document | ShadowRoot): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(element.shadowRoot, ...openShadowRoots(element.shadowRoot));
  }
  return found;
}
