// The kernel shortcut laws (kernelShortcutsLaws.ts) on a third of the campaign's games: 100 random
// games and 20 on a bool[10] field (kernelShortcuts.long.test.ts runs 300 and 60). About 28% and 25%
// of them solve (2026-12-07: 28 of 100, 5 of 20): the non-vacuity bounds sit 3 deviations below.
import { defineKernelShortcutLaws } from './kernelShortcutsLaws.js';

defineKernelShortcutLaws({ games: 100, gamesSolved: 12, arrays: 20, arraysSolved: 0 });
