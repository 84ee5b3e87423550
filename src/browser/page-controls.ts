/**
 * The presses of the page's own buttons (src/layout/PageControls.tsx): the
 * phone menu, the light/dark switch and Print.
 */
const STORAGE_KEY = 'theme'; // read by src/head/theme.js before the first paint

/** Opens or closes the phone menu: the button says so, the navigation shows (layout.css reads `data-open`). */
function setMenuOpen(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  document.getElementById(button.getAttribute('aria-controls') ?? '')?.setAttribute('data-open', String(open));
}

/**
 * Light or dark: the colours follow the device until the reader picks the
 * other one; the choice is kept in localStorage, and picking the device's own
 * scheme again forgets it. theme.js turns the switch's `aria-pressed`.
 */
function toggleTheme(button: HTMLElement): void {
  const dark = button.getAttribute('aria-pressed') !== 'true';
  try {
    if (dark === window.matchMedia('(prefers-color-scheme: dark)').matches) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, dark ? 'dark' : 'light');
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

export function startPageControls(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-control]') : null;
    if (!button) return;
    if (button.dataset.control === 'menu') setMenuOpen(button, button.getAttribute('aria-expanded') !== 'true');
    else if (button.dataset.control === 'theme') toggleTheme(button);
    else if (button.dataset.control === 'print') window.print();
  });
  // Escape closes the open menu and returns to its button (unless the search field used it to close its results).
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const button = document.querySelector<HTMLElement>('button[data-control="menu"][aria-expanded="true"]');
    if (!button) return;
    setMenuOpen(button, false);
    button.focus();
  });
}
