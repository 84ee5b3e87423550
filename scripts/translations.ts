/**
 * `npm run translations`: each page's translation, up to date, outdated or missing
 * (src/engine/node/editing/translations.ts, where the options are listed).
 */
import { translationsCommand } from '../src/engine/node/editing/translations.ts';

process.exit(await translationsCommand(process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'))));
