#!/usr/bin/env node
// The `notif-local-api` command. This package is never built: it lives in the notif-elements repository and runs
// from its TypeScript source, which tsx compiles as Node loads it (registered here, in this process, so no flag
// or wrapper process is needed and signals reach the server directly).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
