import os from 'node:os';

/**
 * How many threads share the build's JavaScript work (making the content parts,
 * rendering the pages): one per core from four cores up, otherwise one. On two
 * cores a second thread made neither step faster (640 guides: their parts in
 * 10.8 s on two threads against 10.5 s on one, for 1.6 times the CPU): the two
 * threads slow each other down, and V8's own garbage-collection threads, which
 * the one thread's work needs, get no core.
 */
export function workThreads(): number {
  const cores = os.availableParallelism();
  return cores >= 4 ? cores : 1;
}
