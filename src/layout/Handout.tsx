import { Link } from 'react-router';
import { fileHref } from '../engine/base-path.ts';
import { languageName } from '../engine/schools.ts';
import type { PageData, HandoutPdf, Packet, PageLocale, PdfFile } from '../engine/page-types.ts';
import { fill, type UiStringKey } from '../engine/ui-strings.ts';
import { pageHref } from '../engine/urls.ts';
import type { Handout } from '../shared/handout-compose.ts';
import { HANDOUT_SECTIONS, PAGE_WIDGET_ATTRIBUTE, WIDGET_PROPS_ATTRIBUTE } from '../shared/markup.ts';
import { useLocale, useText } from './locale.tsx';

/**
 * The parts of a page that hold other guides, for handouts (src/handouts/):
 * a family packet (its guides, its cover, where to make it for a school or in
 * two languages) and a guide's handout in two languages. The guides themselves
 * print only, each from a new sheet; on screen the page lists them.
 */

/** A language's name in the page's language, as a label starts: "Spanish", "Español". */
export function useLanguageName(): (code: string) => string {
  const { lang } = useLocale();
  return (code) => {
    const name = languageName(code, lang) ?? code;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  };
}

/** The same name inside a sentence: "español" stays lowercase in Spanish; English capitalises it anyway. */
export function useLanguageInSentence(): (code: string) => string {
  const { lang } = useLocale();
  return (code) => languageName(code, lang) ?? code;
}

/** "212 KB", "1.2 MB", in the page's way of writing numbers. */
function fileSize(bytes: number, locale: string): string {
  const format = (value: number, digits: number) => value.toLocaleString(locale, { maximumFractionDigits: digits });
  return bytes < 1_000_000 ? `${format(Math.max(1, Math.round(bytes / 1000)), 0)} KB` : `${format(bytes / 1_000_000, 1)} MB`;
}

/**
 * Download PDF (n pages, size), and for a handout of several guides the PDF to print on both sides: only when
 * `npm run handouts` made them. That one holds at least two guides, each from a new page, so it never has one page.
 */
export function PdfLink({ pdf }: { pdf: HandoutPdf }) {
  const t = useText();
  const { ui } = useLocale();
  const size = (file: PdfFile) => fileSize(file.bytes, ui.dateLocale);
  const twoSided = pdf.twoSided;
  return (
    <>
      <a className="subnav__link" href={fileHref(pdf.href)} download type="application/pdf">
        {pdf.pages === 1 ? t('downloadPdfOnePage', { size: size(pdf) }) : t('downloadPdf', { pages: pdf.pages, size: size(pdf) })}
      </a>
      {twoSided ? (
        <a className="subnav__link" href={fileHref(twoSided.href)} download type="application/pdf">
          {t('downloadPdfTwoSided', { pages: twoSided.pages, size: size(twoSided) })}
        </a>
      ) : null}
    </>
  );
}

/** Beside Print on a printable page: its handout in two languages, and its PDF (the handout in two languages has its own). */
export function HandoutLinks({ page, both }: { page: PageData; both: boolean }) {
  const t = useText();
  const name = useLanguageInSentence();
  const pdf = both ? page.bilingual?.pdf : page.pdf;
  const bothHref = page.bilingual && !both ? pageHref(page.bilingual.route) : undefined;
  return (
    <>
      {bothHref ? (
        <Link className="subnav__link" to={bothHref}>
          {t('printBoth', { first: name(page.locale.lang), second: name(page.bilingual!.lang) })}
        </Link>
      ) : null}
      {pdf ? <PdfLink pdf={pdf} /> : null}
    </>
  );
}

