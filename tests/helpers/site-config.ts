import { siteConfigSchema, type SiteConfig } from '../../src/engine/site-config.ts';

/**
 * A small, valid site.yaml for unit tests, checked by the real schema; `changes`
 * replaces the fields a test is about (its address, its links, a setting).
 */
export function testSiteConfig(changes: Record<string, unknown> = {}): SiteConfig {
  return siteConfigSchema.parse({
    name: 'Test Schools',
    nameInSentence: 'the Test Schools',
    shortName: 'Test',
    languages: [{ code: 'en', name: 'English' }],
    siteUrl: 'https://help.test.example',
    repository: { url: 'https://example.org/repo', branch: 'main' },
    office: { name: 'Office', page: '/office', email: 'office@test.example', phone: '1', address: 'A street', hours: 'Always' },
    liaison: 'liaison',
    helpPage: '/help',
    products: {},
    nav: [{ label: 'Home', href: '/' }],
    links: {},
    ...changes,
  });
}
