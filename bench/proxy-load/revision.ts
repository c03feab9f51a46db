/**
 * Another revision's proxy and local API, to measure beside this one's in one sitting (`main.ts --from`): its `src/`
 * and `local-api/src/` extracted inside the repository, so they find its node_modules.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface RevisionModules {
  /** The revision's `src/proxy/index.ts`. */
  proxyModule: string;
  /** The revision's `local-api/src/index.ts`. */
  localApiModule: string;
}

/** Extracts `revision` under `bench/node_modules/.cache` (of the repository at `root`) and names its modules. */
export function extractRevision(revision: string, root = process.cwd()): RevisionModules {
  const folder = resolve(root, 'bench/node_modules/.cache/notif-bench', `revision-${revision.replace(/\W/g, '_')}`);
  mkdirSync(folder, { recursive: true });
  execSync(`git archive ${JSON.stringify(revision)} src local-api/src | tar -x -C ${JSON.stringify(folder)}`, {
    cwd: root,
  });
  writeFileSync(join(folder, 'package.json'), '{ "type": "module" }\n');
  // The local API imports the contract it shares with the client as `notif-api-contract`, a name tsconfig maps and
  // tsx does not map for files under node_modules: the extracted copy gets it as a package, the revision's own.
  const contract = join(folder, 'node_modules/notif-api-contract');
  mkdirSync(contract, { recursive: true });
  writeFileSync(join(contract, 'package.json'), '{ "type": "module", "main": "index.ts" }\n');
  writeFileSync(join(contract, 'index.ts'), "export * from '../../src/api/contract.js';\n");
  return {
    proxyModule: join(folder, 'src/proxy/index.ts'),
    localApiModule: join(folder, 'local-api/src/index.ts'),
  };
}
