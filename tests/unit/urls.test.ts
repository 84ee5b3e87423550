import { describe, expect, it } from 'vitest';
import { redirectPages } from '../../scripts/redirect-pages.ts';
import { basePathOf, pageFile, pageHref, withBase, withoutBase } from '../../src/engine/urls.ts';

describe('the one address form (src/engine/urls.ts)', () => {
  it('links to a page lowercase, without a trailing slash, keeping the #fragment as written', () => {
    expect(pageHref('/MFA')).toBe('/mfa');
    expect(pageHref('/Links/')).toBe('/links');
    expect(pageHref('/enrollment#Forgotten-Password')).toBe('/enrollment#Forgotten-Password');
    expect(pageHref('/')).toBe('/');
    expect(pageHref('#steps')).toBe('#steps');
  });

  it('takes the base path from siteUrl alone', () => {
    expect(basePathOf('https://edtech.example.org')).toBe('/');
    expect(basePathOf('https://org.github.io/edtech-help-site')).toBe('/edtech-help-site/');
    expect(withBase('/edtech-help-site/', '/mfa')).toBe('/edtech-help-site/mfa');
    expect(withBase('/edtech-help-site/', '/')).toBe('/edtech-help-site/');
    expect(withoutBase('/edtech-help-site/', '/edtech-help-site/mfa')).toBe('/mfa');
    expect(withoutBase('/edtech-help-site/', '/edtech-help-site')).toBe('/');
    expect(withoutBase('/edtech-help-site/', '/other/mfa')).toBeUndefined();
  });

  it('writes each page as x.html', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/mfa/mfahelp')).toBe('mfa/mfahelp.html');
  });
});

describe('static redirect pages', () => {
  it('stand at /x/ for every page and at each old address that differs from its page', () => {
    const pages = redirectPages(['/', '/mfa', '/mfa/mfa_authsetup', '/links'], ['/MFA', '/MFA/MFA_AuthSetup', '/links']);
    expect(pages).toEqual([
      { file: 'mfa/index.html', from: '/mfa/', to: '/mfa' },
      { file: 'mfa/mfa_authsetup/index.html', from: '/mfa/mfa_authsetup/', to: '/mfa/mfa_authsetup' },
      { file: 'links/index.html', from: '/links/', to: '/links' },
      { file: 'MFA.html', from: '/MFA', to: '/mfa' },
      { file: 'MFA/MFA_AuthSetup.html', from: '/MFA/MFA_AuthSetup', to: '/mfa/mfa_authsetup' },
    ]);
  });

  it('refuse an old address that leads to no page, so the build stops', () => {
    expect(() => redirectPages(['/', '/mfa'], ['/Nowhere'])).toThrow('old address /Nowhere is not a page of this site (/nowhere)');
  });
});
