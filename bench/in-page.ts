/**
 * Code the bench runs inside the inbox page. Kept as source text: functions written in this file would be
 * compiled for Node (with helpers the page does not have) before Playwright serializes them.
 */

const SHADOW_INBOX = `document.querySelector('notif-inbox')?.shadowRoot`;

/**
 * Before the page's scripts: notes when the inbox first shows a message subject with a size. Grouped, that is the
 * subject of a group's row: the bench's feed comes in threads, so the first row of the grouped list is a group, and a
 * card shown before the grouped rows' module arrives is not yet the grouped list.
 */
export function recordFirstMessage(grouped: boolean): string {
  const subject = grouped
    ? `${SHADOW_INBOX}?.querySelector('[part~="group-subject"]')`
    : `${SHADOW_INBOX}?.querySelector('notif-message')?.shadowRoot?.querySelector('[part~="subject"]')`;
  return `(() => {
  const check = () => {
    const subject = ${subject};
    if (subject && subject.textContent.trim() && subject.getBoundingClientRect().height > 0) {
      window.notifBenchFirstMessageAt = performance.now();
    } else {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
})();`;
}

/** Milliseconds from navigation start to the first message, once {@link recordFirstMessage} has seen it. */
export const FIRST_MESSAGE_AT = `window.notifBenchFirstMessageAt ?? false`;

/** Scrolls the inbox list to its end and waits one frame. */
export const SCROLL_LIST_TO_END = `(() => {
  const list = ${SHADOW_INBOX}?.querySelector('[part~="list"]');
  if (list) list.scrollTop = list.scrollHeight;
  return new Promise((done) => requestAnimationFrame(() => done(true)));
})()`;

/** Nodes and elements of the document, through every shadow root. */
export const COUNT_DOM = `(() => {
  let nodes = 0;
  let elements = 0;
  const walk = (node) => {
    nodes++;
    if (node instanceof Element) {
      elements++;
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(document);
  return { nodes, elements };
})()`;
