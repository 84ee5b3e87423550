/**
 * What ../shared/spec.md requires, written down once for the tests. Expected
 * counts and names come from the spec, never from the content files, so a
 * lost FAQ item or a renamed tab fails a test.
 */
import fs from 'node:fs';
import { parse } from 'yaml';

/** The school system's name, from the one site configuration. */
export const SITE = parse(fs.readFileSync(new URL('../../content/site.yaml', import.meta.url), 'utf8')) as {
  name: string;
  links: Record<string, string>;
  office: { page: string };
};

/** Every route of the spec's route table (section 2), plus the office page. */
export const ROUTES = [
  '/',
  '/enrollment',
  '/enrollment/returning_instructions',
  '/enrollment/new_student_instructions',
  '/enrollment/student_instructions',
  '/enrollment/pre_enroll_instructions',
  '/enrollment/new_parent_portal_setup',
  '/enrollment/add_parent_portal_setup',
  '/lms',
  '/lms/mobile_app_setup',
  '/lms/parent_account_setup',
  '/lms/account_not_found',
  '/mfa',
  '/mfa/mfa_authsetup',
  '/mfa/mfa_hardware',
  '/mfa/mfahelp',
  '/mfa/mfahelp/mfahelp_backup',
  '/mfa/mfahelp/mfahelp_lockout',
  '/mfa/mfahelp/mfahelp_faq',
  '/mfa/mfahelp/mfahelp_token',
  '/mfa/mfahelp/mfahelp_securityinfo',
  '/links',
  '/blue',
  '/edtech',
] as const;

/** The navigation bar, in order (spec section 2, Shell). */
export const NAV = [
  { label: 'Enrollment', href: '/enrollment' },
  { label: 'Links', href: '/Links' },
  { label: 'LMS', href: '/lms' },
  { label: 'MFA', href: '/MFA' },
];

export const NOT_FOUND = { title: '404 Not Found', heading: '404 Page Not Found!' };

/** Section 9: business constants. */
export const COUNTS = { staffCards: 12, enrollmentFaq: 9, lmsFaq: 8, mfaFaq: 10, linksFrameHeight: 1024 };
