import { z } from 'zod';
import { textIn, textInLanguages } from './in-languages.ts';
import { emailAddress } from './site-config.ts';

/** The schema of content/staff.yaml: the office's staff directory, shown as cards. */
export const staffMemberSchema = z
  .object({
    /** The person's name: one text, or one per language when a word of it changes (Sister, Hermana). */
    name: textInLanguages,
    /** The job title, one per language (`en: Director of Educational Technology`, `es: Directora de Tecnología Educativa`). */
    title: textInLanguages,
    /** Phone extension, digits only. */
    ext: z.string().regex(/^\d{2,6}$/, 'must be the extension digits, such as "2401"').optional(),
    email: emailAddress.optional(),
    /** A photo's file name in public/images/staff/. */
    img: z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif|svg)$/i, 'must be a file name in public/images/staff/, such as jane-doe.jpg').optional(),
  })
  .strict();

export const staffSchema = z.array(staffMemberSchema).min(1);

export type StaffMember = z.output<typeof staffMemberSchema>;

/** A person's card as one language's page shows it. */
export type StaffCard = Omit<StaffMember, 'name' | 'title'> & { name: string; title: string };

/** The directory as a page in `lang` shows it: each name and title in that language, or the main language's (`main`). */
export function staffIn(staff: readonly StaffMember[], lang: string, main: string): StaffCard[] {
  return staff.map((member) => ({ ...member, name: textIn(member.name, lang, main), title: textIn(member.title, lang, main) }));
}
