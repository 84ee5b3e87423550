import { buildMeasuredSites } from './sites.ts';

/** The sites every host is measured on, built once for every host test file. */
export default async function setup(): Promise<void> {
  await buildMeasuredSites();
}
