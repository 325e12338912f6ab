// Stage: diag. The Portuguese of the game and bounded-check diagnostics (ZM40xx: game/buildGame.ts,
// diagnoseGameError.ts, evalConst.ts, parameterSweep.ts, solve/*; ZM42xx: check/*), one row per
// message shape; the evaluation errors they quote come from messagesPtEval.ts.

import { GRUNDY_WHY, withEval } from './messagesPtEval.js';
import type { HintRow, MessageRow } from './ptRow.js';

/** What a constant of the game is (game/evalConst.ts callers): the subject of the ZM4008 messages. */
const WHAT: readonly HintRow[] = [
  [/^a bound$/, () => 'um limite'],
  [/^a parameter bound$/, () => 'um limite de parâmetro'],
  [/^the highest value of (`[^`]+`)$/, (m) => `o valor mais alto de ${m[1]}`],
  [/^the lowest value of (`[^`]+`)$/, (m) => `o valor mais baixo de ${m[1]}`],
  [/^the start value of (`[^`]+`)$/, (m) => `o valor inicial de ${m[1]}`],
  [/^the lower bound of (`[^`]+`)$/, (m) => `o limite inferior de ${m[1]}`],
  [/^the upper bound of (`[^`]+`)$/, (m) => `o limite superior de ${m[1]}`],
  [/^the range of (`[^`]+`) \((lower|upper) end\)$/, (m) => `o intervalo de ${m[1]} (extremo ${m[2] === 'lower' ? 'inferior' : 'superior'})`],
];
function what(text: string): string {
  for (const [shape, pt] of WHAT) {
    const m = shape.exec(text);
    if (m) return pt(m);
  }
  return text; // a parameter's name (check/sampleSetup.ts)
}
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const WHAT_SHAPE = '(a bound|a parameter bound|the (?:highest|lowest|start) value of `[^`]+`|the (?:lower|upper) bound of `[^`]+`|the range of `[^`]+` \\((?:lower|upper) end\\)|\\S+)';
const SAFE_RANGE = '±\\(2\\^53 − 1\\)';

const DOMAIN: Record<string, string> = { 'a nat is ≥ 0': 'um nat é ≥ 0', 'a bool is 0 or 1': 'um bool é 0 ou 1' };
const GRUNDY_CODES = /^(ZM4010|ZM4011)$/;

/** A claim's label (check/claims.ts): `claim "name": `. */
const claim = (label: string | undefined): string => (label ? label.replace(/^claim /, 'afirmação ') : '');

