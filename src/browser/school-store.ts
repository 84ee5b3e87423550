/**
 * The one thing the site keeps about a reader: which school they chose as
 * theirs (its id, such as `st-rose-of-lima-school`), in this browser's
 * localStorage. No cookie, nothing sent anywhere; "Forget my school" removes
 * it. Small on purpose: the page script reads it on every page (page.ts)
 * to decide whether my-school.ts is needed.
 */
const KEY = 'my-school';

export function chosenSchool(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked: no school is remembered
  }
}

export function keepSchool(id: string): void {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

export function forgetSchool(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
