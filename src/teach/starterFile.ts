// Stage: teach. The commented starter file `zermelo init` writes, in English or in the book's
// Portuguese: a complete game (take 1 or 2 stones), a conjecture, a claim and the check, each key
// explained where it stands. It checks as `expect` says (test/cli/init.test.ts).
// Input: a language. Output: YAML text.

import type { Lang } from './vocabulary.js';

const EN = `# A zermelo file: one game, and what you conjecture and claim about it.
# Every key is described in docs/format-reference.md. Then try: zermelo check FILE,
# zermelo table FILE, zermelo play FILE --hints, zermelo explain FILE.
name: take-1-or-2
title: Take 1 or 2 stones from one heap; whoever takes the last stone wins
game:
  state: { n: nat }          # a position: the stones left (fields: \`nat\`, \`int\`, \`a..b\`, \`bool\`, \`nat[k]\`, \`real\`)
  start: { n: 20 }           # where a game starts (play, and claims about \`start\`)
  moves:
    - name: take k           # a label, shown in reports and in play
      for: k ∈ {1, 2}        # one move for each k …
      if: k ≤ n              # … when this holds
      to: { n: n - k }       # the position it leads to; fields not named keep their value
  # play: normal (the default: a player without a move loses) or misère (that player wins)
conjecture:
  S: n mod 3 = 0             # the safe positions: the player to move loses against perfect play
  # F (fragile: the player to move can win) is the rest; N (neutral: draws) is empty
claims:
  - name: the first player wins from the start
    holds: fragile(start)
check:
  bounds: { n: 0..1000 }     # the region checked position by position
proof:
  termination: n             # a measure ≥ 0 that every move decreases: the game is finite
expect: proved               # \`proved\` (for every n), \`holds\` (within the bounds), \`refuted\` or \`unknown\`
`;

const PT = `# Um ficheiro do zermelo: um jogo, e o que conjectura e afirma sobre ele.
# As chaves ficam em inglês; cada uma está descrita em docs/format-reference.md. Depois experimente:
# zermelo check FICHEIRO --lang pt, zermelo table FICHEIRO --lang pt, zermelo play FICHEIRO --hints --lang pt.
name: tira-1-ou-2
title: Tirar 1 ou 2 pedras de um monte; ganha quem tirar a última pedra
game:
  state: { n: nat }          # uma posição: as pedras que restam (campos: \`nat\`, \`int\`, \`a..b\`, \`bool\`, \`nat[k]\`, \`real\`)
  start: { n: 20 }           # a posição inicial (play, e as afirmações sobre \`start\`)
  moves:
    - name: tira k           # um nome, mostrado nos relatórios e no play
      for: k ∈ {1, 2}        # uma jogada para cada k …
      if: k ≤ n              # … quando isto se verifica
      to: { n: n - k }       # a posição a que leva; os campos não nomeados mantêm o valor
  # play: normal (por omissão: quem não tem jogada perde) ou misère, o jogo perde-ganha (quem não tem jogada ganha)
conjecture:
  I: n mod 3 = 0             # as inatacáveis (tipo S): quem joga perde, se o adversário jogar bem
  # F, as frágeis (tipo P: quem joga ganha), são as restantes; N, as neutras (empates), nenhuma
claims:
  - name: o primeiro a jogar ganha a partir da posição inicial
    holds: outcome(start) = frágil
check:
  bounds: { n: 0..1000 }     # a região verificada posição a posição
proof:
  termination: n             # uma medida ≥ 0 que desce em cada jogada: o jogo é finito
expect: proved               # \`proved\` (para todo o n), \`holds\` (dentro dos limites), \`refuted\` ou \`unknown\`
`;

export function starterFile(lang: Lang): string {
  return lang === 'pt' ? PT : EN;
}
