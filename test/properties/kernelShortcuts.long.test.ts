// The kernel shortcut laws (kernelShortcutsLaws.ts), the campaign: 300 random games and 60 on a
// bool[10] field (npm test runs a third of them, kernelShortcuts.test.ts).
import { defineKernelShortcutLaws } from './kernelShortcutsLaws.js';

defineKernelShortcutLaws({ games: 300, gamesSolved: 60, arrays: 60, arraysSolved: 10 });
