/**
 * A real web server as the test's own process: started on a free port of
 * 127.0.0.1 with a folder of its own for its configuration, pid and logs,
 * awaited until it answers, and stopped by its own process id (never by name).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  stop(): Promise<void>;
}

/** A port no one listens on now (the server binds it a moment later). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Why a program cannot run here, or undefined when it can: `nginx -v` and the like must succeed. */
export function missingProgram(command: string, args: string[], install: string): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.error || result.status !== 0 ? `${command} is not installed here (${install})` : undefined;
}

/** A folder for one server's files, deleted when it stops. */
export function serverFolder(name: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `edtech-${name}-`));
  // Servers that run as root hand requests to www-data, which must be able to read their folder.
  fs.chmodSync(folder, 0o755);
  return folder;
}

const running = new Set<ChildProcess>();
// A test process that ends, or is told to, must not leave a server behind (each stops its own workers when it stops).
const stopAll = () => {
  for (const child of running) child.kill('SIGTERM');
};
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(1);
  });
}

/**
 * Starts `command` and waits until `origin` answers HTTP (any status), or fails
 * with what the server wrote (its output and the files in `logs`).
 */
export async function startServer(options: { command: string; args: string[]; env?: NodeJS.ProcessEnv; origin: string; folder: string; logs?: string[] }): Promise<RunningServer> {
  const child = spawn(options.command, options.args, { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killed);
    }
    running.delete(child);
    fs.rmSync(options.folder, { recursive: true, force: true });
  };
  const what = () => [output, ...(options.logs ?? []).map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''))].join('\n').trim();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const text = what();
      await stop();
      throw new Error(`${options.command} stopped at start:\n${text}`);
    }
    try {
      await (await fetch(options.origin, { redirect: 'manual' })).arrayBuffer();
      return { origin: options.origin, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const text = what();
  await stop();
  throw new Error(`${options.command} did not answer at ${options.origin} within 15 s:\n${text}`);
}

/** The text of a configuration file with exactly the given lines replaced; fails when a pattern does not match exactly one line. */
export function editLines(text: string, file: string, edits: [RegExp, string][]): string {
  let edited = text;
  for (const [pattern, replacement] of edits) {
    const lines = edited.split('\n');
    const matching = lines.flatMap((line, index) => (pattern.test(line) ? [index] : []));
    if (matching.length !== 1) throw new Error(`${file}: ${pattern} matches ${matching.length} lines, not one`);
    lines[matching[0]!] = replacement;
    edited = lines.join('\n');
  }
  return edited;
}
