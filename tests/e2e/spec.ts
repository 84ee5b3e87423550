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
  siteUrl: string;
  liaison: string;
  products: Record<string, string>;
  links: Record<string, string>;
  office: { page: string };
  helpPage: string;
};

/** Every route of the spec's route table (section 2), plus the office page, the help page and the PowerSchool Mobile guide (issue 12). */
export const ROUTES = [
  '/',
  '/enrollment',
  '/enrollment/returning_instructions',
  '/enrollment/new_student_instructions',
  '/enrollment/student_instructions',
  '/enrollment/pre_enroll_instructions',
  '/enrollment/new_parent_portal_setup',
  '/enrollment/add_parent_portal_setup',
  '/enrollment/powerschool_mobile',
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
  '/help',
] as const;

/** Every route in Spanish: the same pages under /es (issue 14). */
export const SPANISH_ROUTES = ROUTES.map((route) => (route === '/' ? '/es' : `/es${route}`));

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

/**
 * What each page's main heading must be about: the page's subject in the spec's
 * route table (section 2), exact where the spec names the title. The home page
 * is not in the spec; issue 3 makes it a start page for getting help.
 */
export const HEADINGS: Record<(typeof ROUTES)[number], RegExp> = {
  '/': /help/i,
  '/enrollment': /enrollment/i,
  '/enrollment/returning_instructions': /re-?enroll.*returning/i,
  '/enrollment/new_student_instructions': /new student/i,
  '/enrollment/student_instructions': /re-?enroll.*student account/i,
  '/enrollment/pre_enroll_instructions': /pre-?enroll/i,
  '/enrollment/new_parent_portal_setup': /create a parent (portal )?account/i,
  '/enrollment/add_parent_portal_setup': /add a student/i,
  '/enrollment/powerschool_mobile': /PowerSchool Mobile/,
  '/lms': /\bLMS\b/,
  '/lms/mobile_app_setup': /mobile app/i,
  '/lms/parent_account_setup': /parent account/i,
  '/lms/account_not_found': /^account not found$/i,
  '/mfa': /multifactor authentication/i,
  '/mfa/mfa_authsetup': /set up .*authenticator/i,
  '/mfa/mfa_hardware': /hardware token/i,
  '/mfa/mfahelp': /^MFA Help$/,
  '/mfa/mfahelp/mfahelp_backup': /back ?up.*restore/i,
  '/mfa/mfahelp/mfahelp_lockout': /locked out/i,
  '/mfa/mfahelp/mfahelp_faq': /frequently asked questions|FAQ/i,
  '/mfa/mfahelp/mfahelp_token': /token help/i,
  '/mfa/mfahelp/mfahelp_securityinfo': /security info/i,
  '/links': /links/i,
  '/blue': /^Blue$/,
  '/edtech': /^Education Technology$/,
  '/help': /^Get help$/,
};

/**
 * Tab labels, in order (section 2, MFA; section 4 names the same tabs). The spec
 * writes "Step 2 Setup MFA"; the guide uses the verb ("Set up") and a colon after
 * each step number, as its other step labels do.
 */
export const TABS = {
  mfaLanding: ['What is MFA?', 'How do I use MFA?', 'Learn More'],
  authSetup: ['Step 1: Install Authenticator', 'Step 2: Set up MFA', 'Step 3: Scan and Finalize'],
  backup: ['Backup Authenticator', 'Restore or Recover Accounts', 'Additional Verification'],
};

