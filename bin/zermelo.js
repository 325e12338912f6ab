#!/usr/bin/env node
// Thin launcher: the CLI runs from its built bundle (dist/src/bundle/, tools/bundleCli.mjs) so that a
// run loads a few files, not some 220 modules, and `zermelo --help` starts fast.
import { main, nodeHost } from '../dist/src/bundle/cli.js';
process.exitCode = await main(process.argv.slice(2), nodeHost());
