/**
 * What an element shows, read through every shadow root inside it (an inbox's messages, an activity log's detail):
 * its text nodes, and the `title`s that hold the whole of clipped texts.
 */

function* nodesOf(root: Node): Generator<Node> {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    yield node;
    const shadow = (node as Element).shadowRoot;
    if (shadow) yield* nodesOf(shadow);
  }
}

/** Every text node's text, in document order, shadow roots included. */
export function textsOf(element: Element): string[] {
  return [...nodesOf(element)]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.nodeValue ?? '');
}

/** Every `title` attribute, shadow roots included. */
export function titlesOf(element: Element): string[] {
  return [...nodesOf(element)]
    .filter(
      (node): node is Element =>
        node.nodeType === Node.ELEMENT_NODE && (node as Element).hasAttribute('title'),
    )
    .map((node) => node.getAttribute('title')!);
}

/** Words no element may show, whatever it was given: they mean code turned a value into text by accident. */
export const LEAKED_CODE = /\[object [A-Za-z]+\]|\[native code\]|\bNaN\b|\bundefined\b/;

/**
 * What is wrong with what `el` shows, if anything: code in its text (`LEAKED_CODE`), or a text node longer than
 * `limit` and its ellipsis (docs/reliability.md: every text field is clipped).
 */
export function renderingDefect(el: Element, limit: number): string | undefined {
  for (const text of textsOf(el)) {
    const leaked = LEAKED_CODE.exec(text);
    if (leaked) return `shows "${leaked[0]}" in "${text.slice(0, 80)}"`;
    if (text.length > limit + 1) return `a text node of ${text.length} characters`;
  }
  return undefined;
}