export const GAME_MESSAGES: readonly MessageRow[] = [
  [
    'ZM4001',
    /^from (.+), the move `(.+)`( \(.+\))? sets (.+) to (\S+), outside the domain of (`[^`]+`) \((a nat is ≥ 0|a bool is 0 or 1|its domain is (\S+))\)$/,
    (m) => `a partir de ${m[1]}, a jogada \`${m[2]}\`${m[3] ?? ''} põe ${m[4]} a ${m[5]}, fora do domínio de ${m[6]} (${DOMAIN[m[7]!] ?? `o seu domínio é ${m[8]}`})`,
  ],
  ['ZM4003', /^the field (`[^`]+`) has no bound for the bounded check$/, (m) => `o campo ${m[1]} não tem limite para a verificação limitada`],
  [
    'ZM4004',
    /^the field (`[^`]+`) has no values(?: when (.+))? \((?:check\.bounds (\S+) and its domain (\S+) have no value in common|its range is (\S+))\): the region is empty$/,
    (m) =>
      `o campo ${m[1]} não tem valores${m[2] ? ` quando ${m[2]}` : ''} (${m[3] ? `check.bounds ${m[3]} e o seu domínio ${m[4]} não têm nenhum valor em comum` : `o seu intervalo é ${m[5]}`}): a região é vazia`,
  ],
  ['ZM4004', /^the region is empty \(slot (\d+): (\S+)\)$/, (m) => `a região é vazia (componente ${m[1]} do estado: ${m[2]})`],
  ['ZM4004', /^the region has more than (\d+) positions$/, (m) => `a região tem mais de ${m[1]} posições`],
  [
    'ZM4004',
    /^check\.params sweeps (\S+) games(?: \((.+)\))?, each a separate game; at most (\d+) are checked$/,
    (m) => `check.params percorre ${m[1]} jogos${m[2] ? ` (${m[2]})` : ''}, cada um um jogo à parte; verificam-se no máximo ${m[3]}`,
  ],
  ['ZM4005', /^evaluating the rules of the game at (.+?): (.+)$/, (m) => withEval(m, 2, (pt) => `ao avaliar as regras do jogo em ${m[1]}: ${pt}`)],
  [
    'ZM4006',
    /^this move leads to a sum of positions, and the game is played misère with `end:` rules: zermelo solves misère sums only when a component without legal moves simply drops out \(no `end:` rules\)$/,
    () =>
      'esta jogada leva a uma soma de posições, e o jogo é jogado em misère com regras `end:`: o zermelo só resolve somas misère quando uma componente sem jogadas legais simplesmente desaparece (sem regras `end:`)',
  ],
  [
    'ZM4006',
    /^this move leads to a sum of positions, which only impartial games without draws can have \(this is (a partizan game|a game with `end: draw`\/`end: win`)\): the value of a sum comes from Grundy values \(normal play\) or from solving the sums \(misère play\)$/,
    (m) =>
      `esta jogada leva a uma soma de posições, que só os jogos imparciais sem empates podem ter (este é ${m[1] === 'a partizan game' ? 'um jogo partidário' : 'um jogo com `end: draw`/`end: win`'}): o valor de uma soma vem dos valores de Grundy (jogo normal) ou da resolução das somas (jogo misère)`,
  ],
  ['ZM4007', /^the parameter (`[^`]+`) has no value$/, (m) => `o parâmetro ${m[1]} não tem valor`],
  ['ZM4007', /^the parameter (`[^`]+`) = (-?\d+) is outside its domain (\S+)$/, (m) => `o parâmetro ${m[1]} = ${m[2]} está fora do seu domínio ${m[3]}`],
  [
    'ZM4008',
    new RegExp(`^${WHAT_SHAPE} is (\\S+), beyond ${SAFE_RANGE}: regions, bounds and positions are limited by memory \\(a resource limit\\)$`),
    (m) => `${cap(what(m[1]!))} é ${m[2]}, além de ±(2^53 − 1): as regiões, os limites e as posições estão limitados pela memória (um limite de recursos)`,
  ],
  ['ZM4008', new RegExp(`^${WHAT_SHAPE} must be an integer, it evaluates to (.+)$`), (m) => `${cap(what(m[1]!))} tem de ser um inteiro, mas vale ${m[2]}`],
  ['ZM4008', new RegExp(`^${WHAT_SHAPE} fails to evaluate: (.+)$`), (m) => withEval(m, 2, (pt) => `${cap(what(m[1]!))} não se deixa avaliar: ${pt}`)],
  [
    'ZM4008',
    new RegExp(`^${WHAT_SHAPE} has a value beyond ${SAFE_RANGE}: positions are limited by memory \\(a resource limit\\), found (.+)$`),
    (m) => `${cap(what(m[1]!))} tem um valor além de ±(2^53 − 1): as posições estão limitadas pela memória (um limite de recursos), mas é ${m[2]}`,
  ],
  ['ZM4008', new RegExp(`^${WHAT_SHAPE} must be integers, found (.+)$`), (m) => `${cap(what(m[1]!))} têm de ser inteiros, mas são ${m[2]}`],
  ...GRUNDY_WHY.map(([shape, pt]): MessageRow => [GRUNDY_CODES, shape, pt]),
  [/^(ZM4011|ZM4012)$/, /^the region has more than (\d+) moves; lower the bounds in check\.bounds$/, (m) => `a região tem mais de ${m[1]} jogadas; baixe os limites em check.bounds`],
  [
    /^(ZM4011|ZM4012)$/,
    /^the (\d+) positions reachable from the start have (\d+) moves, too many to store for their Grundy values$/,
    (m) => `as ${m[1]} posições atingíveis a partir do início têm ${m[2]} jogadas, demasiadas para guardar os seus valores de Grundy`,
  ],
  [
    'ZM4012',
    /^the (\d+) positions reachable from the start have (\d+) moves, more than the (\d+) the general retrograde algorithm stores \(they cannot be solved in index order\)$/,
    (m) => `as ${m[1]} posições atingíveis a partir do início têm ${m[2]} jogadas, mais do que as ${m[3]} que o algoritmo retrógrado geral guarda (não se podem resolver por ordem de índice)`,
  ],
  [
    'ZM4012',
    /^(check\.bounds\.\S+ = \S+|the region) gives a region of (\d+) positions with about (\S+) moves \(estimated from (\d+) positions\), more than the (\d+) the general retrograde algorithm stores \(some moves go to larger indices, so the region is not solved in index order\); refused before solving$/,
    (m) =>
      `${m[1] === 'the region' ? 'a região' : m[1]} dá uma região de ${m[2]} posições com cerca de ${m[3]} jogadas (estimadas a partir de ${m[4]} posições), mais do que as ${m[5]} que o algoritmo retrógrado geral guarda (algumas jogadas vão para índices maiores, por isso a região não se resolve por ordem de índice); recusado antes de resolver`,
  ],
  [
    'ZM4014',
    /^misère sums are solved by exhaustive search, which needs a finite game; this game has a cycle of moves inside the region$/,
    () => 'as somas misère resolvem-se por procura exaustiva, que precisa de um jogo finito; este jogo tem um ciclo de jogadas dentro da região',
  ],
  [
    'ZM4020',
    /^the (start )?position (.+) lies outside the region( checked)?, so nothing reachable from it can be solved$/,
    (m) => `a posição ${m[1] ? 'inicial ' : ''}${m[2]} fica fora da região${m[3] ? ' verificada' : ''}, por isso nada do que dela é atingível pode ser resolvido`,
  ],
  [
    'ZM4021',
    /^the box of (\d+) positions is too large to index, and (`[^`]+`) takes (\d+) values in the bounds, more than a position stored by key holds \((\d+) values a field\)$/,
    (m) => `a caixa de ${m[1]} posições é grande demais para indexar, e ${m[2]} toma ${m[3]} valores nos limites, mais do que uma posição guardada por chave comporta (${m[4]} valores por campo)`,
  ],
  [
    'ZM4021',
    /^the box of (\d+) positions is too large to index, and the positions reachable from the start contain a cycle of moves, which the search over stored positions cannot solve$/,
    (m) =>
      `a caixa de ${m[1]} posições é grande demais para indexar, e as posições atingíveis a partir do início contêm um ciclo de jogadas, que a procura sobre posições guardadas não consegue resolver`,
  ],
  [
    'ZM4021',
    /^the box of (\d+) positions is too large to index, and a conjecture is checked position by position over indices: only claims about positions reachable from the start are answered with positions stored by key$/,
    (m) =>
      `a caixa de ${m[1]} posições é grande demais para indexar, e uma conjectura é verificada posição a posição sobre índices: com posições guardadas por chave só se respondem afirmações sobre posições atingíveis a partir do início`,
  ],
  [
    'ZM4201',
    /^a conjecture that gives only the neutral positions says nothing about safe and fragile ones: give S or F as well$/,
    () => 'uma conjectura que só dá as posições neutras não diz nada sobre as inatacáveis e as frágeis: dê também S ou F',
  ],
  [
    'ZM4202',
    /^the conjecture fails to evaluate at (.+?) \(or at one of its moves\): (.+)$/,
    (m) => withEval(m, 2, (pt) => `a conjectura não se deixa avaliar em ${m[1]} (ou numa das suas jogadas): ${pt}`),
  ],
  ['ZM4202', /^the value conjecture fails to evaluate: (.+)$/, (m) => withEval(m, 1, (pt) => `a conjectura de valor não se deixa avaliar: ${pt}`)],
  // a claim that cannot be decided or evaluated (check/claims.ts); ZM4204's undefined value is in messagesPt.ts
  [/^(ZM4203|ZM4204)$/, /^(?!(?:claim "[^"]*": )?the value of .+ is not defined: )(claim "[^"]*": )?(.+)$/, (m) => withEval(m, 2, (pt) => `${claim(m[1])}${pt}`)],
  [
    'ZM4210',
    /^(the conjecture|this claim) needs about (\S+) evaluation steps(?: over the region's (\d+) positions| over up to (\S+) positions reached from the start)? \(the range of (`[^`]+`) has up to (\S+) values\); at most (\S+) are done$/,
    (m) =>
      `${m[1] === 'the conjecture' ? 'a conjectura' : 'esta afirmação'} precisa de cerca de ${m[2]} passos de avaliação${m[3] ? ` sobre as ${m[3]} posições da região` : ''}${m[4] ? ` sobre até ${m[4]} posições alcançadas a partir do início` : ''} (o intervalo de ${m[5]} tem até ${m[6]} valores); fazem-se no máximo ${m[7]}`,
  ],
  [
    'ZM4211',
    /^the octal game (\S+) splits heaps: heaps (\S+) have about (\S+) moves to solve and check \(about n\/2 per heap of n\); at most (\S+) are done$/,
    (m) => `o jogo octal ${m[1]} divide montes: os montes ${m[2]} têm cerca de ${m[3]} jogadas a resolver e verificar (cerca de n/2 por monte de n); fazem-se no máximo ${m[4]}`,
  ],
];

