// The library API of zermelo: re-exports only (see docs/ARCHITECTURE.md for the stages). The prover
// is not re-exported directly (it would load Z3 on import): use `pipeline.symbolic`, which imports it
// lazily. The CLI's main() is exported too, so that other tools can run it in-process against their
// own Host. The package ships this entry point bundled (dist/src/bundle/index.js, tools/bundleCli.mjs).

export * from './diag/diagnostic.js';
export { renderDiagnostic, renderDiagnostics } from './diag/render.js';
export * from './lang/index.js';
export type * from './model/model.js';
export { loadSpec } from './model/loadSpec.js';
export { buildGame } from './game/buildGame.js';
export { solveRetrograde } from './solve/solveRetrograde.js';
export { solveGrundy } from './solve/solveGrundy.js';
export * from './solve/period/index.js';
export { checkBounded } from './check/checkBounded.js';
export {
  certifySpec,
  oneHeapHypothesis,
  rulesShape,
  periodicity,
  decideConjecture,
  decideClaims,
  type CertifySpecResult,
  type CertifiedRun,
  type CertifyStatus,
  type Hypothesis,
  type ConjectureDecision,
  type ClaimDecision,
} from './certify/index.js';
export type { BoundedResult } from './check/result.js';
export type { ProofResult, ObligationResult } from './prove/result.js';
export * from './report/model.js';
export { judge, decideVerdict, meets, exitCodeOf } from './run/verdict.js';
export { checkFile } from './run/checkFile.js';
export { pipeline, createPipeline, type ProverRunner } from './run/pipeline.js';
export type { Engines, BoundedRun, SymbolicRun, CertifyRun } from './run/engines.js';
export { renderText } from './report/renderText.js';
export { renderJson, stableStringify } from './report/renderJson.js';
export { renderJunit } from './report/renderJunit.js';
export { renderAnnotations } from './report/renderAnnotations.js';
export { renderExplain } from './report/explain/renderExplain.js';
export { VERSION } from './report/version.js';
export { main } from './cli/main.js';
export type { Host } from './host/host.js';
