// Stage: prove. The public API of the symbolic engine: proveSpec (Spec → ProofResult), the result
// model, SMT-LIB2 certificates and their re-check, and the Z3 lifecycle. Re-exports only.

export { proveSpec, type ProveOptions } from './proveSpec.js';
export type { ProofResult, ObligationResult, ObligationStatus, ObligationKind, Counterexample, MoveWitness, ShownValue } from './result.js';
export { overallStatus } from './result.js';
export { recheckSmt, smtFileName } from './smt.js';
export { getZ3, shutdownZ3, z3Loaded } from './z3.js';
export { z3Stuck } from './runCheck.js';
export { DEFAULT_WIDTH } from './encodingChoice.js';
