import { createContext, use, type ReactNode } from 'react';
import type { PageLocale } from '../engine/page-types.ts';
import { fill, type UiStringKey } from '../engine/ui-strings.ts';

/**
 * The page's language for everything around its content: PageView provides the
 * locale its page's data holds (src/engine/page-types.ts PageData), and each part of the chrome
 * reads its words from it, so a Spanish page is Spanish all around.
 */
const LocaleContext = createContext<PageLocale | undefined>(undefined);

export function LocaleProvider({ locale, children }: { locale: PageLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useLocale(): PageLocale {
  const locale = use(LocaleContext);
  if (!locale) throw new Error('useLocale: no page locale (render inside PageView)');
  return locale;
}

/** The page language's words: `t('moreIn', { section: 'MFA' })`. */
export function useText(): (key: UiStringKey, values?: Record<string, string | number>) => string {
  const { ui } = useLocale();
  return (key, values) => fill(ui[key], values);
}
