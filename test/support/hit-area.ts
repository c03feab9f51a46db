/**
 * Whether controls are as large as a button to a pointer however small they are drawn: each must be what the browser
 * finds `reach` px from its centre, left, right, up and down (another control's area there means they overlap).
 */

/** Every control of `controls` short of its area, with the offset where something else was found. */
export function shortOfHitArea(root: ShadowRoot, controls: readonly HTMLElement[], reach = 19): string[] {
  const short: string[] = [];
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    // 19 px by default: the browser rounds a point to the pixel where two areas of 40 px meet.
    for (const [dx, dy] of [
      [-reach, 0],
      [reach, 0],
      [0, -reach],
      [0, reach],
    ] as const) {
      const hit = root.elementFromPoint(x + dx, y + dy);
      if (hit === control || control.contains(hit)) continue;
      const name = control.getAttribute('aria-label') ?? control.getAttribute('part') ?? control.localName;
      short.push(`${name} at ${dx}, ${dy}: ${hit?.getAttribute('part') ?? hit?.localName}`);
    }
  }
  return short;
}
