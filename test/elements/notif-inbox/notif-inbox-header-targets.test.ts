/**
 * The header's controls (the icon buttons and the tabs) are at least 40 px wide and high to a pointer however small they
 * are drawn, no two of their areas overlapping: in a 400 px panel and a 320 px one (where the header takes two rows),
 * in English and in German, whose labels are longer.
 */
import { expect } from '@open-wc/testing';
import '../../../src/index.js';
import { shortOfHitArea } from '../../support/hit-area.js';
import { inProcessApi } from '../../support/in-process-api.js';
import { inlineInbox } from '../../support/mount-elements.js';
import { waitFor } from '../../support/wait-for.js';

describe('<notif-inbox> header targets', () => {
  afterEach(() => localStorage.clear());

  for (const width of [400, 320])
    for (const locale of ['en', 'de'])
      it(`gives every control of the header a 40 px area, none overlapping, ${width} px wide (${locale})`, async () => {
        const el = await inlineInbox(inProcessApi().fetch, 20, { locale, noSeenOnView: true });
        el.style.inlineSize = `${width}px`;
        const root = el.shadowRoot!;
        await waitFor(() => root.querySelector('[part~="tab-count"]'), {
          message: 'the tabs and their count',
        });
        const controls = [...root.querySelectorAll<HTMLElement>('[part~="header"] button')].filter(
          (control) => control.getBoundingClientRect().width > 0,
        );
        expect(controls.length, 'the tabs and the icon buttons').to.be.at.least(3);
        expect(shortOfHitArea(root, controls)).to.deep.equal([]);
      });
});
