// Stage: lang. Types of the expression language.

export type Type =
  | { kind: 'int' }
  | { kind: 'real' }
  | { kind: 'bool' }
  | { kind: 'player' } // A | B in partizan games
  | { kind: 'outcome' } // safe | fragile | neutral (claims only)
  | { kind: 'array'; elem: Type; length: number } // fixed length, known when typechecking
  | { kind: 'set'; elem: Type } // set literals and ranges; only after ∈, or as a binder domain
  | { kind: 'position' }; // a position literal, `start`

export const INT: Type = { kind: 'int' };
export const REAL: Type = { kind: 'real' };
export const BOOL: Type = { kind: 'bool' };
export const PLAYER: Type = { kind: 'player' };
export const OUTCOME: Type = { kind: 'outcome' };
export const POSITION: Type = { kind: 'position' };

export function showType(t: Type): string {
  switch (t.kind) {
    case 'array':
      return `${showType(t.elem)}[${t.length}]`;
    case 'set':
      return `set of ${showType(t.elem)}`;
    default:
      return t.kind;
  }
}

export function sameType(a: Type, b: Type): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'array' && b.kind === 'array') return a.length === b.length && sameType(a.elem, b.elem);
  if (a.kind === 'set' && b.kind === 'set') return sameType(a.elem, b.elem);
  return true;
}
