import type { MouseEvent } from 'react';
import { defineIsland } from './runtime/define.ts';

const STORAGE_KEY = 'theme'; // read by public/theme.js before the first paint

const deviceIsDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

/**
 * The header's light/dark switch: a toggle button (pressed = dark). The colours
 * follow the device until the reader picks the other one; the choice is kept in
 * localStorage, and picking the device's own scheme again forgets it.
 * public/theme.js applies the choice before the first paint and keeps the
 * button's pressed state true from the start, so the switch is right before it
 * ever wakes. Hidden without JavaScript (noscript.css): the device's setting applies.
 */
function ThemeSwitch({ label }: { label: string }) {
  // The pressed state public/theme.js keeps says what is shown now.
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const dark = event.currentTarget.getAttribute('aria-pressed') !== 'true';
    try {
      if (dark === deviceIsDark()) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, dark ? 'dark' : 'light');
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  };

  return (
    <button type="button" className="theme-switch" onClick={toggle}>
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
        <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10 3a7 7 0 0 1 0 14Z" fill="currentColor" />
      </svg>
      <span className="theme-switch__label">{label}</span>
    </button>
  );
}

export default defineIsland('theme-switch', ThemeSwitch);
