// --deterministic reports (renderJson.ts zeroFile): durations are zeroed, and an obligation's route
// detail (condition I tried case by case, or by the plain form when that ran out of time under load)
// is left out, so that two runs of one file give the same bytes whichever route answered (issue 18.8).
import { describe, expect, it } from 'vitest';
import { CASE_BY_CASE_ROUTE } from '../../src/prove/routeDetail.js';
import type { FileReport, ObligationReport } from '../../src/report/model.js';
import { zeroFile } from '../../src/report/renderJson.js';
import { unreadableReport } from '../../src/cli/commands/io.js';

const plain = 'with proof.strategy: a case whose `when` holds names a legal move into S';
const withObligation = (detail: string, timeMs: number): FileReport =>
  ({
    ...unreadableReport('conjectures/a.yaml', 'x'),
    symbolic: { status: 'proved', reason: null, obligations: [{ name: 'condition-I', status: 'proved', detail, timeMs } as unknown as ObligationReport] },
  }) as FileReport;

describe('zeroFile', () => {
  it('gives the same report whichever route proved condition I', () => {
    const caseByCase = zeroFile(withObligation(plain + CASE_BY_CASE_ROUTE, 812));
    const oneQuery = zeroFile(withObligation(plain, 9120));
    expect(JSON.stringify(caseByCase)).toBe(JSON.stringify(oneQuery));
    expect(caseByCase.symbolic!.obligations[0]!.detail).toBe(plain);
    expect(caseByCase.symbolic!.obligations[0]!.timeMs).toBe(0);
  });
});
