// Stage: game. buildGame: a loaded Spec + values of its parameters → a Game: the layout, each
// field's declared domain and the bounded region evaluated for these params, the compiled
// definitions, the generated move kernel (fast path) and the interpreted move lister (slow path).
// A `real` field or a real-valued move (`for: x ∈ real`) cannot be enumerated: a ZM4002 warning and
// no game (the bounded check is skipped; the prover alone decides the file).

import type { Diagnostic, Result } from '../diag/diagnostic.js';
import { createProgram, type Program } from '../lang/program.js';
import { realMoveBinder } from '../lang/builtins.js';
import type { FieldDomain, Spec } from '../model/model.js';
import { specForParams } from '../model/tableInstances.js';
import { slotOutsideDomain, type Game } from './game.js';
import { gameError } from './gameErrors.js';
import { diagnoseGameError } from './diagnoseGameError.js';
import { evalCells, evalInteger, isDiagnostic } from './evalConst.js';
import { buildLayout, gameSlots, type Layout } from './layout.js';
import { moveLister } from './moveLister.js';
import { positionText } from './positionText.js';
import { makeRegion } from './region.js';
import { specKernel, type SpecMoveKernel } from './specKernel.js';
import { symmetryGroup } from './symmetryGroup.js';

/** A game built from a file: what the checker needs beyond Game (expressions, frames). */
export interface SpecGame extends Game {
  spec: Spec;
  layout: Layout;
  program?: Program;
  /** The frame with the params filled in. */
  frame: Float64Array;
  kernel: SpecMoveKernel;
  start?: Float64Array;
}

/** `sparse`: a box too large to index is built as a sparse region (region.ts), for the solvers that
 *  store positions by key (the search from the start). */
