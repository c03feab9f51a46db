import { expect } from '@open-wc/testing';
import { warnAboutApiKey } from '../../src/utils/api-key-warning.js';

describe('warnAboutApiKey', () => {
  it('stays quiet on localhost, and warns once per page elsewhere, naming the attribute and the option', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    for (const host of ['localhost', '127.0.0.1', '[::1]', undefined]) {
      expect(warnAboutApiKey(host, warn), String(host)).to.equal(false);
    }
    expect(warnAboutApiKey('app.example.com', warn)).to.equal(true);
    expect(warnAboutApiKey('app.example.com', warn)).to.equal(false);
    expect(warnAboutApiKey('other.example.org', warn)).to.equal(false);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('`api-key`').and.to.contain('`apiKey`');
  });
});
