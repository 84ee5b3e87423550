import { Link } from 'react-router';
import { useText } from './locale.tsx';
import type { PageLink } from '../engine/page-types.ts';
import { pageHref } from '../engine/urls.ts';

/** Where the page sits: Home › MFA › MFA Help › this page (the trail is computed at build time). */
export function Breadcrumbs({ trail, title }: { trail: PageLink[]; title: string }) {
  const t = useText();
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumb')}>
      <ol>
        {trail.map((item) => (
          <li key={item.href}>
            <Link to={pageHref(item.href)}>{item.title}</Link>
          </li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
