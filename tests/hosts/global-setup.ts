import { buildProjectSite } from './sites.ts';

/** The site built under a path (a GitHub Pages project site), once for every host test file. */
export default function setup(): void {
  buildProjectSite();
}
