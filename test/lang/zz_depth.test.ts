import { test } from 'vitest';
import { world } from './helpers.js';
test('depth', () => {
  const w = world({ binders: { x: 'int' }, defines: ['deep(k): if k = 0 then 0 else deep(k - 1) + 1'], recursionLimit: 1e9 });
  const fn = w.compile('deep(x)');
  let lo = 1, hi = 200000;
  while (lo < hi) { const mid = Math.ceil((lo + hi) / 2); w.program.clearMemo(); try { fn({ x: mid }); lo = mid; } catch { hi = mid - 1; } }
  console.log('max depth', lo);
  function plain(k: number): number { return k === 0 ? 0 : plain(k - 1) + 1; }
  lo = 1; hi = 1e6;
  while (lo < hi) { const mid = Math.ceil((lo + hi) / 2); try { plain(mid); lo = mid; } catch { hi = mid - 1; } }
  console.log('plain depth', lo);
});
