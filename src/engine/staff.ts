import { z } from 'zod';
import { emailAddress, oneLine } from './site-config.ts';

/** The schema of content/staff.yaml: the office's staff directory, shown as cards. */
export const staffMemberSchema = z
  .object({
    name: oneLine,
    title: oneLine,
    /** The title on the pages of each other language, by language code (`es: Directora de Tecnología Educativa`). */
    titleIn: z.record(z.string(), oneLine).optional(),
    /** Phone extension, digits only. */
    ext: z.string().regex(/^\d{2,6}$/, 'must be the extension digits, such as "2401"').optional(),
    email: emailAddress.optional(),
    /** A photo's file name in public/images/staff/. */
    img: z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif|svg)$/i, 'must be a file name in public/images/staff/, such as jane-doe.jpg').optional(),
  })
  .strict();

export const staffSchema = z.array(staffMemberSchema).min(1);

export type StaffMember = z.output<typeof staffMemberSchema>;

/** The directory as a page in `lang` shows it: each title in that language where staff.yaml gives one. */
export function staffIn(staff: readonly StaffMember[], lang: string): StaffMember[] {
  return staff.map(({ titleIn, ...member }) => ({ ...member, title: titleIn?.[lang] ?? member.title }));
}
