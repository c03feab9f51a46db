/**
 * Defines `tag` as `element`, with the elements it renders (`static dependencies`) first. The entries call it, never
 * the class modules, so importing a class has no side effect (docs/architecture.md, "Elements"). Defining the same
 * class under its tag again does nothing (two entries of a page both register `<notif-message>`); another class
 * already under the tag is an error that names it, rather than the browser's bare "already been used".
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  const dependencies = (element as { dependencies?: Record<string, CustomElementConstructor> }).dependencies;
  for (const [dependency, constructor] of Object.entries(dependencies ?? {}))
    defineElement(dependency, constructor);
  const defined = customElements.get(tag);
  if (defined === element) return;
  if (defined)
    throw new Error(
      `<${tag}> is already defined by another class (${defined.name || 'anonymous'}): a page can hold one version of notif-elements; import each element from one copy of the package.`,
    );
  customElements.define(tag, element);
}
