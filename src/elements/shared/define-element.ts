/**
 * An element class: its tag (`static tagName`, from `tag-names.ts`), with the elements it renders in its shadow root,
 * by tag (`NotifElement.dependencies`).
 */
export type Definable = CustomElementConstructor & {
  readonly tagName: string;
  dependencies?: Record<string, Definable>;
};

/**
 * Defines `element` under its tag (`element.tagName`), with the elements it renders (`static dependencies`) first.
 * The entries call it, never the class modules, so importing a class has no side effect (docs/architecture.md,
 * "Elements"). Defining the same class under its tag again does nothing (two entries of a page both register
 * `<notif-message>`); another class already under the tag is an error that names it, rather than the browser's bare
 * "already been used".
 */
export function defineElement(element: Definable): void {
  for (const dependency of Object.values(element.dependencies ?? {})) defineElement(dependency);
  const tag = element.tagName;
  const defined = customElements.get(tag);
  if (!defined) customElements.define(tag, element);
  else if (defined !== element)
    throw new Error(
      `<${tag}> is already defined by another class (${defined.name}): import notif-elements from one copy of the package`,
    );
}
