#!/usr/bin/env node
// The local API server. The CLI is built into dist/ by the package's `prepare` script.
import '../dist/cli.js';
