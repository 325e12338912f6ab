// Benchmarks (npm run bench): every case of issues 3 and 5 through the real engine, next to the
// matching C row of ../shared/bench-ref built into a scratch folder and run in the same session.
// Prints one table: positions, seconds, positions/s (by CPU time), C positions/s, ratio TS/C time.
// Options: --scale 0.1 (smaller sizes), --runs 3, --filter text, --skip word (rows whose name has
// that word are left out, e.g. --skip 1000000: the C rows at 10^6 take minutes).

import { cases } from './cases.js';
import { buildReference, runReference } from './cref.js';
import { measure } from './measure.js';
import { startupRows } from './startup.js';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

const scale = Number(option('scale', '1'));
const runs = Number(option('runs', '3'));
const filter = option('filter', '');
const skip = option('skip', '');
const built = buildReference();
if ('error' in built) console.error(`C reference unavailable: ${built.error}`);

interface Row {
  name: string;
  positions: number;
  seconds: number;
  cpu: number;
  cRate?: number;
  cCommand?: string;
  agree: string;
}

const rows: Row[] = [];
for (const c of cases(scale)) {
  if ((filter && !c.name.includes(filter)) || (skip && c.name.split(/[\s,()]+/).includes(skip))) continue;
  let checksum = NaN;
  const t = measure(runs, c.setup, c.run, (r) => (checksum = c.checksum(r)));
  const row: Row = { name: c.name, positions: c.positions, seconds: t.seconds, cpu: t.cpuSeconds, agree: '' };
  if ('dir' in built && c.reference.length) {
    const commands = [c.reference, ...(c.alsoReference ?? [])];
    const refs = commands.map((command) => runReference(built.dir, command, c.referenceRuns ?? runs));
    const ref = refs[0];
    if (ref && refs.every((r) => r !== undefined)) {
      const cpu = refs.reduce((sum, r) => sum + r!.cpuSeconds, 0);
      row.cRate = ref.positions / cpu;
      row.cCommand = commands.map((command) => command.join(' ')).join(' + ');
      row.agree = c.comparable === false ? 'n/a' : ref.checksum === checksum ? 'yes' : `NO (${checksum} vs ${ref.checksum})`;
    }
  }
  rows.push(row);
  console.error(`done: ${c.name} (${t.cpuSeconds.toFixed(3)} s CPU)`);
}

const startup = !filter || 'start-up'.includes(filter) || filter.includes('start-up') ? startupRows(Math.max(runs, 3)) : [];

const fmt = (x: number): string => (x >= 1e6 ? `${(x / 1e6).toFixed(1)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)}k` : x.toFixed(0));
const header = ['benchmark', 'positions', 'seconds (wall)', 'seconds (CPU)', 'positions/s', 'C row', 'C positions/s', 'ratio', 'checksum'];
const lines = rows.map((r) => {
  const rate = r.positions / r.cpu;
  return [
    r.name,
    String(r.positions),
    r.seconds.toFixed(3),
    r.cpu.toFixed(3),
    fmt(rate),
    r.cCommand ?? '-',
    r.cRate ? fmt(r.cRate) : '-',
    r.cRate ? `${(r.cRate / rate).toFixed(2)}×` : '-',
    r.agree || '-',
  ];
});
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|\n${lines.map((l) => `| ${l.join(' | ')} |`).join('\n')}`);
console.log('\nratio = TS CPU time / C CPU time for the same positions (C best of runs, -O3 -march=native; a sum when the row names two C commands); positions/s by CPU time.');
if (startup.length) {
  console.log('\n| start-up | CPU seconds (whole process) | node -e 0 (same run) | engine load (difference) | ratio |\n|---|---|---|---|---|');
  for (const r of startup)
    console.log(`| ${r.name} | ${r.cpuSeconds.toFixed(3)} | ${r.nodeSeconds.toFixed(3)} | ${(r.cpuSeconds - r.nodeSeconds).toFixed(3)} | ${(r.cpuSeconds / r.nodeSeconds).toFixed(2)}× |`);
  console.log('\nstart-up has no C row: the ratio is against a bare node process of the same run (best of runs, CPU reported by each child).');
}
