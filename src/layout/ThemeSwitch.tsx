import { useEffect, useState } from 'react';
import { useText } from './locale.tsx';

const STORAGE_KEY = 'theme'; // read by public/theme.js before the first paint

const deviceDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function deviceIsDark(): boolean {
  return deviceDark().matches;
}

function effectiveDark(): boolean {
  const chosen = document.documentElement.dataset.theme;
  return chosen ? chosen === 'dark' : deviceIsDark();
}

/**
 * The header's light/dark switch: a toggle button (pressed = dark). The colours
 * follow the device until the reader picks the other one; the choice is kept
 * in localStorage, and picking the device's own scheme again forgets it. The
 * pressed state is read after hydration, so the server's HTML never guesses
 * it. Hidden without JavaScript (noscript.css): the device's setting applies.
 */
export function ThemeSwitch() {
  const t = useText();
  const [dark, setDark] = useState(false);
  useEffect(() => {
    // Without a choice of the reader's, the colours follow the device as it changes (sunset, battery saver).
    const media = deviceDark();
    const update = () => setDark(effectiveDark());
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  const toggle = () => {
    const next = !effectiveDark();
    const root = document.documentElement;
    try {
      if (next === deviceIsDark()) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, next ? 'dark' : 'light');
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
    root.dataset.theme = next ? 'dark' : 'light';
    setDark(next);
  };

  return (
    <button type="button" className="theme-switch" aria-pressed={dark} onClick={toggle}>
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
        <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10 3a7 7 0 0 1 0 14Z" fill="currentColor" />
      </svg>
      <span className="theme-switch__label">{t('darkTheme')}</span>
    </button>
  );
}
