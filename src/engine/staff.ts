import { z } from 'zod';

/** The schema of content/staff.yaml: the office's staff directory, shown as cards. */
export const staffMemberSchema = z
  .object({
    name: z.string().trim().min(1),
    title: z.string().trim().min(1),
    /** Phone extension, digits only. */
    ext: z.string().regex(/^\d{2,6}$/, 'must be the extension digits, such as "2401"').optional(),
    email: z.email().optional(),
    /** A photo's file name in public/images/staff/. */
    img: z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif|svg)$/i, 'must be a file name in public/images/staff/, such as jane-doe.jpg').optional(),
  })
  .strict();

export const staffSchema = z.array(staffMemberSchema).min(1);

export type StaffMember = z.output<typeof staffMemberSchema>;
