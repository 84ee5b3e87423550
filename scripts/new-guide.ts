/**
 * `npm run new -- <address>`: starts a new guide from the template, such as
 * `npm run new -- lms/grades`; `npm run new -- --hub grades` makes the page of a
 * section that has none (src/engine/node/editing/new-guide.ts).
 */
import readline from 'node:readline/promises';
import { createGuide, createHub, NewGuideError } from '../src/engine/node/editing/new-guide.ts';

/** Where `npm run dev` and `npm start` serve the site (Vite's and scripts/serve.ts's default ports). */
const DEV_URL = 'http://localhost:5173';
const START_URL = 'http://localhost:4173';

const args = process.argv.slice(2);
const hub = args[0] === '--hub';
const argument = hub ? args[1] : args[0];
if (argument === undefined || args.length > (hub ? 2 : 1)) {
  console.error('Give the new guide\'s address, for example: npm run new -- lms/grades\n(or, for the page of a section: npm run new -- --hub grades)');
  process.exit(1);
}

/** Makes the section's page and says what it did. */
function makeHub(route: string): void {
  const made = createHub({ route });
  console.log(`Created ${made.file}, the page of ${made.route}${made.guides.length > 0 ? `, with a card for ${made.guides.join(', ')}` : ''}.
Write its title, description and first sentence; its guides' Back button now leads to it.
Readers find it from links: add a link or a <Card> to it on ${made.parent}${made.parent === '/' ? ' (the home page), or an entry under nav: in content/site.yaml' : ''}.`);
}

try {
  if (hub) {
    makeHub(argument);
    process.exit(0);
  }
  const guide = createGuide({ route: argument });
  console.log(`Created ${guide.file}

  Address on the site:  ${guide.route}
  Back button goes to:  ${guide.parent}
  Preview as you write: npm run dev, then open ${DEV_URL}${guide.route}
  Or build and serve:   npm start, then open ${START_URL}${guide.route}

Next: write the title, description and steps, then run npm run check.
Readers find the page from links: add a link or a <Card> to it on ${guide.parent}.`);
  for (const { code, name } of guide.translations ?? []) {
    console.log(`A translation (${code}) is expected, though the check does not wait for it: until there is one, the page's
"${name}" link opens that language's home page and npm run translations lists the page as missing.
Begin it with: npm run translations -- --start ${code} ${guide.route.slice(1)}`);
  }
  if (guide.sectionWithoutPage) {
    const command = `npm run new -- --hub ${guide.sectionWithoutPage.slice(1)}`;
    console.log(`\nThere is no page ${guide.sectionWithoutPage} yet, so the Back button skips it and goes to ${guide.parent}. A section usually has its own page that lists its guides.`);
    if (process.stdin.isTTY && process.stdout.isTTY) {
      const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
      const answer = await prompt.question(`Make ${guide.sectionWithoutPage} now, with a card for this guide? [y/N] `);
      prompt.close();
      if (/^y(es)?$/i.test(answer.trim())) makeHub(guide.sectionWithoutPage);
      else console.log(`To make it later: ${command}`);
    } else {
      console.log(`To make it: ${command}`);
    }
  }
} catch (error) {
  if (!(error instanceof NewGuideError)) throw error;
  console.error(error.message);
  process.exit(1);
}
