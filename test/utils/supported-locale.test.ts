import { expect } from '@open-wc/testing';
import { supportedLocale } from '../../src/utils/supported-locale.js';

describe('supportedLocale', () => {
  it('canonicalizes valid locales and rejects the rest', () => {
    expect(supportedLocale('en-us')).to.equal('en-US');
    expect(supportedLocale(' de ')).to.equal('de');
    expect(supportedLocale('not a locale!')).to.equal(undefined);
    expect(supportedLocale(42)).to.equal(undefined);
    expect(supportedLocale('')).to.equal(undefined);
  });
});
