import { html, type TemplateResult } from 'lit';

/**
 * An `<option>` selected when `on`, said by the `selected` attribute: server-rendered markup says it too (a
 * `.selected` binding would be written there as `selected="false"`, which HTML reads as selected). The attribute
 * alone does not override what the user picked by hand before; {@link followSelectedAttributes} does, after a render.
 */
export function selectedOption(value: string | number, on: boolean, text: string): TemplateResult {
  return html`<option value=${value} ?selected=${on}>${text}</option>`;
}

/**
 * Makes every option under `root` selected, and every checkbox checked, exactly when its `selected` or `checked`
 * attribute says so.
 */
export function followSelectedAttributes(root: ParentNode): void {
  for (const option of root.querySelectorAll('option')) option.selected = option.defaultSelected;
  for (const box of root.querySelectorAll<HTMLInputElement>('[type=checkbox]'))
    box.checked = box.defaultChecked;
}
