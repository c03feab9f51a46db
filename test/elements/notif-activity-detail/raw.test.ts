import { expect } from '@open-wc/testing';
import { formatJson, readRaw } from '../../../src/elements/notif-activity-detail/raw.js';

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
    expect(readRaw(cyclic).kind).to.equal('none');
    expect(readRaw({ toString: 1, nested: cyclic }).kind).to.equal('none');
    expect(readRaw(() => 1).kind).to.equal('none');
    expect(readRaw(Symbol('s')).kind).to.equal('none');
    expect(formatJson(10n)).to.equal(undefined);
  });

  it('keeps long output whole: the element shows its start and keeps the rest in a title', () => {
    const view = readRaw('x'.repeat(100_000));
    expect(view.kind === 'text' && view.text.length).to.equal(100_000);
  });
});
