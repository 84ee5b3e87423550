import { WIDGET_PROPS_ATTRIBUTE } from '../shared/markup.ts';
import { element } from './element.ts';

/**
 * A packet's cover (src/layout/Handout.tsx CoverLines) as the page loads: the
 * day it is printed written in, in the page's way of writing dates. Without
 * JavaScript the line stays there to write in.
 */
export function writeDate(scope: ParentNode, locale: string): void {
  for (const line of scope.querySelectorAll<HTMLElement>('[data-write-in="date"]')) {
    line.querySelector('.written-in')?.remove();
    line.append(element('span', { class: 'written-in' }, [` ${new Date().toLocaleDateString(locale, { dateStyle: 'long' })}`]));
  }
}

export function start(container: HTMLElement): void {
  const { dateLocale } = JSON.parse(container.getAttribute(WIDGET_PROPS_ATTRIBUTE) ?? '{}') as { dateLocale?: string };
  writeDate(container, dateLocale ?? document.documentElement.lang);
}
