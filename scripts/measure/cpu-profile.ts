/**
 * What a build spends its CPU on, from the profiles `node --cpu-prof` writes
 * (one per thread: the main one and each worker's): self time summed by where
 * the code lives (a package of node_modules, a file of this project, or V8's
 * own: garbage collection, compiling), largest first. `npm run bench -- --profile`
 * profiles each first build and prints this.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code lives: `micromark` for node_modules/micromark-…/, `src/engine/node/graph/parse-page.ts`, `(garbage collector)`. */
function placeOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `(V8 or Node: ${functionName || 'anonymous'})`;
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope, name] = file.slice(modules + '/node_modules/'.length).split('/');
    // micromark-extension-gfm-table and micromark-util-chunked are micromark's; mdast-util-* is one family too.
    return (scope!.startsWith('@') ? `${scope}/${name}` : scope!).replace(/^(micromark|mdast-util|hast-util|estree-util|unist-util|remark|rehype|recma)-.*$/, '$1-*');
  }
  if (file.startsWith('node:')) return `node (${file.slice(5).split('/')[0]})`;
  const src = file.indexOf('/src/');
  return src >= 0 ? file.slice(src + 1) : path.basename(file);
}

/** Milliseconds of self time by place, over every profile in `dir`. */
export function cpuByPlace(dir: string): { total: number; places: Map<string, number> } {
  const places = new Map<string, number>();
  let total = 0;
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const node = byId.get(id)!;
      // Idle is waiting; "(program)" is native code outside JavaScript (the bundler's own threads are not sampled at all).
      if (node.callFrame.functionName === '(idle)') return;
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      const place = placeOf(node.callFrame);
      places.set(place, (places.get(place) ?? 0) + ms);
      total += ms;
    });
  }
  return { total, places };
}

/** The largest places, as lines: milliseconds, share and, with `perGuide`, milliseconds per guide. */
export function cpuReport(dir: string, guides: number, top = 20): string {
  const { total, places } = cpuByPlace(dir);
  const rows = [...places].sort((a, b) => b[1] - a[1]).slice(0, top);
  const lines = rows.map(([place, ms]) => `  ${String(Math.round(ms)).padStart(7)} ms ${`${((ms / total) * 100).toFixed(1)} %`.padStart(7)} ${(ms / guides).toFixed(2).padStart(7)} ms/guide  ${place}`);
  return [`CPU time by where the code lives (self time, every thread, ${Math.round(total)} ms in all, ${(total / guides).toFixed(1)} ms per guide):`, ...lines].join('\n');
}
