#!/usr/bin/env node
// Thin launcher: the CLI runs from built JavaScript so that `zermelo --help` starts fast.
import { main } from '../dist/src/cli/main.js';
import { nodeHost } from '../dist/src/host/nodeHost.js';
process.exitCode = await main(process.argv.slice(2), nodeHost());
