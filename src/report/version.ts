// Stage: report. The tool's version, written into every report (and into cache keys later).
// Kept as a constant so that `zermelo --version` reads no file; a test checks it equals package.json.

export const TOOL_NAME = 'zermelo';
export const VERSION = '0.1.0';
