import type { FactsChecked as Facts } from '../engine/page-types.ts';
import { useLocale, useText } from './locale.tsx';
import { readableDate } from './readable-date.ts';

/**
 * Under a guide that names its sources, on screen and on paper: the day its
 * facts were checked against them (sources.yaml's read: days), and, when `npm
 * run sources` found one changed or gone since, that the office is checking
 * the guide. Part of the guide's body, so every handout that prints it says it.
 */
export function FactsChecked({ facts }: { facts: Facts }) {
  const { ui } = useLocale();
  const t = useText();
  const date = (iso: string) => readableDate(iso, ui.dateLocale);
  const checked = facts.from === facts.to ? t('factsChecked', { date: date(facts.from) }) : t('factsCheckedBetween', { from: date(facts.from), to: date(facts.to) });
  return (
    <div className={`facts-checked${facts.since ? ' facts-checked--changed' : ''}`}>
      <p>{checked}</p>
      {facts.since ? <p>{t(facts.since.gone ? 'factsSourceGone' : 'factsSourceChanged', { date: date(facts.since.date) })}</p> : null}
    </div>
  );
}
