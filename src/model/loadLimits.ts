// Stage: model. The size limits of a file's contents that the loader checks before the work they
// bound, with their defaults and the command-line options that raise them (cli/loadLimitOptions.ts):
// the entries of the data tables (ZM3016; every use repeats a table's rows in the expanded
// expressions) and the claims (ZM1042; each is checked at every position of the region). Any code
// that builds tables from a file (data tables, computed tables) reads the same limit here.

/** The default of --max-table-entries: the entries (and rows) of all data tables of one file. */
export const DEFAULT_MAX_TABLE_ENTRIES = 20_000;
/** The default of --max-claims: the claims of one file (the library's largest file has 6). */
export const DEFAULT_MAX_CLAIMS = 1000;

/** Limits raised from their defaults (absent: the default). */
export interface LoadLimits {
  maxTableEntries?: number;
  maxClaims?: number;
  /** Not a limit, but given the same way: values of real parameters from the command line
   *  (`--param r=0.1`, as written), which replace those of check.params (model/realParams.ts). */
  realParams?: Readonly<Record<string, string>>;
}

export function maxTableEntries(limits: LoadLimits | undefined): number {
  return limits?.maxTableEntries ?? DEFAULT_MAX_TABLE_ENTRIES;
}

export function maxClaims(limits: LoadLimits | undefined): number {
  return limits?.maxClaims ?? DEFAULT_MAX_CLAIMS;
}
