// Writes custom-elements.json again without its indentation (run by `npm run manifest`, after the analyzer): the
// editors, frameworks and Storybook that read the manifest parse it, and without the spaces it is 62 KB of the
// package's 166 KB of manifest lighter. `npx prettier custom-elements.json` shows it indented for a person to read.
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = 'custom-elements.json';
writeFileSync(FILE, `${JSON.stringify(JSON.parse(readFileSync(FILE, 'utf8')))}\n`);
