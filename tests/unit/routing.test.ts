import { describe, expect, it } from 'vitest';
import { canonicalPath, decodePath, matchRoute, redirectTarget, routeFromFile } from '../../src/engine/routing.ts';

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

describe('redirectTarget', () => {
  it.each([
    ['/mfa.html', '/mfa'],
    ['/mfa/MFAHelp.HTML', '/mfa/MFAHelp'],
    ['/mfa/index.html', '/mfa/'],
    ['/index.html', '/'],
    ['//evil.example/login.html', '/evil.example/login'],
    ['/\\evil.example/x.html', '/evil.example/x'],
    ['///a//b.html', '/a/b'],
    ['/a.html.html', '/a'],
    ['/mfa//mfahelp', '/mfa/mfahelp'],
    ['///mfa', '/mfa'],
  ])('%s goes to %s', (input, expected) => expect(redirectTarget(input)).toBe(expected));

  it('leaves clean addresses alone', () => {
    expect(redirectTarget('/mfa')).toBeNull();
    expect(redirectTarget('/html')).toBeNull();
    expect(redirectTarget('/')).toBeNull();
    expect(redirectTarget('/MFA/')).toBeNull();
  });
});

describe('decodePath', () => {
  it('decodes, and tells broken percent-encoding apart', () => {
    expect(decodePath('/mfa%20help')).toBe('/mfa help');
    expect(decodePath('/%')).toBeUndefined();
    expect(decodePath('/%E0%A4%A')).toBeUndefined();
  });
});

describe('matchRoute', () => {
  const routes = ['/', '/mfa', '/mfa/mfahelp'];
  it('ignores case and trailing slashes', () => {
    expect(matchRoute('/MFA/MfaHelp/', routes)).toBe('/mfa/mfahelp');
    expect(matchRoute('/', routes)).toBe('/');
  });
  it('finds nothing for unknown or malformed addresses', () => {
    expect(matchRoute('/nope', routes)).toBeUndefined();
    expect(matchRoute('/%E0%A4%A', routes)).toBeUndefined();
  });
});
