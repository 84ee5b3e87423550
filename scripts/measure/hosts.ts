/**
 * `npm run hosts`: serves the built site by each host's rules (tests/hosts/),
 * at the domain root (dist/) and under a path (built into .dist-base-path/),
 * crawls it without JavaScript and writes the table in README.md's Deploy section.
 * Build first (npm run build).
 */
import path from 'node:path';
import { checkHost, hostTable, HOSTS, otherAddresses } from '../../tests/hosts/emulate.ts';
import { writeReadmeTable } from '../../tests/hosts/readme-table.ts';
import { buildProjectSite, rootSite } from '../../tests/hosts/sites.ts';

const addresses = await otherAddresses(path.resolve(import.meta.dirname, '../../content'));
const rows = [];
for (const site of [rootSite(), buildProjectSite()]) {
  for (const host of HOSTS) {
    const report = await checkHost(host, site, site.siteUrl, addresses);
    rows.push({ site: site.label, report });
    for (const problem of [...report.redirects, ...report.notFound, ...report.wrongCanonical, ...report.loops, ...report.failures.map((failure) => failure.why)]) console.log(`${host.name}, ${site.label}: ${problem}`);
  }
}
const table = hostTable(rows);
writeReadmeTable(table);
console.log(`${table}\n\nWritten to README.md (Deploy).`);
