// Stage: game. The state layout and the frame of compiled expressions for one game: parameters
// first (one slot each), then the state fields flattened (arrays element by element, bool and
// player as 0/1, `turn` last in partizan games). Input: the Spec. Output: the CompileScope shared by
// every compiled rule, conjecture and definition of the file, and the slots' declared domains.

import { BOOL, INT, PLAYER, REAL, type Type } from '../lang/types.js';
import type { CompileScope, SlotInfo, StateLayoutField } from '../lang/runtime.js';
import type { FieldDomain, FieldSpec, Spec } from '../model/model.js';
import type { GameSlot, SlotKind } from './game.js';

export interface Layout {
  scope: CompileScope;
  /** Frame length: params + state. */
  frameSize: number;
  stateOffset: number;
  stateSize: number;
  /** Per state field: its first slot (relative to the state) and how many slots it spans. */
  fields: Map<string, { offset: number; length: number; spec: FieldSpec }>;
  /** Per slot (relative to the state): the field's domain for that slot. */
  slotDomains: FieldDomain[];
  slotNames: string[];
  turnSlot?: number;
}

export function fieldType(d: FieldDomain): Type {
  switch (d.kind) {
    case 'nat':
    case 'int':
    case 'range':
      return INT;
    case 'bool':
      return BOOL;
    case 'real':
      return REAL;
    case 'player':
      return PLAYER;
    case 'array':
      return { kind: 'array', elem: fieldType(d.elem), length: d.length };
  }
}

export function buildLayout(spec: Spec): Layout {
  const slots = new Map<string, SlotInfo>();
  let next = 0;
  for (const p of spec.game.params) slots.set(p.name, { slot: next++, type: fieldType(p.domain) });
  const stateOffset = next;
  const state: StateLayoutField[] = [];
  const fields = new Map<string, { offset: number; length: number; spec: FieldSpec }>();
  const slotDomains: FieldDomain[] = [];
  const slotNames: string[] = [];
  let turnSlot: number | undefined;
  for (const f of spec.game.state) {
    const type = fieldType(f.domain);
    const length = f.domain.kind === 'array' ? f.domain.length : 1;
    const offset = next - stateOffset;
    state.push({ name: f.name, offset, type });
    slots.set(f.name, { slot: next, type });
    fields.set(f.name, { offset, length, spec: f });
    for (let k = 0; k < length; k++) {
      slotDomains.push(f.domain.kind === 'array' ? f.domain.elem : f.domain);
      slotNames.push(f.domain.kind === 'array' ? `${f.name}[${k}]` : f.name);
    }
    if (f.domain.kind === 'player') turnSlot = offset;
    next += length;
  }
  const scope: CompileScope = { slots, state, stateOffset, stateSize: next - stateOffset };
  if (spec.game.players) scope.players = spec.game.players;
  const layout: Layout = { scope, frameSize: next, stateOffset, stateSize: next - stateOffset, fields, slotDomains, slotNames };
  if (turnSlot !== undefined) layout.turnSlot = turnSlot;
  return layout;
}

export function slotKind(d: FieldDomain): SlotKind {
  return d.kind === 'array' || d.kind === 'real' ? 'int' : d.kind;
}

/** The GameSlot descriptions, with each slot's declared domain evaluated for these params. */
export function gameSlots(layout: Layout, domains: { lo: number; hi: number }[]): GameSlot[] {
  return layout.slotNames.map((name, s) => {
    const d = layout.slotDomains[s]!;
    const field = name.replace(/\[\d+\]$/, '');
    const slot: GameSlot = { name, field, kind: slotKind(d), domainLo: domains[s]!.lo, domainHi: domains[s]!.hi };
    const m = /\[(\d+)\]$/.exec(name);
    if (m) slot.element = Number(m[1]);
    const fd = layout.fields.get(field)?.spec.domain;
    if (m && fd?.kind === 'array' && fd.labels) slot.label = fd.labels[Number(m[1])]!;
    return slot;
  });
}
