// The kernel shortcut laws (kernelShortcutsLaws.ts) on part of the campaign's games: 100 random games
// and 8 on a bool[10] field (kernelShortcuts.long.test.ts runs 300 and 60; a bool[10] game costs about
// 30 times a game of the first law). About 28% of the first law's games solve (2026-12-07: 28 of
// 100): the non-vacuity bound sits 3 deviations below.
import { defineKernelShortcutLaws } from './kernelShortcutsLaws.js';

defineKernelShortcutLaws({ games: 100, gamesSolved: 12, arrays: 8, arraysSolved: 0 });
