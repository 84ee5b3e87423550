import { z } from 'zod';

/**
 * The header (frontmatter) every page in content/ starts with.
 * One strict schema: an unknown or misspelled key is an error, never ignored.
 * Editors' documentation of each field: content/README.md.
 */
export const AUDIENCES = ['parents', 'students', 'staff'] as const;

const route = z
  .string()
  .regex(/^\/[a-z0-9_\-/]*$/, 'must be a route on this site, such as /lms or /mfa/mfahelp (lowercase, starting with /)');

export const frontmatterSchema = z
  .object({
    /** The page's main heading and browser title (the school system's name is added after it). */
    title: z.string().trim().min(1, 'must not be empty').max(90, 'must be at most 90 characters'),
    /** One or two sentences for search engines and link previews. */
    description: z.string().trim().min(20, 'must be at least 20 characters').max(200, 'must be at most 200 characters'),
    /** The route the Back button returns to. */
    parent: route.optional(),
    /** Where the guide comes in its section's "More in …" list, in the order a family does the tasks (1 first); guides without one follow. */
    order: z.number().int('must be a whole number, such as 1, 2 or 3').min(1, 'must be 1 or more').optional(),
    /** Pages a tech liaison hands out: shows the Print button. */
    printable: z.boolean().default(false),
    /** Who in the office keeps this page current. */
    owner: z.string().trim().min(1, 'must name a person or role'),
    /** When someone last checked every step (YYYY-MM-DD). */
    reviewed: z.iso.date('must be a date written as YYYY-MM-DD'),
    /** Who the page is for. */
    audience: z.array(z.enum(AUDIENCES)).optional(),
    /** Words people might search for that are not in the text. */
    keywords: z.array(z.string().trim().min(1)).optional(),
    /**
     * The ids, in content/sources.yaml, of the vendors' pages and files whose
     * facts the page states. A translation cites what its original cites, and
     * may add its own (src/engine/node/graph/sources-file.ts).
     */
    sources: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must list ids from content/sources.yaml, such as [entra-sms-voice-retirement]')).optional(),
    /**
     * `wide` lets cards, staff cards and embedded pages use the whole page width
     * (text keeps its reading width); `bare` hides the navigation bar and footer.
     */
    layout: z.enum(['default', 'wide', 'bare']).default('default'),
    /**
     * Why no page of the site links to this one, on purpose (a form's thank-you
     * page, a page reached from a QR code or an email): the check then does not
     * warn that readers cannot find it.
     */
    unlinked: z.string().trim().min(10, 'must say why nothing links to the page, such as "the enrollment form sends families here"').optional(),
    /**
     * `technical`: the page is for staff and may read above grade 8 (the
     * plain-language check then reports its grade without failing).
     */
    readingLevel: z.enum(['technical']).optional(),
    /**
     * A family packet (content/packets/): several guides printed as one handout,
     * with a cover. `for`: the line that says who it is for; `guides`: the
     * guides' addresses, in the order they print (src/engine/node/graph/packet-checks.ts).
     */
    packet: z
      .object({
        for: z.string().trim().min(10, 'must say who the packet is for, such as "Families new to our schools"'),
        guides: z.array(route).min(1, 'must list at least one guide'),
      })
      .strict()
      .optional(),
    /**
     * On a translation (a page under content/es/ …): the fingerprint of the
     * original it says the same as (src/engine/node/graph/translation.ts), and whether
     * a native speaker has reviewed it. Readers never see `reviewed`.
     */
    translation: z
      .object({
        source: z.string().regex(/^[0-9a-f]{12}$/, 'must be the 12-character fingerprint npm run translations prints'),
        reviewed: z.boolean().default(false),
      })
      .strict()
      .optional(),
  })
  .strict();

export type Frontmatter = z.output<typeof frontmatterSchema>;
