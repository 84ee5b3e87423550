import { measureBuiltSite } from './scripts/first-press.ts';
import { pageFiles } from './scripts/html-files.ts';
const dist = process.argv[2]!;
const runs = Number(process.argv[3] ?? 5);
const all: Record<string, { cold: number[]; warm: number[] }> = {};
for (let i = 0; i < runs; i++) {
  const times = await measureBuiltSite(dist, pageFiles(dist));
  for (const t of times ?? []) {
    all[t.control] ??= { cold: [], warm: [] };
    all[t.control]!.cold.push(t.cold);
    all[t.control]!.warm.push(t.warm);
  }
}
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [control, { cold, warm }] of Object.entries(all)) console.log(`${control}: cold ${cold.join(' ')} (median ${med(cold)}); warm ${warm.join(' ')} (median ${med(warm)})`);
