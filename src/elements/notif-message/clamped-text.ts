/**
 * A list clamps a message's subject and body to a few lines; the whole text stays reachable. It is all in the DOM,
 * so assistive technology reads it whole, and when the clamp does cut it, the element gets the whole text as its
 * `title` (a tooltip). Whether a clamp cuts depends on the width, the font and the text, so it is measured by one
 * `ResizeObserver` for every message of the page: when an element is first laid out, when it is resized, and after
 * each render (observing an element anew asks the observer for a fresh measure, taken with the next layout).
 */

const fullTexts = new WeakMap<Element, string>();
let observer: ResizeObserver | undefined;

function showWhetherCut(element: Element): void {
  const full = fullTexts.get(element);
  if (full !== undefined && element.scrollHeight > element.clientHeight + 1)
    element.setAttribute('title', full);
  else element.removeAttribute('title');
}

/** The clamped elements of one message, measured as described above. */
export class ClampedText {
  #watched: Element[] = [];

  /** Measures these elements from now on (and no others), each with its whole text. */
  watch(elements: ReadonlyMap<Element, string>): void {
    observer ??= new ResizeObserver((entries) => entries.forEach((entry) => showWhetherCut(entry.target)));
    for (const element of this.#watched) if (!elements.has(element)) observer.unobserve(element);
    for (const [element, full] of elements) {
      fullTexts.set(element, full);
      observer.unobserve(element);
      observer.observe(element);
    }
    this.#watched = [...elements.keys()];
  }

  /** Stops measuring (the message left the page). */
  stop(): void {
    for (const element of this.#watched) observer?.unobserve(element);
    this.#watched = [];
  }
}
