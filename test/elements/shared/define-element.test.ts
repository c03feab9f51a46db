import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import { defineElement } from '../../../src/elements/shared/define-element.js';
import { elementTags } from '../../support/element-tags.js';

describe('defineElement and the class modules', () => {
  it('importing every element class module defines no tag; importing the entries defines them all', async () => {
    const classes = await Promise.all([
      import('../../../src/elements/notif-inbox/notif-inbox.js').then((m) => m.NotifInbox),
      import('../../../src/elements/notif-message/notif-message.js').then((m) => m.NotifMessage),
      import('../../../src/elements/notif-provider/notif-provider.js').then((m) => m.NotifProvider),
      import('../../../src/elements/notif-push-register/notif-push-register.js').then(
        (m) => m.NotifPushRegister,
      ),
      import('../../../src/elements/notif-activity/notif-activity.js').then((m) => m.NotifActivity),
      import('../../../src/elements/notif-activity-detail/notif-activity-detail.js').then(
        (m) => m.NotifActivityDetail,
      ),
      import('../../../src/elements/notif-toasts/notif-toasts.js').then((m) => m.NotifToasts),
    ]);
    expect(classes.map((element) => element.tagName)).to.have.members([...elementTags]);
    for (const tag of elementTags) expect(customElements.get(tag), tag).to.equal(undefined);
    await import('../../../src/index.js');
    for (const element of classes)
      expect(customElements.get(element.tagName), element.tagName).to.equal(element);
  });

  it('defining the same class under its tag twice does nothing the second time', () => {
    class Twice extends LitElement {
      static readonly tagName = 'define-element-twice';
    }
    defineElement(Twice);
    expect(() => defineElement(Twice)).not.to.throw();
    expect(customElements.get('define-element-twice')).to.equal(Twice);
  });

  it('another class already under the tag is an error naming the tag, and the first class stays', () => {
    class First extends LitElement {
      static readonly tagName = 'define-element-taken';
    }
    class Second extends LitElement {
      static readonly tagName = 'define-element-taken';
    }
    defineElement(First);
    expect(() => defineElement(Second)).to.throw(
      /<define-element-taken> is already defined by another class \(First\)/,
    );
    expect(customElements.get('define-element-taken')).to.equal(First);
  });

  it('defines the elements a class renders (its dependencies) with it, each under its own tag', () => {
    class Inner extends LitElement {
      static readonly tagName = 'define-element-inner';
    }
    class Outer extends LitElement {
      static readonly tagName = 'define-element-outer';
      static dependencies = { [Inner.tagName]: Inner };
    }
    defineElement(Outer);
    expect(customElements.get('define-element-inner')).to.equal(Inner);
    expect(customElements.get('define-element-outer')).to.equal(Outer);
  });
});
