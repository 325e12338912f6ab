// Stage: certify. Periodicity certificates applied to files: the hypothesis check (is this game one
// the rows theorem or Guy–Smith covers, for every n?), the certified period of its rows, and the
// decision of conjectures and claims for every n. Re-exports only.

export { certifySpec, type CertifiedRun, type CertifySpecOptions, type CertifySpecResult, type CertifyStatus } from './certifySpec.js';
export { oneHeapHypothesis, type Hypothesis, type HypothesisResult } from './hypothesis.js';
export { rulesShape, type Atom, type MoveShape, type RulesShape, type ShapeResult } from './moveShape.js';
export { enumerateMoves, type MoveBounds } from './enumerateMoves.js';
export { periodicity, constantValue, type Dep, type DepContext, type OracleFacts, type Periodicity } from './periodicity.js';
export { certifyTable, type CertifyTableOptions, type TableCertificate } from './certifyTable.js';
export { solveRows, withHeapBound, columnOf, columnPosition, type RowTable, type RowValues } from './solveRows.js';
export { decideConjecture, shiftCertificate, type ConjectureDecision } from './decideConjecture.js';
export { decideClaims, certificateOracle, reduceRanges, type ClaimDecision } from './certClaims.js';
export { confirmCounterexample, type CertifiedCounterexample } from './confirm.js';
