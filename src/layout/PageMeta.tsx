import { site } from 'virtual:content';
import type { ClientPage } from '../engine/pages.ts';
import { NewTabNote } from '../components/SmartLink.tsx';

function readableDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Under each guide: when it last changed, and where office staff edit it. */
export function PageMeta({ page }: { page: ClientPage }) {
  return (
    <div className="page-meta">
      <p>
        Last updated <time dateTime={page.lastUpdated}>{readableDate(page.lastUpdated)}</time>
      </p>
      <p className="page-meta__edit">
        <a href={`${site.repository.url}/edit/${site.repository.branch}/${page.file}`} target="_blank" rel="noopener noreferrer">
          Edit this page
          <NewTabNote />
        </a>
      </p>
    </div>
  );
}
