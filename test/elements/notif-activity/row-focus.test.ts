import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement, html as litHtml } from 'lit';
import { RowFocus } from '../../../src/elements/notif-activity/row-focus.js';

/** A table of `count` rows that are one Tab stop, over the `query` they came from. */
class RowsHost extends LitElement {
  static override properties = { count: { attribute: false }, query: { attribute: false } };
  declare count: number;
  declare query: string;
  opened: number[] = [];
  readonly rows = new RowFocus(this, {
    rowsKey: () => this.query,
    count: () => this.count,
    open: (index) => {
      this.opened.push(index);
      this.rows.focusAfterUpdate('#title');
      this.requestUpdate();
    },
  });

  constructor() {
    super();
    this.count = 4;
    this.query = 'page=0';
  }

  override render() {
    const rows = Array.from({ length: this.count }, (_, index) => index);
    return litHtml`<table>
        <tbody @keydown=${this.rows.onKeydown}>
          ${rows.map(
            (index) =>
              litHtml`<tr part="row" role="row" data-index=${index} tabindex=${this.rows.tabIndexOf(index)}
                @focus=${() => this.rows.focused(index)}><td>Row ${index}</td></tr>`,
          )}
        </tbody>
      </table>
      ${this.opened.length > 0 ? litHtml`<h2 id="title" tabindex="-1">Opened</h2>` : ''}`;
  }
}
customElements.define('row-focus-host', RowsHost);

function tabStops(host: RowsHost): number[] {
  return [...host.shadowRoot!.querySelectorAll<HTMLElement>('[part~="row"]')].map((row) => row.tabIndex);
}

function focusedId(host: RowsHost): string | undefined {
  const active = host.shadowRoot!.activeElement as HTMLElement | null;
  return active?.dataset.index ?? active?.id;
}

describe('RowFocus', () => {
  it('keeps one Tab stop, moved by the arrow keys, Home and End, and opens a row with Enter', async () => {
    const host = await fixture<RowsHost>(html`<row-focus-host></row-focus-host>`);
    expect(tabStops(host)).to.deep.equal([0, -1, -1, -1]);
    host.shadowRoot!.querySelector<HTMLElement>('[data-index="0"]')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await host.updateComplete;
    expect(focusedId(host)).to.equal('1');
    expect(tabStops(host)).to.deep.equal([-1, 0, -1, -1]);
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'ArrowDown' }); // stays on the last row
    await host.updateComplete;
    expect(focusedId(host)).to.equal('3');
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowUp' }); // stays on the first row
    await host.updateComplete;
    expect(focusedId(host)).to.equal('0');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await host.updateComplete;
    await host.updateComplete;
    expect(host.opened).to.deep.equal([1]);
    expect(focusedId(host), 'the focus moves once the opened node is rendered').to.equal('title');
  });

  it('gives the Tab stop back to the first row when other rows are shown, and the focus back to its row', async () => {
    const host = await fixture<RowsHost>(html`<row-focus-host></row-focus-host>`);
    host.rows.focused(2);
    await host.updateComplete;
    expect(tabStops(host)).to.deep.equal([-1, -1, 0, -1]);
    host.rows.focusRow();
    expect(focusedId(host)).to.equal('2');
    host.count = 3; // the same rows, fewer of them: the stop stays
    await host.updateComplete;
    expect(tabStops(host)).to.deep.equal([-1, -1, 0]);
    host.query = 'page=1';
    await host.updateComplete;
    expect(tabStops(host)).to.deep.equal([0, -1, -1]);
  });
});
