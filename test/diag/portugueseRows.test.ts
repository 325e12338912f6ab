// Every code of the catalogue has a Portuguese row in diag/messagesPt.ts (its messages are shown in
// Portuguese under --lang pt), except the listed gaps: a new code without a row fails here, and a gap
// that gains a row fails too (so the list only shrinks). The rows added for the limits and the
// internal errors are checked on their messages.

import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/diag/codes.js';
import { diagnosticPt, hasPortugueseRow } from '../../src/diag/messagesPt.js';
import type { Diagnostic } from '../../src/diag/diagnostic.js';
import { INTERNAL_ERROR } from '../../src/diag/internalError.js';

/** Codes with no row in diag/messagesPt.ts, each with the reason (2026-12-07). */
const NEVER_EMITTED = 'catalogued, but no file of src/ emits it (test/diag/codeCoverage.test.ts): there is no message to translate';
const OBLIGATION =
  'an obligation result code (prove/discharge.ts, proveSpec.ts, runPlan.ts), never a Diagnostic: its text is the obligation detail, which report/words/proofWords.ts (detailPt) renders';
const CLI_WORDS = 'written by the command line in its own words (cli/cliWords.ts, cli/helpPt.ts mergeErrorPt), already Portuguese under --lang pt; never passed to diagnosticPt';
const WITHOUT_ROW: Record<string, string> = {
  ZM3015: 'retired: integer literals are exact at any size; never raised',
  ZM4009: NEVER_EMITTED,
  ZM4205: NEVER_EMITTED,
  ZM4206: NEVER_EMITTED,
  ZM6001: OBLIGATION,
  ZM6002: OBLIGATION,
  ZM6003: OBLIGATION,
  ZM6004: OBLIGATION,
  ZM6005: OBLIGATION,
  ZM6006: OBLIGATION,
  ZM6007: OBLIGATION,
  ZM7002: CLI_WORDS,
  ZM7005: CLI_WORDS,
  ZM7006: CLI_WORDS,
  ZM7007: CLI_WORDS,
  ZM7008: CLI_WORDS,
  ZM7009: CLI_WORDS,
};

const pt = (code: Diagnostic['code'], message: string, hint?: string): Diagnostic => diagnosticPt({ code, severity: 'error', file: 'a.yaml', message, ...(hint ? { hint } : {}) });

describe('Portuguese rows of the diagnostic catalogue', () => {
  it('every code has a Portuguese row, except the listed gaps (which only shrink)', () => {
    const missing = catalogue.map((c) => c.code).filter((c) => !hasPortugueseRow(c));
    expect(missing.sort()).toEqual(Object.keys(WITHOUT_ROW).sort());
  });

  it('the internal errors (ZM9xxx) all have one', () => {
    expect(catalogue.filter((c) => c.code.startsWith('ZM9') && !hasPortugueseRow(c.code))).toEqual([]);
  });

  it('ZM9013, a second solver that disagrees with Z3', () => {
    const d = pt(
      'ZM9013',
      'internal error in obligation "condition I": cvc5 finds the negation satisfiable; the obligation is neither proved nor refuted',
      'both scripts are written by `zermelo prove a.yaml --emit-smt DIR`; please report it with them',
    );
    expect(d.message).toBe('erro interno na obrigação "condition I": cvc5 finds the negation satisfiable; a obrigação não fica provada nem refutada');
    expect(d.hint).toBe('os dois scripts são escritos por `zermelo prove a.yaml --emit-smt DIR`; por favor comunique o erro com eles');
  });

  it('ZM1003, an unknown key with no close name: the list of keys it expects', () => {
    const d = pt('ZM1003', 'unknown key `bogus` in `game`', 'expected one of: params, state, moves');
    expect(d.hint).toBe('esperava-se uma destas: params, state, moves');
  });

  it('ZM9001 in a stage, ZM9011 and ZM9012', () => {
    expect(pt(INTERNAL_ERROR, 'internal error: x is not defined (in the bounded check; a bug in zermelo, please report it with this file)').message).toBe(
      'erro interno: x is not defined (na verificação limitada; um erro do zermelo, por favor comunique-o com este ficheiro)',
    );
    expect(
      pt(
        'ZM9011',
        'internal error: the engines disagree — the prover found a counterexample inside the bounded region (n = 3: …), but the bounded check determined every position of that region (n ≤ 10) and found the conjecture holds there',
      ).message,
    ).toBe(
      'erro interno: os motores discordam — o provador encontrou um contraexemplo dentro da região limitada (n = 3: …), mas a verificação limitada determinou todas as posições dessa região (n ≤ 10) e a conjectura vale aí',
    );
    expect(pt('ZM9012', 'internal error: the compiled evaluation finds the claim true, the reference evaluation finds it false (a bug in zermelo, please report it with this file)').message).toBe(
      'erro interno: a avaliação compilada dá a afirmação verdadeira, a avaliação de referência finds it false (um erro do zermelo, por favor comunique-o com este ficheiro)',
    );
  });

  it('the limits: ZM1042, ZM3016 (with the options that raise them) and ZM7004', () => {
    const claims = pt(
      'ZM1042',
      'this file has 1200 claims; at most 1000 are checked in one file (--max-claims)',
      'split the claims over several files of the same game, or raise the limit with --max-claims 1200',
    );
    expect(claims.message).toBe('este ficheiro tem 1200 afirmações; verificam-se no máximo 1000 num ficheiro (--max-claims)');
    expect(claims.hint).toBe('reparta as afirmações por vários ficheiros do mesmo jogo, ou aumente o limite com --max-claims 1200');
    const tables = pt(
      'ZM3016',
      'the data tables of this file hold 20001 entries; at most 20000 are supported (--max-table-entries)',
      "every use repeats a table's rows in the expanded expression: keep the data small, or raise the limit with --max-table-entries 20001",
    );
    expect(tables.message).toBe('as tabelas de dados deste ficheiro têm 20001 entradas; aceitam-se no máximo 20000 (--max-table-entries)');
    expect(tables.hint).toContain('--max-table-entries 20001');
    const chain = pt('ZM7004', 'the file is too deeply nested or too large for the bounded check (the JavaScript stack overflowed): the definitions `d0` → `d1` → `d2` → … form a chain 3001 deep');
    expect(chain.message).toBe(
      'o ficheiro está aninhado fundo demais ou é grande demais para a verificação limitada (a pilha do JavaScript transbordou): as definições `d0` → `d1` → `d2` → … formam uma cadeia com 3001 de profundidade',
    );
    expect(pt('ZM7004', 'the file is too deeply nested or too large to load (the JavaScript stack overflowed)').message).toBe(
      'o ficheiro está aninhado fundo demais ou é grande demais para carregar (a pilha do JavaScript transbordou)',
    );
  });
});
