/**
 * QR codes as a printed PDF draws them, counted from the sheets' pixels: pdftoppm (poppler-utils) rasterizes each
 * sheet in grey, and every QR code has three finder patterns, squares whose rows and columns read dark, light,
 * dark, light, dark in the widths 1:1:3:1:1, at three corners of the code. A code whose picture never loaded leaves a blank box: it adds no
 * finder, so the count falls short of the codes the page holds.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** 100 dots an inch: a 136 px code is 142 dots wide, 3 to 5 dots a module, enough to read its runs. */
const DPI = 100;

interface Grey {
  width: number;
  height: number;
  dark: (x: number, y: number) => boolean;
}

/** A binary PGM (P5, 8 bits), as `pdftoppm -gray` writes it. */
export function readPgm(file: string): Grey {
  const data = fs.readFileSync(file);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.toString('latin1', 0, 64));
  if (!header) throw new Error(`${file}: not a binary PGM`);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = header[0].length;
  return { width, height, dark: (x, y) => data[start + y * width + x]! < 128 };
}

/** The widths of dark-light-dark-light-dark runs read as 1:1:3:1:1, and the size of one module. */
function finderModule(runs: readonly number[]): number | undefined {
  const module = runs.reduce((sum, run) => sum + run, 0) / 7;
  if (module < 1.5) return undefined;
  const fits = (run: number, modules: number) => Math.abs(run - modules * module) <= module * (modules === 3 ? 1.2 : 0.6);
  return runs.every((run, index) => fits(run, index === 2 ? 3 : 1)) ? module : undefined;
}

/** The five runs through (x, y) along a line (dx, dy), when (x, y) is in a dark middle run: their widths and the middle run's centre offset. */
function runsThrough(sheet: Grey, x: number, y: number, dx: number, dy: number): { runs: number[]; centre: number } | undefined {
  const inside = (step: number) => {
    const [px, py] = [x + dx * step, y + dy * step];
    return px >= 0 && py >= 0 && px < sheet.width && py < sheet.height;
  };
  const colour = (step: number) => sheet.dark(x + dx * step, y + dy * step);
  // Walk out from the centre: dark (middle), then light, dark on each side.
  const side = (direction: 1 | -1): number[] | undefined => {
    const widths: number[] = [];
    let step = 0;
    for (const wanted of [true, false, true]) {
      let width = 0;
      while (inside(step) && colour(step) === wanted) {
        width += 1;
        step += direction;
      }
      if (width === 0) return undefined;
      widths.push(width);
    }
    return widths;
  };
  const after = side(1);
  const before = side(-1);
  if (!after || !before) return undefined;
  const middle = after[0]! + before[0]! - 1;
  return { runs: [before[2]!, before[1]!, middle, after[1]!, after[2]!], centre: (after[0]! - before[0]!) / 2 };
}

/** The finder patterns of one sheet, each as its centre and module size. */
export function findersOn(sheet: Grey): { x: number; y: number; module: number }[] {
  const found: { x: number; y: number; module: number; hits: number }[] = [];
  for (let y = 0; y < sheet.height; y += 1) {
    // Runs of one row, as [colour, start, width].
    const runs: { dark: boolean; start: number; width: number }[] = [];
    for (let x = 0; x < sheet.width; x += 1) {
      const dark = sheet.dark(x, y);
      const last = runs.at(-1);
      if (last && last.dark === dark) last.width += 1;
      else runs.push({ dark, start: x, width: 1 });
    }
    for (let index = 0; index + 5 <= runs.length; index += 1) {
      const five = runs.slice(index, index + 5);
      if (!five[0]!.dark) continue;
      const module = finderModule(five.map((run) => run.width));
      if (module === undefined) continue;
      const x = Math.round(five[2]!.start + five[2]!.width / 2);
      // The column through the middle must read the same, with its centre near this row.
      const column = runsThrough(sheet, x, y, 0, 1);
      if (!column || finderModule(column.runs) === undefined || Math.abs(column.centre) > module) continue;
      const centre = { x, y: y + column.centre };
      const near = found.find((finder) => Math.hypot(finder.x - centre.x, finder.y - centre.y) < module * 3);
      if (near) near.hits += 1;
      else found.push({ ...centre, module, hits: 1 });
    }
  }
  // A finder's middle square is three modules high: several rows cross it. One row alone is a coincidence of text.
  return found.filter((finder) => finder.hits >= 2).map(({ x, y, module }) => ({ x, y, module }));
}

/**
 * The codes among a sheet's finders: a printed code stands upright, so its finders are a corner (top left), one to its
 * right on the same row and one below it in the same column, as far from it, all with the same module. Runs in the
 * code's data can pass for a finder; they do not make such a corner.
 */
export function codesAmong(finders: readonly { x: number; y: number; module: number }[]): number {
  const same = (a: number, b: number) => Math.abs(a - b) <= Math.max(a, b) * 0.2;
  const used = new Set<object>();
  let codes = 0;
  for (const corner of [...finders].sort((a, b) => a.y - b.y || a.x - b.x)) {
    if (used.has(corner)) continue;
    const slack = corner.module * 1.5;
    const candidates = finders.filter((finder) => !used.has(finder) && finder !== corner && same(finder.module, corner.module));
    const right = candidates.filter((finder) => Math.abs(finder.y - corner.y) <= slack && finder.x - corner.x > corner.module * 10);
    const below = candidates.filter((finder) => Math.abs(finder.x - corner.x) <= slack && finder.y - corner.y > corner.module * 10);
    const pair = right.flatMap((a) => below.filter((b) => Math.abs(a.x - corner.x - (b.y - corner.y)) <= slack * 2).map((b) => [a, b] as const))[0];
    if (!pair) continue;
    for (const finder of [corner, ...pair]) used.add(finder);
    codes += 1;
  }
  return codes;
}

/** How many QR codes each sheet of a PDF shows, sheet by sheet. */
export function qrCodesPerSheet(pdf: string): number[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-sheets-'));
  try {
    execFileSync('pdftoppm', ['-gray', '-r', String(DPI), pdf, path.join(folder, 'sheet')]);
    return fs
      .readdirSync(folder)
      .sort()
      .map((file) => codesAmong(findersOn(readPgm(path.join(folder, file)))));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
