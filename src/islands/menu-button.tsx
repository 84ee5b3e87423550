import { useEffect, useRef, useState } from 'react';
import { defineIsland } from './runtime/define.ts';

export interface MenuButtonProps {
  label: string;
  /** The id of the navigation it shows and hides (its `data-open`, read by layout.css). */
  controls: string;
}

/**
 * The header's menu button on narrow screens: shows and hides the sections.
 * Escape closes the menu and returns to the button (unless the search field
 * took it). Without JavaScript the
 * menu is always open (noscript.css).
 */
function MenuButton({ label, controls }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    document.getElementById(controls)?.setAttribute('data-open', String(open));
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape the search field used (to close its results) is not for the menu.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, controls]);

  return (
    <button ref={button} type="button" className="menu-button" aria-expanded={open} aria-controls={controls} onClick={() => setOpen((current) => !current)}>
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
        <path d={open ? 'M5 5l10 10M15 5 5 15' : 'M3 5h14M3 10h14M3 15h14'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
    </button>
  );
}

export default defineIsland('menu-button', MenuButton);
