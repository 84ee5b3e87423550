/** The list of schools in each language, for the browser (src/engine/node/vite/schools-plugin.ts). */
declare module 'virtual:schools' {
  import type { SchoolEntry } from '../engine/schools.ts';
  /** By language code: each school as that language's pages show it. */
  export const schools: Record<string, SchoolEntry[]>;
}
