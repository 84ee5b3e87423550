/**
 * `npm run hosts`: serves the built site by each host's rules (tests/hosts/),
 * at the domain root (dist/) and under a path (built into .dist-base-path/),
 * crawls it without JavaScript and writes the table in README.md's Deploy section.
 * Build first (npm run build).
 */
import { checkHost, hostTable, HOSTS } from '../tests/hosts/emulate.ts';
import { writeReadmeTable } from '../tests/hosts/readme-table.ts';
import { buildProjectSite, rootSite } from '../tests/hosts/sites.ts';

const rows = [];
for (const site of [rootSite(), buildProjectSite()]) {
  for (const host of HOSTS) {
    const report = await checkHost(host, site, site.siteUrl);
    rows.push({ site: site.label, report });
    for (const problem of [...report.redirects, ...report.notFound, ...report.wrongCanonical, ...report.specFailures]) console.log(`${host.name}, ${site.label}: ${problem}`);
  }
}
const table = hostTable(rows);
writeReadmeTable(table);
console.log(`${table}\n\nWritten to README.md (Deploy).`);
