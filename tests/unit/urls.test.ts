import { describe, expect, it } from 'vitest';
import { redirectFile, redirectHtml, redirectPages } from '../../src/engine/node/publish/redirect-pages.ts';
import { oldAddresses } from '../../src/engine/node/graph/old-address-aliases.ts';
import type { SiteConfig } from '../../src/engine/site-config.ts';
import type { ContentProblem } from '../../src/engine/problems.ts';
import { basePathOf, pageFile, pageHref, publicAddress, withBase, withoutBase } from '../../src/engine/urls.ts';

describe('the one address form (src/engine/urls.ts)', () => {
  it('links to a page lowercase, with one trailing slash, keeping the #fragment as written', () => {
    expect(pageHref('/MFA')).toBe('/mfa/');
    expect(pageHref('/Links/')).toBe('/links/');
    expect(pageHref('/mfa/MFAHelp//')).toBe('/mfa/mfahelp/');
    expect(pageHref('/enrollment#Forgotten-Password')).toBe('/enrollment/#Forgotten-Password');
    expect(pageHref('/')).toBe('/');
    expect(pageHref('/#top')).toBe('/#top');
    expect(pageHref('#steps')).toBe('#steps');
  });

  it('takes the base path from siteUrl alone', () => {
    expect(basePathOf('https://edtech.example.org')).toBe('/');
    expect(basePathOf('https://org.github.io/edtech-help-site')).toBe('/edtech-help-site/');
    expect(withBase('/edtech-help-site/', '/mfa/')).toBe('/edtech-help-site/mfa/');
    expect(withBase('/edtech-help-site/', '/')).toBe('/edtech-help-site/');
    expect(withoutBase('/edtech-help-site/', '/edtech-help-site/mfa/')).toBe('/mfa/');
    expect(withoutBase('/edtech-help-site/', '/edtech-help-site')).toBe('/');
    expect(withoutBase('/edtech-help-site/', '/other/mfa')).toBeUndefined();
    expect(publicAddress('https://org.github.io/edtech-help-site', '/mfa/mfahelp')).toBe('https://org.github.io/edtech-help-site/mfa/mfahelp/');
    expect(publicAddress('https://edtech.example.org', '/')).toBe('https://edtech.example.org/');
  });

  it('writes each page as a folder with an index.html', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/mfa/mfahelp')).toBe('mfa/mfahelp/index.html');
  });
});

describe('old addresses and their redirect pages', () => {
  const site = {
    languages: [{ code: 'en' }, { code: 'es' }],
    nav: [{ label: 'MFA', href: '/MFA' }, { label: 'LMS', href: '/lms' }],
    oldAddresses: [{ from: '/MFA/MFA_AuthSetup' }, { from: '/Nowhere' }, { from: '/MFA' }, { from: '/mfa/mfa_hardware', to: '/mfa/mfahelp/token' }],
  } as unknown as SiteConfig;
  const routes = new Set(['/', '/mfa', '/mfa/mfa_authsetup', '/lms', '/mfa/mfahelp/token', '/es/mfa/mfahelp/token']);

  it('lead to the page they meant, once each, in every language the page has; an address that is already the route needs no redirect', () => {
    const problems: ContentProblem[] = [];
    const aliases = oldAddresses(site, routes, { file: 'content/site.yaml' }, problems);
    expect(aliases).toEqual([
      { from: '/MFA', to: '/mfa' },
      { from: '/MFA/MFA_AuthSetup', to: '/mfa/mfa_authsetup' },
      { from: '/mfa/mfa_hardware/', to: '/mfa/mfahelp/token' },
      { from: '/es/mfa/mfa_hardware/', to: '/es/mfa/mfahelp/token' },
    ]);
    expect(problems).toMatchObject([{ file: 'content/site.yaml', severity: 'error', message: 'oldAddresses.1: /Nowhere is not an address of a page of this site' }]);
  });

  it('are in the folder of a moved page\'s old address, as printed or as the old site wrote it, and in a folder for each .html form, sending the reader to the page\'s address', () => {
    expect(redirectFile({ from: '/mfa/mfa_hardware/', to: '/mfa/mfahelp/token' })).toBe('mfa/mfa_hardware/index.html');
    expect(redirectFile({ from: '/MFA/MFA_Hardware', to: '/mfa/mfahelp/token' })).toBe('MFA/MFA_Hardware/index.html');
    const pages = redirectPages(
      [
        { from: '/MFA', to: '/mfa' },
        { from: '/MFA/MFA_Hardware', to: '/mfa/mfahelp/token' },
        { from: '/mfa/mfa_hardware/', to: '/mfa/mfahelp/token' },
      ],
      ['/', '/mfa', '/mfa/mfahelp/token'],
    );
    // The page's own address in capitals gets none (its folder holds a copy of the page); the two spellings of the moved one, the same page.
    expect(Object.fromEntries(pages)).toEqual({
      'mfa.html/index.html': '/mfa',
      'mfa/mfahelp/token.html/index.html': '/mfa/mfahelp/token',
      'MFA/MFA_Hardware/index.html': '/mfa/mfahelp/token',
      'mfa/mfa_hardware.html/index.html': '/mfa/mfahelp/token',
      'mfa/mfa_hardware/index.html': '/mfa/mfahelp/token',
    });
    const html = redirectHtml('https://org.github.io/edtech-help-site', '/edtech-help-site/', '/mfa/mfa_authsetup');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/edtech-help-site/mfa/mfa_authsetup/" />');
    expect(html).toContain('<link rel="canonical" href="https://org.github.io/edtech-help-site/mfa/mfa_authsetup/" />');
  });
});
