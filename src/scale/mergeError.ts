// Stage: scale. The error of `zermelo merge` on bad input (mergeReports.ts): a stable ZM7xxx code
// (src/diag/codes/cli.ts), a message naming the report and the file, and a hint. The CLI prints it
// as a usage error (exit 2), never with a stack trace.

export class MergeError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}
