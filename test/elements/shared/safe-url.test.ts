import { expect } from '@open-wc/testing';
import { safeUrl } from '../../../src/elements/shared/safe-url.js';

const PAGE = 'https://app.example.com/inbox/index.html';

describe('safeUrl', () => {
  it('keeps http and https URLs, and tells whether they leave the page origin', () => {
    expect(safeUrl('https://app.example.com/a?b=1#c', PAGE)).to.deep.equal({
      href: 'https://app.example.com/a?b=1#c',
      external: false,
    });
    expect(safeUrl('http://other.example.org/x', PAGE)).to.deep.equal({
      href: 'http://other.example.org/x',
      external: true,
    });
    // Same host on another scheme or port is another origin.
    expect(safeUrl('http://app.example.com/a', PAGE)?.external).to.equal(true);
    expect(safeUrl('https://app.example.com:8443/a', PAGE)?.external).to.equal(true);
  });

  it('resolves relative and protocol-relative URLs against the base', () => {
    expect(safeUrl('/settings', PAGE)).to.deep.equal({
      href: 'https://app.example.com/settings',
      external: false,
    });
    expect(safeUrl('details?id=7', PAGE)?.href).to.equal('https://app.example.com/inbox/details?id=7');
    expect(safeUrl('#top', PAGE)?.href).to.equal('https://app.example.com/inbox/index.html#top');
    expect(safeUrl('//cdn.example.net/a.png', PAGE)).to.deep.equal({
      href: 'https://cdn.example.net/a.png',
      external: true,
    });
  });

  it('uses the page as the default base', () => {
    const result = safeUrl('/x');
    expect(result?.href).to.equal(new URL('/x', location.href).href);
    expect(result?.external).to.equal(false);
  });

  it('drops javascript:, data:, vbscript: and every other scheme', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/a',
      'blob:https://app.example.com/1234',
      'mailto:someone@example.com',
    ]) {
      expect(safeUrl(value, PAGE), value).to.equal(undefined);
    }
  });

  it('sees through the characters browsers ignore around and inside a scheme', () => {
    for (const value of [
      ' javascript:alert(1)',
      '\tjavascript:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      'java\rscript:alert(1)',
      '\u0000javascript:alert(1)',
      '\u001fjavascript:alert(1)',
      'javascript:alert(1)\u0000 ',
    ]) {
      expect(safeUrl(value, PAGE), JSON.stringify(value)).to.equal(undefined);
    }
  });

  it('refuses a control character inside a URL in every browser, whatever its URL parser would make of it', () => {
    for (const value of [
      'javascript\u0000:alert(1)',
      'java\u0001script:alert(1)',
      '/files/a\u0000b.png',
      'https://app.example.com/a\u001fb',
      'https://app.example.com/a\u007fb',
    ]) {
      expect(safeUrl(value, PAGE), JSON.stringify(value)).to.equal(undefined);
    }
  });

  it('removes tabs and newlines inside a URL before reading it, as the URL parser does', () => {
    expect(safeUrl('https://app.exa\tmple.com/a\nb', PAGE)?.href).to.equal('https://app.example.com/ab');
  });

  it('trims spaces at the ends only, and encodes those inside as the URL parser does', () => {
    expect(safeUrl('https://cdn.example/a b.png', PAGE)?.href).to.equal('https://cdn.example/a%20b.png');
    expect(safeUrl('  /files/my report.pdf\n', PAGE)?.href).to.equal(
      'https://app.example.com/files/my%20report.pdf',
    );
    expect(safeUrl('https://app.example.com/search?q=a b', PAGE)?.href).to.equal(
      'https://app.example.com/search?q=a%20b',
    );
  });

  it('drops values that are not strings, empty, or not URLs', () => {
    for (const value of [undefined, null, 42, true, {}, [], ['https://a.example'], '', '   ', '\u0000']) {
      expect(safeUrl(value, PAGE), JSON.stringify(value)).to.equal(undefined);
    }
    expect(safeUrl('http://', PAGE)).to.equal(undefined);
    expect(safeUrl('https://exa mple.com:99999/', PAGE)).to.equal(undefined);
  });

  it('never throws on a bad base', () => {
    expect(safeUrl('/relative', 'not a url')).to.equal(undefined);
  });
});
