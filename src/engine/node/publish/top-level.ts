import fs from 'node:fs';
import { QR_PUBLIC_DIR } from '../graph/qr-code.ts';
import { OFFLINE_LIST_FILE, WORKER_FILE } from '../../offline.ts';
import { NOT_FOUND_FILE } from '../../routing.ts';
import { SERVED_SITE_FILE } from '../../served-site.ts';
import { FIXED_ADDRESS } from '../vite/head-files.ts';
import { HOST_FILES } from './host-files.ts';
import { SERVER_FILES_FOLDER } from './server-files/rules.ts';

/** Vite's folder of hashed files (its `build.assetsDir`, left at its default): served with a year-long cache. */
export const ASSETS_FOLDER = 'assets';

/**
 * Every name the build writes at the top of dist/ besides the pages, taken from
 * the writers themselves, and public/'s own top-level folders (copied as they
 * are). A page or folder of content/ with one of these names would be
 * overwritten by them or served with their rules (a guide under content/assets/
 * cached for a year), so site-files.ts refuses it; tests/unit/pipeline.test.ts
 * holds every top-level entry of a real build to this list.
 */
export function buildTopLevelNames(publicDir: string): string[] {
  const fromPublic = fs.existsSync(publicDir) ? fs.readdirSync(publicDir) : [];
  const notFound = NOT_FOUND_FILE.replace(/\.mdx$/, '');
  return [...new Set([ASSETS_FOLDER, QR_PUBLIC_DIR, SERVER_FILES_FOLDER, SERVED_SITE_FILE, WORKER_FILE, OFFLINE_LIST_FILE, '.htaccess', `${notFound}.html`, notFound, ...HOST_FILES, ...FIXED_ADDRESS, ...fromPublic])].sort();
}