/** The enrollment FAQ's nine topics, in the spec's order, as words each question must contain. */
export const ENROLLMENT_FAQ_TOPICS = [
  /(no|not have a|don't have a) parent portal account/i,
  /not sure|unsure/i,
  /forg.*username/i,
  /forg.*password/i,
  /forg.*email/i,
  /(no longer|lost).*access.*email/i,
  /locked.*10 or more/i,
  /student.*missing|missing.*student/i,
  /new and returning/i,
];

/** The MFA FAQ's ten topics, in the spec's order. */
export const MFA_FAQ_TOPICS = [
  /locked out/i,
  /email/i,
  /look like/i,
  /code/i,
  /notifications/i,
  /PIN|biometric|face|fingerprint/i,
  /hack/i,
  /other accounts/i,
  /more than one device|multiple devices|several devices/i,
  /without a (PC|computer)/i,
];

/** The landing page sections of /enrollment, their anchors and their instruction buttons. */
export const ENROLLMENT_SECTIONS = [
  { id: 'returning', buttons: ['/enrollment/returning_instructions'] },
  { id: 'new', buttons: ['/enrollment/pre_enroll_instructions', '/enrollment/new_student_instructions'] },
];

/** Pre-enrollment is three steps: open the form, submit it, after approval. */
export const PRE_ENROLL_STEPS = 3;

/** Every field the spec describes for a new parent portal account. */
export const PARENT_PORTAL_FIELDS = [
  'First Name',
  'Last Name',
  'Email',
  'Re-enter Email',
  'Desired Username',
  'Password',
  'Student Name',
  'Access ID',
  'Access Password',
  'Relationship',
];

/** The accordion by role on /lms/mobile_app_setup, in order. */
export const MOBILE_APP_ROLES = ['Parent/Guardian', 'Student', 'Faculty/Staff'];

/** The MFA landing page's four buttons, as the spec writes them (routes ignore case). */
export const MFA_LANDING_BUTTONS = ['/MFA/MFA_AuthSetup', '/MFA/MFA_Hardware', '/MFA/MFAHelp', '/MFA/MFAHelp/mfahelp_securityinfo'];

/** The MFA Help hub's five cards, in the spec's order. */
export const MFA_HELP_CARDS = [
  { name: /backup|restore/i, href: '/mfa/mfahelp/mfahelp_backup' },
  { name: /locked out/i, href: '/mfa/mfahelp/mfahelp_lockout' },
  { name: /security info/i, href: '/mfa/mfahelp/mfahelp_securityinfo' },
  { name: /FAQ|frequently asked/i, href: '/mfa/mfahelp/mfahelp_faq' },
  { name: /token/i, href: '/mfa/mfahelp/mfahelp_token' },
];

/** Issue 3: the home page routes each audience to its top tasks and links the office page. */
export const HOME = {
  audiences: [/parents/i, /students/i, /staff/i],
  tasks: ['/enrollment', '/lms/parent_account_setup', '/mfa/mfa_authsetup', '/mfa/mfahelp/mfahelp_lockout', '/edtech'],
};

/** Instruction pages (Back to their parent, and Print), with their parent route. */
export const INSTRUCTION_PAGES: Record<string, string> = {
  '/enrollment/returning_instructions': '/enrollment',
  '/enrollment/new_student_instructions': '/enrollment',
  '/enrollment/student_instructions': '/enrollment',
  '/enrollment/pre_enroll_instructions': '/enrollment',
  '/enrollment/new_parent_portal_setup': '/enrollment',
  '/enrollment/add_parent_portal_setup': '/enrollment',
  '/enrollment/powerschool_mobile': '/enrollment',
  '/lms/mobile_app_setup': '/lms',
  '/lms/parent_account_setup': '/lms',
  '/mfa/mfa_authsetup': '/mfa',
  '/mfa/mfa_hardware': '/mfa',
  '/mfa/mfahelp/mfahelp_backup': '/mfa/mfahelp',
  '/mfa/mfahelp/mfahelp_lockout': '/mfa/mfahelp',
  '/mfa/mfahelp/mfahelp_faq': '/mfa/mfahelp',
  '/mfa/mfahelp/mfahelp_token': '/mfa/mfahelp',
  '/mfa/mfahelp/mfahelp_securityinfo': '/mfa/mfahelp',
};
