import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';

/**
 * An `<option>` whose selectedness follows the element's state. The `selected` attribute says it in server-rendered
 * markup (a `.selected` binding would be written there as `selected="false"`, which HTML reads as selected); in
 * the browser the property is set too, since only it overrides what the user picked by hand before.
 */
export function selectedOption(value: string | number, on: boolean, text: string): TemplateResult {
  const follow = (element: Element | undefined) => {
    if (element) (element as HTMLOptionElement).selected = on;
  };
  return html`<option value=${value} ?selected=${on} ${ref(follow)}>${text}</option>`;
}
