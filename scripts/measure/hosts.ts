/**
 * `npm run hosts`: the built site on every host of tests/hosts/host-list.ts
 * (the real web servers installed here, `npm start`, models of the others), at
 * the domain root and under a path (tests/hosts/sites.ts: content/ with one moved page more),
 * checked without JavaScript; writes the table in docs/deploy.md and prints
 * every problem and the time each host took. Build first (npm run build).
 */
import { checkHost, hostTable, otherAddresses } from '../../tests/hosts/crawl.ts';
import { HOSTS } from '../../tests/hosts/host-list.ts';
import { writeHostTable } from '../../tests/hosts/host-table.ts';
import { buildMeasuredSites, MEASURED_CONTENT } from '../../tests/hosts/sites.ts';

const missing = HOSTS.flatMap((host) => {
  const why = host.missing?.();
  return why === undefined ? [] : [`${host.name}: ${why}`];
});
if (missing.length > 0) {
  console.error(`Every host must run to write the table; not installed here:\n  ${missing.join('\n  ')}\n(On Debian or Ubuntu: sudo apt-get install -y nginx apache2 caddy python3)`);
  process.exit(1);
}
const sites = await buildMeasuredSites();
const addresses = await otherAddresses(MEASURED_CONTENT);
const rows = [];
for (const site of sites) {
  for (const host of HOSTS) {
    const started = performance.now();
    const report = await checkHost(host, site, site.siteUrl, addresses);
    rows.push({ site: site.label, report });
    console.log(`${host.name}, ${site.label}: ${report.crawled} addresses crawled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const problem of [...report.redirects, ...report.notFound, ...report.wrongCanonical, ...report.loops, ...report.serverErrors, ...report.listings]) console.log(`  ${problem}`);
    if (report.wrongHeaders.length > 0) console.log(`  headers not as described: ${report.wrongHeaders.length} of ${report.headersChecked}, such as ${report.wrongHeaders[0]}`);
    for (const form of new Set(report.failures.map((failure) => failure.form))) {
      const failures = report.failures.filter((failure) => failure.form === form);
      console.log(`  ${form}: ${failures.length} of ${report.tried.get(form)} not reached without JavaScript, such as ${failures[0]!.why}`);
    }
  }
}
const table = hostTable(rows);
writeHostTable(table);
console.log(`${table}\n\nWritten to docs/deploy.md.`);
