/** One formatter per language: making one is far costlier than using it, and every page shows a date. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** A YYYY-MM-DD date as readers of a language write it: "November 23, 2026", "23 de noviembre de 2026". */
export function readableDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(Date.UTC(year!, month! - 1, day!)));
}
