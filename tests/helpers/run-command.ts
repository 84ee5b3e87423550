import { format } from 'node:util';

/**
 * Runs a command's own function (such as translationsCommand, which its script in scripts/ only calls and exits
 * with) in the test's process, and gives back what the script would: its exit code and what it printed, as
 * runScript (project-copy.ts) does. A script in a process of its own loads the engine anew, about 2.5 s of CPU
 * each time; a test that spawns one per case pays that for every case. `env` holds for the run only, and the
 * console and process.env are as they were after it (vitest runs one test at a time in a worker).
 */
export async function runCommand(command: () => Promise<number> | number, env: Record<string, string> = {}): Promise<{ status: number; output: string }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const { log, info, warn, error } = console;
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const line = (into: string[]) => (...parts: unknown[]) => void into.push(`${format(...parts)}\n`);
  console.log = console.info = line(stdout);
  console.warn = console.error = line(stderr);
  Object.assign(process.env, env);
  try {
    return { status: await command(), output: `${stdout.join('')}${stderr.join('')}` };
  } finally {
    Object.assign(console, { log, info, warn, error });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