/** The guides a handout holds: print only, each from a new sheet, in its own language; "the screens may be in English" said once. */
export function HandoutSections({ handout }: { handout: Handout }) {
  const note = handout.sections.find((section) => section.note);
  return (
    <div className={HANDOUT_SECTIONS}>
      {note ? (
        <p className="screens-note handout-sections__note" lang={note.lang}>
          {note.note}
        </p>
      ) : null}
      {handout.sections.map((section, index) => (
        <section key={index} className="handout-guide" lang={section.lang} aria-labelledby={`handout-guide-${index + 1}`}>
          <h2 id={`handout-guide-${index + 1}`} className="handout-guide__title">
            {section.title}
          </h2>
          <div className="handout-guide__body" dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
    </div>
  );
}

/** A packet's guides: links with what each is for on screen; the contents on its cover. In two languages, each with its twin's title. */
export function PacketGuides({ packet, twin }: { packet: Packet; twin?: PageLocale }) {
  const t = useText();
  const twinLang = twin?.lang;
  return (
    <section className="packet-guides" aria-labelledby="packet-guides-title">
      <h2 id="packet-guides-title">
        {t('packetGuides')}
        {twin ? (
          <>
            {' · '}
            <span lang={twin.lang}>{twin.ui.packetGuides}</span>
          </>
        ) : null}
      </h2>
      <ol>
        {packet.guides.map((guide) => (
          <li key={guide.href}>
            <Link to={pageHref(guide.href)}>{guide.title}</Link>
            {twinLang && guide.twin ? (
              <span className="packet-guides__twin" lang={twinLang}>
                {' · '}
                {guide.twin.title}
              </span>
            ) : null}
            <p className="packet-guides__description">{guide.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A packet's cover lines, print only: the day it was printed and the school's
 * tech liaison, left to write in (without JavaScript), filled in where the
 * browser knows them: today's date (src/browser/packet-cover.ts) and the
 * reader's school (src/browser/my-school.ts), or the school the packet was made
 * for (src/blocks/packet-builder/packet-builder.browser.ts).
 */
export function CoverLines({ twin }: { twin?: PageLocale }) {
  const t = useText();
  const { site } = useLocale();
  /** A label, and in two languages the other's after it, in its language. */
  const label = (key: UiStringKey) => {
    const own = t(key, { liaison: site.liaison });
    return twin ? (
      <>
        {own} · <span lang={twin.lang}>{fill(twin.ui[key], { liaison: twin.site.liaison })}</span>
      </>
    ) : (
      own
    );
  };
  return (
    <dl className="cover-lines">
      <div>
        <dt className="visually-hidden">{label('printDate')}</dt>
        <dd className="print-footer__write-in" data-write-in="date">
          {label('printDate')}
        </dd>
      </div>
      <div>
        <dt>{label('printLiaison')}</dt>
        <dd className="print-footer__write-in" data-write-in="school">
          {label('printSchool')}
        </dd>
        <dd className="print-footer__write-in" data-write-in="liaison">
          {label('printName')}
        </dd>
        <dd className="print-footer__write-in" data-write-in="contact">
          {label('printPhone')}
        </dd>
      </div>
    </dl>
  );
}

/** The cover lines, with today's date written in as the page loads (src/browser/packet-cover.ts). */
export function PacketCover({ twin }: { twin?: PageLocale }) {
  const { ui } = useLocale();
  const widget = { [PAGE_WIDGET_ATTRIBUTE]: 'packet-cover', [WIDGET_PROPS_ATTRIBUTE]: JSON.stringify({ dateLocale: ui.dateLocale }) };
  return (
    <div className="packet-cover" {...widget}>
      <CoverLines twin={twin} />
    </div>
  );
}

/** The fields both packet forms share: the language of the packet (the page's, the other, or both) and the school for its cover. */
export function LanguageAndSchool({ lang, other, schools }: { lang: string; other?: string; schools: readonly { id: string; name: string }[] }) {
  const t = useText();
  const languageName = useLanguageName();
  const inSentence = useLanguageInSentence();
  const choices = [{ value: lang, label: languageName(lang) }, ...(other ? [{ value: other, label: languageName(other) }, { value: 'both', label: t('packetBothLanguages', { first: languageName(lang), second: inSentence(other) }) }] : [])];
  return (
    <>
      <fieldset>
        <legend>{t('packetLanguage')}</legend>
        {choices.map((choice, index) => (
          <label key={choice.value} className="choice">
            <input type="radio" name="lang" value={choice.value} defaultChecked={index === 0} /> {choice.label}
          </label>
        ))}
      </fieldset>
      <label className="packet-options__school">
        {t('packetSchool')}
        <select name="school" defaultValue="">
          <option value="">{t('packetNoSchool')}</option>
          {schools.map((school) => (
            <option key={school.id} value={school.id}>
              {school.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/**
 * Where a ready-made packet is made again for a school or in two languages: an
 * ordinary form whose address rebuilds it on the packet builder's page
 * (src/blocks/packet-builder/packet-builder.browser.ts), so it can be bookmarked or sent on.
 */
export function PacketOptions({ page, packet }: { page: PageData; packet: Packet }) {
  const t = useText();
  if (!packet.builder) return null;
  const lang = page.locale.lang;
  const other = page.bilingual?.lang;
  return (
    <form className="packet-options" action={pageHref(packet.builder)} method="get">
      <h2 id="packet-options-title">{t('packetMake')}</h2>
      <input type="hidden" name="title" value={page.title} />
      {packet.guides.map((guide) => (
        <input key={guide.href} type="hidden" name="guide" value={guide.href} />
      ))}
      <LanguageAndSchool lang={lang} other={other} schools={packet.schools} />
      <button type="submit" className="button button--secondary">
        {t('packetMakeButton')}
      </button>
    </form>
  );
}

/** On a guide's handout in two languages: what it prints, and each language's guide to read on screen. */
export function BothIntro({ page }: { page: PageData }) {
  const t = useText();
  const name = useLanguageInSentence();
  const bilingual = page.bilingual!;
  return (
    <div className="both-intro">
      <p>{t('bothIntro', { first: name(page.locale.lang), second: name(bilingual.lang) })}</p>
      <ul>
        <li>
          <Link to={pageHref(page.path)}>{t('bothRead', { language: name(page.locale.lang) })}</Link>
        </li>
        <li>
          <Link to={pageHref(bilingual.twin.href)} hrefLang={bilingual.lang}>
            {t('bothRead', { language: name(bilingual.lang) })}
          </Link>
        </li>
      </ul>
    </div>
  );
}