export function buildGame(file0: Spec, params: Record<string, number>, options: { sparse?: boolean | 'always' } = {}): Result<SpecGame> {
  // data tables computed from a parameter: the Spec of these values (its tables are constants)
  const instance = specForParams(file0, params);
  if (!instance.value) return { diagnostics: instance.diagnostics };
  const spec = instance.value;
  const diagnostics: Diagnostic[] = [];
  const file = spec.file;
  const layout = buildLayout(spec);
  const frame = new Float64Array(layout.frameSize);
  for (const p of spec.game.params) {
    const v = params[p.name];
    if (v === undefined || !Number.isSafeInteger(v)) {
      diagnostics.push(gameError(spec, 'ZM4007', `the parameter \`${p.name}\` has no value`, p.span, 'give its values in check.params'));
      continue;
    }
    frame[layout.scope.slots.get(p.name)!.slot] = v;
  }
  if (diagnostics.length) return { diagnostics };
  const realMove = realMoveBinder(spec.game.moves);
  if (realMove) {
    const message = `the move binder \`${realMove.name}\` ranges over the reals: its moves cannot be enumerated, so the bounded check is skipped`;
    return { diagnostics: [{ code: 'ZM4002', severity: 'warning', file, span: realMove.span, message, hint: 'the prover decides this file (check.symbolic: auto or required)' }] };
  }
  const program = spec.defines.length ? createProgram(spec.defines, layout.scope) : undefined;
  const int = (e: Parameters<typeof evalInteger>[0], what: string): number | undefined => {
    const r = evalInteger(e, layout, frame, file, what, program);
    if (isDiagnostic(r)) {
      diagnostics.push(r);
      return undefined;
    }
    return r;
  };
  for (const p of spec.game.params) {
    const v = params[p.name]!;
    const [lo, hi] = domainBounds(p.domain, (e, what) => int(e, `the range of \`${p.name}\` (${what})`));
    if (v < lo || v > hi) diagnostics.push(gameError(spec, 'ZM4007', `the parameter \`${p.name}\` = ${v} is outside its domain ${lo}..${hi}`, p.span));
  }
  const domainLo: number[] = [];
  const domainHi: number[] = [];
  const regionLo: number[] = [];
  const regionHi: number[] = [];
  for (const [name, f] of layout.fields) {
    const elem = f.spec.domain.kind === 'array' ? f.spec.domain.elem : f.spec.domain;
    if (elem.kind === 'real') {
      diagnostics.push({
        code: 'ZM4002',
        severity: 'warning',
        file,
        span: f.spec.span,
        message: `the field \`${name}\` is real: its positions cannot be enumerated, so the bounded check is skipped`,
        hint: 'use an integer field (nat, int, a..b) to check the conjecture position by position',
      });
      return { diagnostics };
    }
    const [dlo, dhi] = domainBounds(elem, (e, what) => int(e, `the range of \`${name}\` (${what})`));
    const bound = spec.check.bounds[name];
    let rlo = dlo;
    let rhi = dhi;
    let bounds = '';
    if (bound) {
      const blo = int(bound.lo, `the lower bound of \`${name}\``) ?? dlo;
      const bhi = int(bound.hi, `the upper bound of \`${name}\``) ?? dhi;
      rlo = Math.max(dlo, blo);
      rhi = Math.min(dhi, bhi);
      const end = (v: number): string => (Number.isFinite(v) ? String(v) : v > 0 ? '∞' : '-∞');
      bounds = `check.bounds ${blo}..${bhi} and its domain ${end(dlo)}..${end(dhi)} have no value in common`;
    } else if (!Number.isFinite(dlo) || !Number.isFinite(dhi)) {
      diagnostics.push(gameError(spec, 'ZM4003', `the field \`${name}\` has no bound for the bounded check`, f.spec.span, `add it to check.bounds, e.g. bounds: { ${name}: 0..100 }`));
    }
    if (rlo > rhi && diagnostics.every((d) => d.severity !== 'error')) {
      // an empty range: name the field and the parameter values that make it empty
      const at = Object.entries(params)
        .map(([k, v]) => `${k} = ${v}`)
        .join(', ');
      const why = dlo <= dhi && bounds ? bounds : `its range is ${dlo}..${dhi}`;
      diagnostics.push(
        gameError(
          spec,
          'ZM4004',
          `the field \`${name}\` has no values${at ? ` when ${at}` : ''} (${why}): the region is empty`,
          f.spec.span,
          at ? 'sweep only parameter values for which every field has a value (check.params)' : 'change check.bounds',
        ),
      );
    }
    for (let k = 0; k < f.length; k++) {
      domainLo.push(dlo);
      domainHi.push(dhi);
      regionLo.push(rlo);
      regionHi.push(rhi);
    }
  }
  const sum = spec.game.moves.find((m) => m.targets.length !== 1);
  const ends = Object.values(spec.game.end).some((r) => r !== undefined);
  if (sum && spec.game.impartial && spec.game.play === 'misere' && ends) {
    // a component's `end:` rule would end the whole sum (or not): the sum game is not defined by its parts
    diagnostics.push(
      gameError(
        spec,
        'ZM4006',
        'this move leads to a sum of positions, and the game is played misère with `end:` rules: zermelo solves misère sums only when a component without legal moves simply drops out (no `end:` rules)',
        sum.span,
        'remove the `end:` rules, or write the whole sum as one position',
      ),
    );
  } else if (sum && (!spec.game.impartial || (spec.game.play === 'normal' && (spec.game.end.draw || spec.game.end.win)))) {
    const why = !spec.game.impartial ? 'a partizan game' : 'a game with `end: draw`/`end: win`';
    diagnostics.push(
      gameError(
        spec,
        'ZM4006',
        `this move leads to a sum of positions, which only impartial games without draws can have (this is ${why}): the value of a sum comes from Grundy values (normal play) or from solving the sums (misère play)`,
        sum.span,
      ),
    );
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  const region = makeRegion(regionLo, regionHi, options);
  if (typeof region === 'string') return { diagnostics: [...diagnostics, gameError(spec, 'ZM4004', region, spec.game.span, 'change check.bounds')] };
  const paramValues = new Map(spec.game.params.map((p) => [p.name, params[p.name]!] as const));
  const input = { spec, layout, frame, paramValues, domainLo, domainHi, region, ...(program ? { program } : {}) };
  const lister = moveLister(input);
  const players = spec.game.players;
  const game: SpecGame = {
    name: spec.name,
    file,
    params: { ...params },
    slots: gameSlots(
      layout,
      domainLo.map((lo, s) => ({ lo, hi: domainHi[s]! })),
    ),
    impartial: spec.game.impartial,
    play: spec.game.play,
    hasSums: spec.game.moves.some((m) => m.targets.length !== 1),
    mayDraw: spec.game.end.draw !== undefined,
    mayWin: spec.game.end.win !== undefined,
    keepsTurn: spec.game.moves.some((m) => m.again !== undefined),
    scored: spec.game.moves.some((m) => m.score !== undefined),
    region,
    kernel: specKernel(input),
    schemas: spec.game.moves.map((m) => ({ label: m.name ?? 'move', span: m.span, sum: m.targets.length !== 1, ...(m.by ? { by: m.by } : {}), ...(m.again ? { again: true as const } : {}) })),
    listMoves: lister.listMoves,
    terminalOf: lister.terminalOf,
    formatPosition: (p) => positionText(layout, players, p),
    diagnose: (error, index, position) => diagnoseGameError(game, lister, error, index, position),
    spec,
    layout,
    frame,
  };
  if (players) game.players = players;
  if (spec.game.family) game.family = spec.game.family;
  if (program) game.program = program;
  if (spec.game.start) {
    const start = new Float64Array(layout.stateSize);
    for (const a of spec.game.start.assignments) {
      const f = layout.fields.get(a.field);
      const cells = f && evalCells(a.value, layout, frame, file, `the start value of \`${a.field}\``, program);
      if (isDiagnostic(cells)) diagnostics.push(cells);
      else if (f && cells) cells.forEach((v, k) => (start[f.offset + k] = v));
    }
    // a start outside the declared domain is no position of the game (`start: { n: -1 }`, n: nat)
    const bad = slotOutsideDomain(game.slots, start);
    if (bad >= 0) {
      const slot = game.slots[bad]!;
      const at = spec.game.start.assignments.find((a) => a.field === slot.field);
      const domain = slot.kind === 'nat' ? 'a nat is ≥ 0' : slot.kind === 'bool' ? 'a bool is 0 or 1' : `its domain is ${slot.domainLo}..${slot.domainHi}`;
      diagnostics.push(gameError(spec, 'ZM1016', `the start position sets ${slot.name} to ${start[bad]}, outside the domain of \`${slot.field}\` (${domain})`, at?.value.span ?? spec.game.start.span));
    }
    game.start = start;
  }
  // the declared symmetry's maps are permutations of the field's indices (used by solve/solveSparse.ts)
  const symmetry = symmetryGroup(game);
  if (symmetry && !symmetry.value) return { diagnostics: [...diagnostics, ...symmetry.diagnostics] };
  return { value: game, diagnostics };
}

/** The declared domain as an inclusive numeric range (±Infinity when unbounded). */
function domainBounds(d: FieldDomain, int: (e: Parameters<typeof evalInteger>[0], what: string) => number | undefined): [number, number] {
  switch (d.kind) {
    case 'nat':
      return [0, Infinity];
    case 'int':
    case 'real':
      return [-Infinity, Infinity];
    case 'bool':
    case 'player':
      return [0, 1];
    case 'range':
      return [int(d.lo, 'lower end') ?? -Infinity, int(d.hi, 'upper end') ?? Infinity];
    case 'array':
      return domainBounds(d.elem, int);
  }
}
