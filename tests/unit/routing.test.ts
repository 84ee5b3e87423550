import { describe, expect, it } from 'vitest';
import { canonicalPath, htmlRedirectTarget, matchRoute, routeFromFile } from '../../src/engine/routing.ts';

describe('routeFromFile', () => {
  it.each([
    ['index.mdx', '/'],
    ['mfa/index.mdx', '/mfa'],
    ['mfa/mfahelp/index.mdx', '/mfa/mfahelp'],
    ['enrollment/returning_instructions.mdx', '/enrollment/returning_instructions'],
    ['MFA/MFA_AuthSetup.mdx', '/mfa/mfa_authsetup'],
  ])('%s becomes %s', (file, route) => expect(routeFromFile(file)).toBe(route));
});

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/MFA/', '/mfa'],
    ['//mfa//MFAHelp///', '/mfa/mfahelp'],
    ['mfa', '/mfa'],
  ])('%s is %s', (input, expected) => expect(canonicalPath(input)).toBe(expected));
});

describe('htmlRedirectTarget', () => {
  it.each([
    ['/mfa.html', '/mfa'],
    ['/mfa/MFAHelp.HTML', '/mfa/MFAHelp'],
    ['/mfa/index.html', '/mfa'],
    ['/index.html', '/'],
    ['//evil.example/login.html', '/evil.example/login'],
    ['/\\evil.example/x.html', '/evil.example/x'],
    ['///a//b.html', '/a/b'],
  ])('%s goes to %s', (input, expected) => expect(htmlRedirectTarget(input)).toBe(expected));

  it('leaves addresses without .html alone', () => {
    expect(htmlRedirectTarget('/mfa')).toBeNull();
    expect(htmlRedirectTarget('/html')).toBeNull();
  });
});

describe('matchRoute', () => {
  const routes = [{ path: '/' }, { path: '/mfa' }, { path: '/mfa/mfahelp' }];
  it('ignores case and trailing slashes', () => {
    expect(matchRoute('/MFA/MfaHelp/', routes)?.path).toBe('/mfa/mfahelp');
    expect(matchRoute('/', routes)?.path).toBe('/');
  });
  it('finds nothing for unknown or malformed addresses', () => {
    expect(matchRoute('/nope', routes)).toBeUndefined();
    expect(matchRoute('/%E0%A4%A', routes)).toBeUndefined();
  });
});
