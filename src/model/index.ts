// Stage: model. The public API of the loader: YAML text → validated, desugared, typechecked Spec.
// Re-exports only (see loadSpec.ts for the pipeline and model.ts for the Spec contract).

export * from './model.js';
export { loadSpec } from './loadSpec.js';
export { printMove, printUpdate } from './printMove.js';
export { scalarText } from './scalarMap.js';
export { offsetMapOf, type ScalarText, type OffsetMap } from './scalarOffsets.js';
export { defaultRadius } from './defaultBounds.js';
export { CONJECTURE_ALIASES } from './loadConjecture.js';
