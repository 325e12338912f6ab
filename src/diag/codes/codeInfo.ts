// Stage: diag. One entry of the diagnostic catalogue (codes.ts): a stable code and its title.

export interface CodeInfo {
  code: `ZM${number}`;
  title: string; // a short, stable description of the family of problems
}
