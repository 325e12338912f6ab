// Stage: game. What the move kernel of a file-format game is built from (the spec, the layout, the
// frame with the params, the evaluated domains and the region); its own file so that the kernel and
// the target emitter (specTarget.ts) both read it without importing each other.

import type { Program } from '../lang/program.js';
import type { Spec } from '../model/model.js';
import type { Layout } from './layout.js';
import type { Region } from './region.js';

export interface SpecKernelInput {
  spec: Spec;
  layout: Layout;
  /** The frame with the params filled in (state slots are overwritten). */
  frame: Float64Array;
  paramValues: ReadonlyMap<string, number>;
  /** Declared domain per state slot, evaluated for these params. */
  domainLo: number[];
  domainHi: number[];
  region: Region;
  program?: Program;
}
