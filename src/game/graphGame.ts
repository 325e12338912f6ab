// Stage: game. A game given as an explicit graph: nodes 0..n-1 with terminal kinds and move lists
// (a move is a node, -1 for "leaves the region", or an array of nodes: a sum). Used by the property
// tests of the solvers and of Theorem 4.1, so that they exercise exactly the solver code the engine uses.

import type { Game, MoveInfo, TerminalKind } from './game.js';
import type { KernelSession, MoveHooks, MoveKernel, TargetCode } from './kernel.js';
import { makeRegion, type Region } from './region.js';

export interface GraphSpec {
  /** Per node: 0 decided by its moves, 1 losing terminal, 2 draw terminal, 3 winning terminal. */
  terminal: readonly TerminalKind[];
  /** Per node, its moves: a node, -1 (a target outside the region), or a list of nodes (a sum). */
  moves: readonly (readonly (number | readonly number[])[])[];
  play?: 'normal' | 'misere';
  impartial?: boolean;
  name?: string;
}

const SUM = -2;

export function graphGame(spec: GraphSpec): Game {
  const n = spec.terminal.length;
  const moff = new Int32Array(n + 1);
  const mtgt: number[] = [];
  const coff: number[] = [0];
  const comp: number[] = [];
  let hasSums = false;
  for (let v = 0; v < n; v++) {
    for (const m of spec.moves[v] ?? []) {
      if (typeof m === 'number') mtgt.push(m);
      else {
        hasSums = true;
        mtgt.push(SUM);
        comp.push(...m);
      }
      coff.push(comp.length);
    }
    moff[v + 1] = mtgt.length;
  }
  const bindings = {
    K_term: Uint8Array.from(spec.terminal),
    K_moff: moff,
    K_mtgt: Int32Array.from(mtgt),
    K_coff: Int32Array.from(coff),
    K_comp: Int32Array.from(comp),
  };
  const at = (index: string): TargetCode => ({ index, slot: () => `(${index})` });
  const kernel: MoveKernel = {
    begin(): KernelSession {
      return {
        enter: () => '',
        advance: () => '',
        slot: () => 'p',
        terminal: () => 'term = K_term[p];',
        moves(hooks: MoveHooks) {
          const single = hooks.target(at('k_t'), { schema: 0, binders: [] });
          let sum = '';
          if (hasSums) {
            if (!hooks.sum) throw new Error('internal: this algorithm does not handle sums');
            sum = hooks.sum({ each: (body) => `for (let k_c = K_coff[k_e], k_c1 = K_coff[k_e + 1]; k_c < k_c1; k_c++) {\n${body(at('K_comp[k_c]'))}\n}` }, { schema: 0, binders: [] });
          }
          return `for (let k_e = K_moff[p], k_e1 = K_moff[p + 1]; k_e < k_e1; k_e++) {
  const k_t = K_mtgt[k_e];
  ${hasSums ? `if (k_t === ${SUM}) {\n${sum}\n} else {\n${single}\n}` : single}
}`;
        },
        declarations: () => '',
        bindings: () => bindings,
      };
    },
  };
  const region = makeRegion([0], [Math.max(0, n - 1)]) as Region;
  const position = (v: number): Float64Array => Float64Array.of(v);
  return {
    name: spec.name ?? 'graph',
    file: '<graph>',
    params: {},
    slots: [{ name: 'node', field: 'node', kind: 'node', domainLo: 0, domainHi: n - 1 }],
    impartial: spec.impartial ?? true,
    play: spec.play ?? 'normal',
    hasSums,
    mayDraw: spec.terminal.includes(2),
    mayWin: spec.terminal.includes(3),
    region: n === 0 ? { ...region, size: 0 } : region,
    kernel,
    schemas: [{ label: 'move', sum: hasSums }],
    listMoves(pos): MoveInfo[] {
      return (spec.moves[pos[0]!] ?? []).map((m) => {
        const nodes = typeof m === 'number' ? [m] : [...m];
        return {
          schema: 0,
          label: 'move',
          binders: [],
          targets: nodes.map((v) => ({ position: position(v), index: v >= 0 && v < n ? v : -1 })),
          sum: typeof m !== 'number',
        };
      });
    },
    terminalOf: (pos) => spec.terminal[pos[0]!] ?? 0,
    formatPosition: (pos) => `position ${pos[0]}`,
    diagnose: () => undefined,
  };
}
