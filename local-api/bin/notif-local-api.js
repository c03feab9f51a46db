#!/usr/bin/env node
// The `notif-local-api` command: the built command module (dist/cli.js, written by `npm run build` of this package,
// which runs on install in the repository and before packing).
import '../dist/cli.js';
