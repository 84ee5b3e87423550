import { PAGE_WIDGET_ATTRIBUTE, WIDGET_PROPS_ATTRIBUTE } from '../../shared/markup.ts';
import { byArea, type SchoolEntry } from '../../engine/schools.ts';
import { PhoneLink } from '../../components/PhoneLink.tsx';
import { useLocale, useText } from '../../layout/locale.tsx';
import { areaId } from '../../components/school-list-ids.ts';

/** What the list's code in the browser says (src/blocks/school-list/school-list.browser.ts): its props. */
export interface SchoolListText {
  /** `{count} of {total} schools`. */
  shown: string;
  none: string;
}

/** A text with `{name}` cut out, so the browser can put a value between its two halves without a template. */
function around(text: string, name: string): [string, string] {
  const [before = '', after = ''] = text.split(`{${name}}`);
  return [before, after];
}

/** An email address that breaks after its @ on a narrow screen, not in the middle of a word. */
function breakableEmail(email: string) {
  const [user, domain] = email.split('@');
  return (
    <>
      {user}@<wbr />
      {domain}
    </>
  );
}

/** One school: its name, grades and liaison, with links a phone dials or writes to, and the button that makes it the reader's school. */
function SchoolEntryView({ school }: { school: SchoolEntry }) {
  const t = useText();
  const { site } = useLocale();
  const liaisonLabel = `${site.liaison.charAt(0).toUpperCase()}${site.liaison.slice(1)}:`;
  return (
    <li className="school" id={school.id} data-school={school.id}>
      <h4 className="school__name">{school.name}</h4>
      {school.otherNames.length > 0 ? <p className="school__other-names">{t('schoolOtherNames', { names: school.otherNames.join(', ') })}</p> : null}
      <p className="school__grades">{t('schoolGrades', { grades: school.grades })}</p>
      <dl className="school__details">
        {school.liaison ? (
          <div>
            <dt>{liaisonLabel}</dt>
            <dd className="school__liaison">{school.liaison}</dd>
          </div>
        ) : null}
        {school.phone ? (
          <div>
            <dt>{t('schoolPhone')}</dt>
            <dd>
              <a className="phone-number" href={school.phone.href}>
                {school.phone.text}
              </a>
            </dd>
          </div>
        ) : (
          // No number for the liaison (npm run check warns): the office's, named, so a family can still call someone.
          <div>
            <dt>{t('schoolPhone')}</dt>
            <dd>
              <PhoneLink written={site.office.phone} /> ({site.office.name})
            </dd>
          </div>
        )}
        {school.email ? (
          <div>
            <dt>{t('schoolEmail')}</dt>
            <dd>
              <a href={`mailto:${school.email}`}>{breakableEmail(school.email)}</a>
            </dd>
          </div>
        ) : null}
        {school.hours ? (
          <div>
            <dt>{t('schoolHours')}</dt>
            <dd>{school.hours}</dd>
          </div>
        ) : null}
        {school.languages.length > 0 ? (
          <div>
            <dt>{t('schoolLanguages')}</dt>
            <dd>{school.languages.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <button type="button" className="school__pick" data-pick={school.id} aria-pressed="false">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('mySchoolPick')}
        <span className="visually-hidden">: {school.name}</span>
      </button>
    </li>
  );
}

/** Links to each area, then the schools under their areas: all of it plain HTML, complete without JavaScript. */
function Schools({ schools }: { schools: readonly SchoolEntry[] }) {
  const t = useText();
  const areas = byArea(schools);
  return (
    <>
      <nav className="school-list__areas" aria-label={t('schoolAreas')}>
        <ul>
          {areas.map(([area]) => (
            <li key={area}>
              <a href={`#${areaId(area)}`}>{area}</a>
            </li>
          ))}
        </ul>
      </nav>
      {areas.map(([area, inArea]) => (
        <section key={area} className="school-area" aria-labelledby={areaId(area)}>
          <h3 id={areaId(area)}>{area}</h3>
          <ul className="school-area__schools">
            {inArea.map((school) => (
              <SchoolEntryView key={school.id} school={school} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/**
 * The parts of the list that need JavaScript, as the server writes them (shown
 * only where scripts run, school-list.css): the reader's school and what the
 * browser keeps of it (src/browser/my-school.ts fills it in), and the field
 * that narrows the list as the reader types (src/blocks/school-list/school-list.browser.ts).
 */
function SchoolFinder() {
  const t = useText();
  const { site } = useLocale();
  const [chosenBefore, chosenAfter] = around(t('mySchoolChosen'), 'school');
  return (
    <>
      <div className="my-school" data-my-school="">
        <p className="my-school__none">{t('mySchoolNone', { liaison: site.liaison })}</p>
        <div className="my-school__chosen" hidden>
          <p className="my-school__name">
            {chosenBefore}
            <strong data-my-school-name="" />
            {chosenAfter}
          </p>
          <p className="my-school__contact" data-my-school-contact="" />
          <button type="button" className="button button--secondary my-school__forget" data-forget="">
            {t('mySchoolForget')}
          </button>
        </div>
        <p className="my-school__stored">{t('mySchoolStored')}</p>
      </div>
      <div className="school-filter">
        <label htmlFor="school-filter-input">{t('schoolFilter')}</label>
        <p className="school-filter__hint" id="school-filter-hint">
          {t('schoolFilterHint')}
        </p>
        <input id="school-filter-input" className="school-filter__input" type="search" autoComplete="off" spellCheck={false} aria-describedby="school-filter-hint school-filter-count" />
        {/* Said through the page's live region once the typing pauses (src/blocks/school-list/school-list.browser.ts), not at every letter. */}
        <p className="school-filter__count" id="school-filter-count" />
      </div>
    </>
  );
}

/**
 * `<SchoolList />`: every school of content/schools.yaml (given by the build,
 * in the page's language, src/blocks/school-list/school-list.ts) grouped by area, with
 * links to each area first, each liaison's phone and email as links a phone
 * dials or writes to, and each school's entry at its own #address. Its
 * browser code (src/blocks/school-list/school-list.browser.ts) loads with the page.
 */
export function SchoolList({ id, schools }: { id?: string; schools?: string }) {
  const t = useText();
  const entries = JSON.parse(schools ?? '[]') as SchoolEntry[];
  const text: SchoolListText = { shown: t('schoolsShown'), none: t('schoolsNone') };
  return (
    <div className="school-list" id={id} {...{ [PAGE_WIDGET_ATTRIBUTE]: 'school-list', [WIDGET_PROPS_ATTRIBUTE]: JSON.stringify({ text }) }}>
      <SchoolFinder />
      <Schools schools={entries} />
    </div>
  );
}
