// Diagnostic codes of the game range (see ../codes.ts). Append only; never renumber.
// ZM40xx: building the game and running its rules. ZM42xx: the bounded check.
import type { CodeInfo } from './codeInfo.js';

export const gameCodes = [
  { code: 'ZM4001', title: "a move leads outside a field's declared domain (nat < 0, outside a..b)" },
  { code: 'ZM4002', title: 'a real field or a real-valued move cannot be enumerated: the bounded check is skipped' },
  { code: 'ZM4003', title: 'a state field has no bound for the bounded check' },
  { code: 'ZM4004', title: 'the bounded region is empty or too large' },
  { code: 'ZM4005', title: 'a rule of the game (guard, target, end condition, binder) fails to evaluate at a position' },
  { code: 'ZM4006', title: 'a move leads to a sum where sums are not allowed (partizan, draws, misère with end: rules)' },
  { code: 'ZM4007', title: 'a game parameter has no value, or a value outside its domain' },
  { code: 'ZM4008', title: 'a bound or range of the game does not evaluate to an integer' },
  { code: 'ZM4009', title: 'a rule cannot be compiled (internal limitation)' },
  { code: 'ZM4010', title: 'Grundy values are not defined for this game (partizan, misère or with draws)' },
  { code: 'ZM4011', title: 'Grundy values are not defined for a loopy game' },
  { code: 'ZM4012', title: 'the region has too many moves for the general retrograde algorithm' },
  { code: 'ZM4013', title: 'the misère sum game (multisets of components) has too many positions for the bounds' },
  { code: 'ZM4014', title: 'misère sums need a finite game: the components have a cycle of moves' },
  { code: 'ZM4020', title: 'the start position lies outside the region (check.from: start)' },
  { code: 'ZM4022', title: 'a value (`score:`) that is not defined — play can reach a cycle of moves — or lies beyond ±(2^53 − 1)' },
  { code: 'ZM4021', title: 'a box too large to index cannot be solved by the search over stored positions (a cycle of moves, a conjecture, claims about other positions)' },
  { code: 'ZM4201', title: 'a conjecture that cannot be completed (only neutral given)' },
  { code: 'ZM4202', title: 'the conjecture fails to evaluate at a position' },
  { code: 'ZM4203', title: 'a claim asks about a position the region does not determine (outside or undetermined)' },
  { code: 'ZM4204', title: 'a claim fails to evaluate' },
  { code: 'ZM4205', title: 'local conditions I–III are not checked: moves lead to sums of positions' },
  { code: 'ZM4206', title: 'the region contains a cycle: Theorem 4.1 alone proves nothing' },
  { code: 'ZM4210', title: 'a conjecture or claim whose quantifiers need more evaluation work than a run may spend' },
  { code: 'ZM4211', title: 'a region whose moves need more work to solve and check than a run may spend (octal games that split heaps)' },
] as const satisfies readonly CodeInfo[];
