/** A heading's level, 2 to 6, as the build gives it to a tab or a question (`level`, src/blocks/); 2 when it gives none. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export function headingLevel(level: string | number | undefined): HeadingLevel {
  const value = Number(level);
  return (Number.isInteger(value) ? Math.min(6, Math.max(2, value)) : 2) as HeadingLevel;
}

/** The tag of a heading of that level. */
export const headingTag = (level: HeadingLevel) => `h${level}` as const;
