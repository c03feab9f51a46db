/**
 * A folder served as a site with the standalone script in it (`/notif-elements.standalone.js` and its chunks), built
 * from the sources, for tests that load pages as a customer's plain HTML page would.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLibrary } from '../../scripts/page-weight.mjs';

export interface StandaloneSite {
  /** The folder to serve. */
  folder: string;
  /** Writes a page (or any file) into the site. */
  write(file: string, text: string): void;
  remove(): void;
}

/** Builds the library and makes a site with its standalone script; `remove()` deletes it. */
export async function standaloneSite(name: string): Promise<StandaloneSite> {
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  const folder = join(work, 'site');
  const dist = join(work, 'dist');
  await buildLibrary(process.cwd(), dist);
  cpSync(join(dist, 'notif-elements.standalone.js'), join(folder, 'notif-elements.standalone.js'));
  cpSync(join(dist, 'standalone'), join(folder, 'standalone'), { recursive: true });
  return {
    folder,
    write: (file, text) => writeFileSync(join(folder, file), text),
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}
