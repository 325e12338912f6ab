// The games of the certificate tests, in the surface syntax (the book's conjectures, and the
// Grundy values of Kayles and Dawson's Kayles from Winning Ways).

export const GAMES: Record<string, string> = {
  game08: `name: game08
game:
  state: { n: nat }
  start: { n: 2007 }
  moves:
    - { name: take k, for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
conjecture: { S: n mod 3 = 0 }
claims:
  - { name: the heap of 2007 is safe, holds: safe(start) }
check: { bounds: { n: 0..1000 } }
`,
  game09: `name: game09
game: { subtraction: [1, 4] }
conjecture: S = n mod 5 ∈ <0,2>
check: { bounds: { n: 0..1000 } }
`,
  game10: `name: game10
game: { subtraction: [2, 3] }
conjecture: { S: n mod 5 ∈ {0, 1} }
claims:
  - holds: ∀ m ∈ 0..14: safe(m) ⇔ m ∈ {0, 1, 5, 6, 10, 11}
check: { bounds: { n: 0..1000 } }
`,
  'game13-I': `name: game13-I
game:
  players: [A, B]
  state: { n: nat }
  start: { n: 2008, turn: A }
  moves:
    - { by: A, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
    - { by: B, for: k ∈ {2, 3}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: (turn = A ∧ (n ≥ 12 ∨ n ∈ {0, 3, 6, 7, 9, 10})) ∨ (turn = B ∧ n ∈ {0, 1, 4, 7})
claims:
  - { name: A loses on 2008 stones, holds: safe(start) }
check: { bounds: { n: 0..1000 } }
`,
  game20: `name: game20-no-repeat
game:
  state: { n: nat, r: 0..5 }
  start: { n: 2000, r: 0 }
  moves:
    - name: take s
      for: s ∈ 1..5
      if: s ≠ r ∧ s ≤ n
      to: { n: n - s, r: s }
define:
  row(m): if m = 4 then 16 else if m = 8 then 0 else [63, 2, 0, 8, 0, 32, 8, 63, 2, 0, 0, 16, 32][m mod 13]
conjecture:
  S: bit(row(n), r) = 1
claims:
  - name: from row 9 on, the table is periodic with period 13
    holds: ∀ m ∈ 9..2987: ∀ q ∈ 0..5: outcome({ n: m + 13, r: q }) = outcome({ n: m, r: q })
  - name: the heap of 2000 is fragile, and taking 4 is the only winning first move
    holds: fragile(start) ∧ safe({ n: 1996, r: 4 }) ∧ ∀ s ∈ {1, 2, 3, 5}: fragile({ n: 2000 - s, r: s })
check:
  bounds: { n: 0..3000 }
`,
  kayles: `name: kayles
game: { octal: "0.77" }
define:
  early: "[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6]"
  cycle: "[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]"
conjecture:
  grundy: if n < 71 then early[n] else cycle[n mod 12]
check: { bounds: { n: 0..300 } }
`,
  'dawson-kayles': `name: dawson-kayles
game: { octal: "0.07" }
define:
  cycle: "[4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7]"
conjecture:
  grundy: >-
    if n ∈ {0, 1, 15, 35} then 0
    else if n ∈ {17, 18, 32, 52} then 2
    else cycle[n mod 34]
check: { bounds: { n: 0..300 } }
`,
  'dawsons-chess': `name: dawsons-chess
game: { octal: "0.137" }
define:
  cycle: "[4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7]"
conjecture:
  grundy: >-
    if n + 1 ∈ {0, 1, 15, 35} then 0
    else if n + 1 ∈ {17, 18, 32, 52} then 2
    else cycle[(n + 1) mod 34]
check: { bounds: { n: 0..300 } }
`,
  'take-1-to-m': `name: take-1-to-m
game:
  params: { m: nat }
  state: { n: nat }
  moves:
    - { for: k ∈ 1..m, if: k ≤ n, to: { n: n - k } }
conjecture: { grundy: n mod (m + 1) }
check:
  bounds: { n: 0..500 }
  params: { m: 1..12 }
`,
  'grundys-game': `name: grundys-game
game:
  state: { n: nat }
  moves:
    - name: split into a and n − a
      for: a ∈ 1..n
      if: 2 * a < n
      to: [ { n: a }, { n: n - a } ]
claims:
  - name: the first Grundy values
    holds: ∀ m ∈ 0..19: grundy(m) = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3][m]
check: { bounds: { n: 0..300 } }
expect: holds
`,
};
