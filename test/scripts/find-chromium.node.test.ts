import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { findChromium, howToGetChromium } from '../../scripts/find-chromium.mjs';

const dir = mkdtempSync(join(tmpdir(), 'find-chromium-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function executable(name: string): string {
  const file = join(dir, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, 0o755);
  return file;
}

describe('findChromium', () => {
  it('takes CHROME_PATH first', () => {
    const chrome = executable('my-chrome');
    const onPath = executable('chromium');
    assert.equal(findChromium({ env: { CHROME_PATH: chrome, PATH: dir }, locations: [] }), chrome);
    assert.equal(findChromium({ env: { PATH: dir }, locations: [] }), onPath);
  });

  it('names a CHROME_PATH that is not an executable', () => {
    assert.throws(
      () => findChromium({ env: { CHROME_PATH: join(dir, 'missing') }, locations: [] }),
      /CHROME_PATH is set to .*missing, which is not an executable file/,
    );
  });

  it('finds google-chrome on PATH and the application locations', () => {
    const only = mkdtempSync(join(dir, 'path-'));
    const chrome = join(only, 'google-chrome-stable');
    writeFileSync(chrome, '#!/bin/sh\n');
    chmodSync(chrome, 0o755);
    assert.equal(findChromium({ env: { PATH: only }, locations: [] }), chrome);
    const app = executable('Google Chrome');
    assert.equal(findChromium({ env: { PATH: '' }, locations: [join(dir, 'absent'), app] }), app);
  });

  it('says in one line how to get one when there is none', () => {
    assert.throws(() => findChromium({ env: { PATH: join(dir, 'empty') }, locations: [] }), {
      message: howToGetChromium,
    });
    assert.doesNotMatch(howToGetChromium, /\n/);
  });

  it('stops web-test-runner at once with that line', () => {
    const result = spawnSync(process.execPath, ['node_modules/.bin/web-test-runner'], {
      env: { ...process.env, CHROME_PATH: join(dir, 'missing') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(result.status, 1);
    assert.equal(
      result.stderr.trim().split('\n')[0],
      `CHROME_PATH is set to ${join(dir, 'missing')}, which is not an executable file.`,
    );
  });
});
