/**
 * `npm run move -- <old address> <new address> [--title "New title"] [--title-es "Nuevo título"]`:
 * moves or renames a guide, its twins, every link to it and its old address
 * (src/engine/node/editing/move-page.ts), then runs the content check.
 */
import path from 'node:path';
import { reportCheck } from '../src/engine/node/checks/print-problems.ts';
import { loadContentGraph, readSiteConfig } from '../src/engine/node/graph/content-graph.ts';
import { MoveError, movePage, moveReportText } from '../src/engine/node/editing/move-page.ts';
import { OldAddressesError } from '../src/engine/node/editing/old-address-entries.ts';
import { projectRoot } from '../src/engine/node/project-root.ts';

const USAGE = 'Give the page\'s address and its new one, for example:\n  npm run move -- /mfa/mfa_hardware /mfa/mfahelp/hardware_token\n  npm run move -- /lms/grades /lms/report_cards --title "Report cards" --title-es "Boletas de calificaciones"';

const args = process.argv.slice(2);
const addresses: string[] = [];
const titles: Record<string, string> = {};
for (let index = 0; index < args.length; index++) {
  const flag = /^--title(?:-([a-z]{2,3}(?:-[A-Z]{2})?))?$/.exec(args[index]!);
  if (!flag) {
    addresses.push(args[index]!);
    continue;
  }
  const value = args[++index];
  if (value === undefined || value.trim() === '') {
    console.error(`${args[index - 1]} needs the new title after it, in quotes.\n${USAGE}`);
    process.exit(1);
  }
  titles[flag[1] ?? 'main'] = value.trim();
}
if (addresses.length !== 2) {
  console.error(USAGE);
  process.exit(1);
}

const contentDir = path.join(projectRoot, 'content');
try {
  const main = readSiteConfig(contentDir)?.languages[0]?.code ?? 'en';
  if (titles.main !== undefined) titles[main] ??= titles.main;
  delete titles.main;
  const report = await movePage({ root: projectRoot, from: addresses[0]!, to: addresses[1]!, titles });
  console.log(moveReportText(report));
  const graph = await loadContentGraph({ contentDir, readings: true });
  // What keeps working: every old address (printed, in QR codes, bookmarked) that now leads to the moved pages.
  const moved = new Set(Object.values(graph.byPath.get(report.to)?.twins ?? {}));
  const old = graph.aliases.filter((alias) => moved.has(alias.to.split('#')[0]!));
  if (old.length > 0) console.log(`These old addresses lead to the moved page now, on every host:\n${old.map((alias) => `  ${alias.from} → ${alias.to}`).join('\n')}\n`);
  console.log('Checking the content after the move:\n');
  process.exit(reportCheck(graph, { readability: 'failing' }) ? 0 : 1);
} catch (error) {
  if (!(error instanceof MoveError || error instanceof OldAddressesError)) throw error;
  console.error(error.message);
  process.exit(1);
}
