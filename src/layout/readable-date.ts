/** A YYYY-MM-DD date as readers of a language write it: "November 23, 2026", "23 de noviembre de 2026". */
export function readableDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