/** The memory a region needs (game/memoryEstimate.ts describeProblem): ZM7003 before solving. */
const NEED = 'needs (about )?(\\S+ \\S+) to solve \\((\\S+) positions × (\\d+) bytes, plus (\\S+ \\S+)\\), more than the limit of (\\S+ \\S+)';
const needPt = (m: RegExpExecArray, at: number): string =>
  `precisa de ${m[at] ? 'cerca de ' : ''}${m[at + 1]} para resolver (${m[at + 2]} posições × ${m[at + 3]} bytes, mais ${m[at + 4]}), mais do que o limite de ${m[at + 5]}`;
const OR_SAMPLE = '(, or use --sample to test beyond the bounds without solving)?';
const orSamplePt = (s: string | undefined): string => (s ? ', ou use --sample para testar além dos limites sem resolver' : '');
const withParams = (s: string | undefined): string => (s ? ` com ${s}` : '');

export const MEMORY_MESSAGES: readonly MessageRow[] = [
  [
    'ZM7003',
    new RegExp(`^(check\\.bounds\\.\\S+ = \\S+)(?: with (.+?))? ${NEED}; lower (\\S+)'s bound to at most (-?\\d+)${OR_SAMPLE}$`),
    (m) => `${m[1]}${withParams(m[2])} ${needPt(m, 3)}; baixe o limite de ${m[9]} para no máximo ${m[10]}${orSamplePt(m[11])}`,
  ],
  [
    'ZM7003',
    new RegExp(`^(check\\.params\\.\\S+ \\(.+\\)|the bounded region) ${NEED}; (lower (\\S+)'s upper value|lower the bounds|give the state fields smaller bounds in check\\.bounds)${OR_SAMPLE}$`),
    (m) =>
      `${m[1] === 'the bounded region' ? 'a região limitada' : m[1]!.replace(/\(with /, '(com ')} ${needPt(m, 2)}; ${m[9] ? `baixe o valor mais alto de ${m[9]}` : m[8] === 'lower the bounds' ? 'baixe os limites' : 'dê limites menores aos campos do estado em check.bounds'}${orSamplePt(m[10])}`,
  ],
];

