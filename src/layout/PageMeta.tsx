import type { PageData } from '../engine/pages.ts';
import { NewTabNote } from '../components/SmartLink.tsx';
import { useLocale, useText } from './locale.tsx';
import { readableDate } from './readable-date.ts';


/** Under each guide: when it last changed, and where office staff edit it. */
export function PageMeta({ page }: { page: PageData }) {
  const { site, ui } = useLocale();
  const t = useText();
  return (
    <div className="page-meta">
      <p>
        {t('lastUpdated')} <time dateTime={page.lastUpdated}>{readableDate(page.lastUpdated, ui.dateLocale)}</time>
      </p>
      <p className="page-meta__edit">
        <a href={`${site.repository.url}/edit/${site.repository.branch}/${page.file}`} target="_blank" rel="noopener noreferrer">
          {t('editPage')}
          <NewTabNote />
        </a>
      </p>
    </div>
  );
}
