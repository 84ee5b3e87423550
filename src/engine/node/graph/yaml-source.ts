import { LineCounter, parseDocument } from 'yaml';

/** YAML parsed with the line of every value, so errors can name `file:line`. */
export interface YamlSource {
  data: unknown;
  /** Problems in the YAML syntax itself, with their lines. */
  syntaxErrors: { line: number; column: number; message: string }[];
  /** The line a value (or its key) stands on; path such as ['links', 'helpDesk']. */
  lineOf(path: readonly (string | number)[]): number | undefined;
}

export function parseYaml(text: string, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const syntaxErrors = document.errors.map((error) => {
    const position = lineCounter.linePos(error.pos[0]);
    return { line: position.line + firstLine - 1, column: position.col, message: error.message.split('\n')[0] ?? error.message };
  });
  let data: unknown;
  if (syntaxErrors.length === 0) {
    try {
      data = document.toJS();
    } catch {
      // The yaml package refuses a value that * references (aliases) would make huge (an "alias bomb"): said, never a crash.
      syntaxErrors.push({ line: firstLine, column: 1, message: 'the file uses & and * (references to other values) more than it may: write each value out' });
    }
  }
  return {
    data,
    syntaxErrors,
    lineOf(path) {
      for (let length = path.length; length > 0; length--) {
        const node = document.getIn(path.slice(0, length), true) as { range?: [number, number, number] } | undefined;
        if (node?.range) {
          // A scalar's range starts at its value; step back to the key's line for maps.
          return lineAt(node.range[0]);
        }
      }
      return undefined;
    },
  };
}
