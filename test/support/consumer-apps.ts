/**
 * The package as users get it: the packed tarball installed into small apps of test/consumers/, each in a folder of
 * its own under a temporary one. `npm test` builds dist/ first; packing here runs no script.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ConsumerApps {
  /** The folder of `app`. */
  folder(app: string): string;
  /** Runs a command in an app's folder; on failure, the error carries its whole output. */
  inApp(app: string, command: string, args: string[]): Promise<string>;
  /** Removes every app. */
  remove(): void;
}

/** Packs the package and installs the tarball into a copy of each app, all at once (they share npm's cache). */
export async function installConsumerApps(apps: readonly string[]): Promise<ConsumerApps> {
  const work = mkdtempSync(join(tmpdir(), 'notif-consumers-'));
  const folder = (app: string) => join(work, app);
  const inApp = async (app: string, command: string, args: string[]): Promise<string> => {
    try {
      const { stdout } = await run(command, args, { cwd: folder(app), maxBuffer: 16 * 1024 * 1024 });
      return stdout;
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`${app}: ${command} ${args.join(' ')} failed\n${stdout}\n${stderr}`);
    }
  };
  const [{ filename }] = JSON.parse(
    (await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work])).stdout,
  ) as { filename: string }[];
  await Promise.all(
    apps.map((app) => {
      cpSync(join('test/consumers', app), folder(app), {
        recursive: true,
        filter: (source) => !/node_modules|dist/.test(source),
      });
      return inApp(app, 'npm', ['install', join(work, filename), '--no-audit', '--no-fund']);
    }),
  );
  return { folder, inApp, remove: () => rmSync(work, { recursive: true, force: true }) };
}
