import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * True when the module is the command that was run (`tsx src/engine/node/checks/print-problems.ts`), not
 * an import. Compares real file paths, not `file://${argv[1]}` text, which differs
 * from `import.meta.url` on Windows and wherever the path has a space (`%20`):
 * there the script did nothing and exited 0, which read as a pass.
 */
export function isEntryPoint(moduleUrl: string): boolean {
  const invoked = process.argv[1];
  if (!invoked) return false;
  const real = (file: string) => {
    try {
      return fs.realpathSync(file);
    } catch {
      return file;
    }
  };
  return real(invoked) === real(fileURLToPath(moduleUrl));
}
