import path from 'node:path';

/** The project's folder (where package.json is): every path a command reads or writes by default starts here. */
export const projectRoot = path.resolve(import.meta.dirname, '../../..');
