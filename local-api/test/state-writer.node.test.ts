// Saving --data (local-api/src/state-writer.ts): the temp file beside the data file has a random name and is
// created exclusively, so a link planted at a name the writer used to use (`.<file>.<pid>.<n>.tmp`) is never
// followed, and the file it points at is never overwritten.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createSeed } from '../src/index.js';
import { StateWriter } from '../src/state-writer.js';

describe('StateWriter', () => {
  const dir = mkdtempSync(join(tmpdir(), 'notif-state-writer-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('never follows a link planted beside the data file', async () => {
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious');
    const planted = Array.from({ length: 5 }, (_, index) => `.state.json.${process.pid}.${index + 1}.tmp`);
    for (const name of planted) symlinkSync(victim, join(dir, name));

    const writer = new StateWriter(join(dir, 'state.json'));
    const state = createSeed('empty', new Date('2025-06-15T12:00:00Z'));
    writer.schedule(state);
    await writer.flush();
    writer.schedule({ ...state, sequence: state.sequence + 1 });
    await writer.flush();

    assert.equal(readFileSync(victim, 'utf8'), 'precious');
    assert.equal(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).sequence, state.sequence + 1);
    // Nothing else is left behind: the temp files were renamed away, the planted links are untouched.
    assert.deepEqual(readdirSync(dir).sort(), [...planted, 'state.json', 'victim.txt'].sort());
  });
});