export const GAME_HINTS: readonly HintRow[] = [
  [
    /^a move to a sum of positions is solved through Grundy values, which need a finite game$/,
    () => 'uma jogada para uma soma de posições resolve-se pelos valores de Grundy, que precisam de um jogo finito',
  ],
  [
    /^lower the bound, test beyond the bounds without solving with --sample \(check\.sample\), or raise the limit with --max-memory if the machine has the memory$/,
    () => 'baixe o limite, teste além dos limites sem resolver com --sample (check.sample), ou aumente o limite com --max-memory se a máquina tiver a memória',
  ],
  [/^lower the bound, or raise the limit with --max-memory if the machine has the memory$/, () => 'baixe o limite, ou aumente o limite com --max-memory se a máquina tiver a memória'],
  [/^add a guard that keeps (.+) ≥ 0, e\.g\. (`.+`)$/, (m) => `junte uma condição que mantenha ${m[1]} ≥ 0, por exemplo ${m[2]}`],
  [/^add a guard \(if:\) that rules this move out$/, () => 'junte uma condição (if:) que exclua esta jogada'],
  [/^add it to check\.bounds, e\.g\. (bounds: \{ .+ \})$/, (m) => `junte-o a check.bounds, por exemplo ${m[1]}`],
  [/^sweep only parameter values for which every field has a value \(check\.params\)$/, () => 'percorra só valores dos parâmetros para os quais todos os campos têm valores (check.params)'],
  [/^change check\.bounds$/, () => 'mude check.bounds'],
  [/^lower the range of (`[^`]+`) in check\.params$/, (m) => `baixe o intervalo de ${m[1]} em check.params`],
  [/^remove the `end:` rules, or write the whole sum as one position$/, () => 'retire as regras `end:`, ou escreva a soma inteira como uma só posição'],
  [/^give its values in check\.params$/, () => 'dê os seus valores em check.params'],
  [/^give one with (--param \S+)$/, (m) => `dê um com ${m[1]}`],
  [/^lower the bounds in check\.bounds so that fewer positions are reachable$/, () => 'baixe os limites em check.bounds para que fiquem menos posições atingíveis'],
  [
    /^to answer questions about the start position, add `check\.from: start` to the check section: only the positions reachable from it are solved; or lower (?:(\S+)'s bound|the bounds)$/,
    (m) =>
      `para responder a perguntas sobre a posição inicial, junte \`check.from: start\` à secção check: só se resolvem as posições atingíveis a partir dela; ou baixe ${m[1] ? `o limite de ${m[1]}` : 'os limites'}`,
  ],
  [/^lower (?:(\S+)'s bound|the bounds)$/, (m) => `baixe ${m[1] ? `o limite de ${m[1]}` : 'os limites'}`],
  [/^widen check\.bounds to contain it$/, () => 'alargue check.bounds para a conter'],
  [/^widen check\.bounds to contain the start position$/, () => 'alargue check.bounds para conter a posição inicial'],
  [/^bound (`[^`]+`) to at most (\d+) values in check\.bounds or in its type$/, (m) => `limite ${m[1]} a no máximo ${m[2]} valores em check.bounds ou no seu tipo`],
  [/^lower the bounds in check\.bounds so that the box has at most (\d+) positions$/, (m) => `baixe os limites em check.bounds para que a caixa tenha no máximo ${m[1]} posições`],
  [
    /^ask about the start in claims \(safe\(start\), outcome\(start\)\), or lower the bounds in check\.bounds so that the box has at most (\d+) positions$/,
    (m) => `pergunte pelo início nas afirmações (safe(start), outcome(start)), ou baixe os limites em check.bounds para que a caixa tenha no máximo ${m[1]} posições`,
  ],
  [
    /^the bounded check cannot decide it; a periodicity certificate or a proof may$/,
    () => 'a verificação limitada não a consegue decidir; um certificado de periodicidade ou uma prova talvez consigam',
  ],
  [
    /^ask about positions reachable from start, or set check\.from: region to solve the whole region$/,
    () => 'pergunte por posições atingíveis a partir do início, ou ponha check.from: region para resolver a região inteira',
  ],
  [/^widen check\.bounds so the region determines every position the claim asks about$/, () => 'alargue check.bounds para que a região determine todas as posições por que a afirmação pergunta'],
  [/^bound the range by the position \(e\.g\. (`.+`)\) or lower check\.bounds$/, (m) => `limite o intervalo pela posição (por exemplo ${m[1]}) ou baixe check.bounds`],
  [
    /^the positions a search from the start reaches are not known before it runs, so every position the memory limit could hold is counted: narrow the range of (`[^`]+`)$/,
    (m) =>
      `as posições que uma pesquisa a partir do início alcança não se conhecem antes de ela correr, por isso conta-se cada posição que o limite de memória comportaria: estreite o intervalo de ${m[1]}`,
  ],
  [/^narrow the range of (`[^`]+`)$/, (m) => `estreite o intervalo de ${m[1]}`],
  [
    /^lower (check\.bounds\.\S+|the bound) to at most (\d+), or test larger heaps without solving with --sample$/,
    (m) => `baixe ${m[1] === 'the bound' ? 'o limite' : m[1]} para no máximo ${m[2]}, ou teste montes maiores sem os resolver com --sample`,
  ],
];
