import { expect } from '@open-wc/testing';
import { RAW_LIMIT, formatJson, readRaw } from '../../src/activity/raw.js';

describe('activity raw output', () => {
  it('indents a raw field that is JSON', () => {
    expect(readRaw('{"ok":false,"errors":[{"code":403}]}')).to.deep.equal({
      kind: 'json',
      text: '{\n  "ok": false,\n  "errors": [\n    {\n      "code": 403\n    }\n  ]\n}',
    });
    expect(readRaw('42')).to.deep.equal({ kind: 'json', text: '42' });
  });

  it('keeps text that is not JSON as the provider wrote it, markup included', () => {
    expect(readRaw('<html><body>502 Bad Gateway</body></html>')).to.deep.equal({
      kind: 'text',
      text: '<html><body>502 Bad Gateway</body></html>',
    });
    expect(readRaw('{"cut off')).to.deep.equal({ kind: 'text', text: '{"cut off' });
  });

  it('has nothing to show for null, undefined or an empty string', () => {
    expect(readRaw(null)).to.deep.equal({ kind: 'none' });
    expect(readRaw(undefined)).to.deep.equal({ kind: 'none' });
    expect(readRaw('  ')).to.deep.equal({ kind: 'none' });
  });

  it('writes a raw value that is already an object as JSON, and survives values JSON cannot hold', () => {
    expect(readRaw({ id: 'x' })).to.deep.equal({ kind: 'json', text: '{\n  "id": "x"\n}' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(readRaw(cyclic).kind).to.equal('text');
    expect(formatJson(10n)).to.equal(undefined);
  });

  it('cuts very long output', () => {
    const view = readRaw('x'.repeat(RAW_LIMIT + 10));
    expect(view.kind === 'text' && view.text.length).to.equal(RAW_LIMIT + 2);
  });
});
