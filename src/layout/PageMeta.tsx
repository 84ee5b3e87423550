import type { PageData } from '../engine/page-types.ts';
import { useLocale, useText } from './locale.tsx';
import { readableDate } from './readable-date.ts';

/** Under each guide: when it last changed. (Where office staff edit it is in the footer: Footer.tsx.) */
export function PageMeta({ page }: { page: PageData }) {
  const { ui } = useLocale();
  const t = useText();
  return (
    <div className="page-meta">
      <p>
        {t('lastUpdated')} <time dateTime={page.lastUpdated}>{readableDate(page.lastUpdated, ui.dateLocale)}</time>
      </p>
    </div>
  );
}
