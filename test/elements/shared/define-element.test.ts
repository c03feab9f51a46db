import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import { defineElement } from '../../../src/elements/shared/define-element.js';
import { elementTags } from '../../support/element-tags.js';

describe('defineElement and the class modules', () => {
  it('importing every element class module defines no tag; importing the entries defines them all', async () => {
    await Promise.all([
      import('../../../src/elements/notif-inbox/notif-inbox.js'),
      import('../../../src/elements/notif-message/notif-message.js'),
      import('../../../src/elements/notif-provider/notif-provider.js'),
      import('../../../src/elements/notif-push-register/notif-push-register.js'),
      import('../../../src/elements/notif-activity/notif-activity.js'),
      import('../../../src/elements/notif-activity-detail/notif-activity-detail.js'),
      import('../../../src/elements/notif-toasts/notif-toasts.js'),
    ]);
    for (const tag of elementTags) expect(customElements.get(tag), tag).to.equal(undefined);
    await import('../../../src/index.js');
    for (const tag of elementTags) expect(customElements.get(tag), tag).not.to.equal(undefined);
  });

  it('defining the same class under its tag twice does nothing the second time', () => {
    class Twice extends LitElement {}
    defineElement('define-element-twice', Twice);
    expect(() => defineElement('define-element-twice', Twice)).not.to.throw();
    expect(customElements.get('define-element-twice')).to.equal(Twice);
  });

  it('another class already under the tag is an error naming the tag, and the first class stays', () => {
    class First extends LitElement {}
    class Second extends LitElement {}
    defineElement('define-element-taken', First);
    expect(() => defineElement('define-element-taken', Second)).to.throw(
      /<define-element-taken> is already defined by another class \(First\)/,
    );
    expect(customElements.get('define-element-taken')).to.equal(First);
  });

  it('defines the elements a class renders (its dependencies) with it', () => {
    class Inner extends LitElement {}
    class Outer extends LitElement {
      static dependencies = { 'define-element-inner': Inner };
    }
    defineElement('define-element-outer', Outer);
    expect(customElements.get('define-element-inner')).to.equal(Inner);
  });
});
