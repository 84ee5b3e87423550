import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageHref } from '../../engine/urls.ts';
import { headingLevel, headingTag } from '../../components/heading-level.ts';

/** A grid of cards, for hub pages. */
export function Cards({ children }: { children: ReactNode }) {
  return <ul className="cards">{children}</ul>;
}

/** A card: a titled box. With `href` the whole card is one link to that page; `printHref` is the address a printed sheet shows (from the build). */
export function Card({ title, href, printHref, level, children }: { title: string; href?: string; printHref?: string; level?: string; children?: ReactNode }) {
  // Set by the build: one level below the section the cards stand in.
  const Heading = headingTag(headingLevel(level));
  return (
    <li className={href ? 'card card--link' : 'card'}>
      <Heading className="card__title">
        {href ? (
          <Link to={pageHref(href)} className="card__link" data-print-url={printHref}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      {children ? <div className="card__body">{children}</div> : null}
    </li>
  );
}
