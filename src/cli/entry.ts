// Stage: cli. What the launcher (bin/zermelo.js) runs: main and the Node host. The build bundles this
// file with everything it imports into dist/src/bundle/ (tools/bundleCli.mjs): one file per lazily
// loaded stage instead of some 220 modules, which is most of the CLI's start-up (docs/performance.md).

export { main } from './main.js';
export { nodeHost } from '../host/nodeHost.js';
