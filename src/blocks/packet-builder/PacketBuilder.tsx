import { GUIDES_ERROR_ID, HANDOUT_SECTIONS, PAGE_WIDGET_ATTRIBUTE, WIDGET_PROPS_ATTRIBUTE } from '../../shared/markup.ts';
import type { PacketBuilderData } from '../../engine/page-types.ts';
import { CoverLines, LanguageAndSchool } from '../../layout/Handout.tsx';
import { useText } from '../../layout/locale.tsx';
import { usePage } from '../../layout/page-context.tsx';
import { PrintButton } from '../../layout/PageControls.tsx';

/** What the builder's code in the browser needs besides the form (src/blocks/packet-builder/packet-builder.browser.ts): its props. */
export interface PacketBuilderProps {
  /** The page's language and the other language of its handouts. */
  lang: string;
  other?: string;
  /** The ready-made packets' titles and guides: a packet made from one gets its title in the packet's language (both on one in two). */
  packets: { title: string; twinTitle?: string; guides: string[] }[];
  text: { ready: string; readyOne: string; none: string; failed: string; untitled: string; moveUp: string; moveDown: string; moved: string };
  /** How the cover writes today's date. */
  dateLocale: string;
  /** The other language's builder page, whose cover a packet in that language takes. */
  twinBuilder?: string;
}

/**
 * The form: guides to tick (by section, each with its twin for the other
 * language), the title on the cover, the language and the school. An ordinary
 * GET form to this same page: the address it makes is the packet, to bookmark or send.
 */
function BuilderForm({ builder }: { builder: PacketBuilderData }) {
  const t = useText();
  const [first, second] = builder.languages;
  return (
    <form className="packet-builder__form" method="get">
      <label className="packet-builder__title-field">
        {t('packetTitle')}
        <input type="text" name="title" autoComplete="off" />
      </label>
      <fieldset className="packet-builder__guides" aria-describedby={GUIDES_ERROR_ID}>
        <legend>{t('packetChooseGuides')}</legend>
        <p className="packet-builder__error" id={GUIDES_ERROR_ID} hidden>
          {t('packetNone')}
        </p>
        {builder.sections.map((section) => (
          <fieldset key={section.title} className="packet-builder__section">
            <legend>{section.title}</legend>
            {section.guides.map((guide) => (
              <label key={guide.href} className="choice">
                <input type="checkbox" name="guide" value={guide.href} data-twin={guide.twin?.href} data-twin-title={guide.twin?.title} /> {guide.title}
              </label>
            ))}
          </fieldset>
        ))}
      </fieldset>
      <LanguageAndSchool lang={first!.code} other={second?.code} schools={builder.schools} />
      <button type="submit" className="button button--primary">
        {t('packetMakeButton')}
      </button>
    </form>
  );
}

/**
 * The builder as the server writes it: the form, and the packet's place,
 * empty and hidden until the browser makes it (src/blocks/packet-builder/packet-builder.browser.ts,
 * loaded with the page; an address that asks for a packet, ?guide=…, makes it
 * at once): its cover (title, contents, date and school lines) and its guides.
 */
function Builder({ builder, title }: { builder: PacketBuilderData; title: string }) {
  const t = useText();
  return (
    <>
      <p className="packet-builder__no-script">{t('packetNoScript')}</p>
      <BuilderForm builder={builder} />
      <p className="packet-builder__status" role="status" />
      <div className="packet-builder__result" hidden>
        <div className="packet-builder__cover">
          {/* The page's title until the browser writes the title the address asks for. */}
          <h2 className="packet-builder__packet-title" tabIndex={-1}>
            {title}
          </h2>
          <p className="packet-builder__twin-title" />
          <h3 className="packet-builder__contents-title">{t('packetGuides')}</h3>
          <ol className="packet-builder__contents" />
          <CoverLines />
        </div>
        <PrintButton label={t('packetPrint')} />
        <div className={HANDOUT_SECTIONS} />
      </div>
    </>
  );
}

/** `<PacketBuilder />`: a liaison ticks guides, picks the language and the school, and prints them as one packet. */
export function PacketBuilder() {
  const page = usePage();
  const t = useText();
  const builder = page.builder;
  if (!builder) return null;
  const props: PacketBuilderProps = {
    lang: page.locale.lang,
    other: builder.languages[1]?.code,
    packets: builder.packets.map(({ title, twinTitle, guides }) => ({ title, guides, ...(twinTitle ? { twinTitle } : {}) })),
    text: {
      ready: t('packetReady'),
      readyOne: t('packetReadyOne'),
      none: t('packetNone'),
      failed: t('packetFailed'),
      untitled: t('packetUntitled'),
      moveUp: t('packetMoveUp'),
      moveDown: t('packetMoveDown'),
      moved: t('packetMoved'),
    },
    dateLocale: page.locale.ui.dateLocale,
    ...(builder.twinBuilder ? { twinBuilder: builder.twinBuilder } : {}),
  };
  return (
    <div className="packet-builder" id="packet-builder" {...{ [PAGE_WIDGET_ATTRIBUTE]: 'packet-builder', [WIDGET_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
      <Builder builder={builder} title={page.title} />
    </div>
  );
}
