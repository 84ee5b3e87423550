/**
 * `npm run new -- <address>`: starts a new guide from the template, such as
 * `npm run new -- lms/grades` (src/engine/node/editing/new-guide.ts).
 */
import { createGuide, NewGuideError } from '../src/engine/node/editing/new-guide.ts';

/** Where `npm run dev` and `npm start` serve the site (Vite's and scripts/serve.ts's default ports). */
const DEV_URL = 'http://localhost:5173';
const START_URL = 'http://localhost:4173';

const argument = process.argv[2];
if (argument === undefined || process.argv.length > 3) {
  console.error('Give the new guide\'s address, for example: npm run new -- lms/grades');
  process.exit(1);
}
try {
  const guide = createGuide({ route: argument });
  console.log(`Created ${guide.file}

  Address on the site:  ${guide.route}
  Back button goes to:  ${guide.parent}
  Preview as you write: npm run dev, then open ${DEV_URL}${guide.route}
  Or build and serve:   npm start, then open ${START_URL}${guide.route}

Next: write the title, description and steps, then run npm run check.
Readers find the page from links: add a link or a <Card> to it on ${guide.parent}.`);
} catch (error) {
  if (!(error instanceof NewGuideError)) throw error;
  console.error(error.message);
  process.exit(1);
}
