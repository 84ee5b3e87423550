import { Link } from 'react-router';
import { useText } from './locale.tsx';
import type { PageLink } from '../engine/page-types.ts';
import { pageHref } from '../engine/urls.ts';

/** At the end of an instruction page: the other guides of its section, this one marked, to go on to the next step. */
export function SectionGuides({ guides, current, parentTitle }: { guides: PageLink[]; current: string; parentTitle: string }) {
  const t = useText();
  return (
    <nav className="section-guides" aria-labelledby="section-guides-title">
      <h2 id="section-guides-title">{t('moreIn', { section: parentTitle })}</h2>
      <ol>
        {guides.map((guide) => (
          <li key={guide.href}>
            {guide.href === current ? (
              <span aria-current="page">{guide.title}</span>
            ) : (
              <Link to={pageHref(guide.href)}>{guide.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
