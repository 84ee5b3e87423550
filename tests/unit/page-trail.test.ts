import { describe, expect, it } from 'vitest';
import { pageTrail } from '../../src/engine/node/render/page-trail.ts';

describe('pageTrail', () => {
  const page = (path: string, title: string, parent: string | undefined, printable: boolean) => ({ path, frontmatter: { title, parent, printable } });
  const pages = [
    page('/', 'Welcome to help', undefined, false),
    page('/mfa', 'MFA', undefined, false),
    page('/mfa/help', 'MFA Help', '/mfa', false),
    page('/mfa/help/backup', 'Back up', '/mfa/help', true),
    page('/mfa/help/faq', 'FAQ', '/mfa/help', true),
    page('/mfa/help/about', 'About', '/mfa/help', false),
  ];
  const trailOf = (index: number, among = pages) => pageTrail(among[index]!.path, among[index]!.frontmatter, among);

  it('gives the trail from Home to the parent, and the instruction pages of the same parent', () => {
    expect(trailOf(3)).toEqual({
      trail: [
        { href: '/', title: 'Home' },
        { href: '/mfa', title: 'MFA' },
        { href: '/mfa/help', title: 'MFA Help' },
      ],
      siblings: [
        { href: '/mfa/help/backup', title: 'Back up' },
        { href: '/mfa/help/faq', title: 'FAQ' },
      ],
    });
  });

  it('gives no siblings to a page that is not an instruction page, or is the only one', () => {
    expect(trailOf(2).siblings).toEqual([]);
    expect(trailOf(3, pages.slice(0, 4)).siblings).toEqual([]);
    expect(trailOf(0).trail).toEqual([]);
  });

  it('stops at a parent loop instead of hanging', () => {
    const loop = [page('/a', 'A', '/b', false), page('/b', 'B', '/a', false)];
    expect(trailOf(0, loop).trail.map((item) => item.href)).toEqual(['/', '/b']);
  });

  it('lists the guides of a section by their order:, those without one after, in the order of the build', () => {
    const ordered = [
      page('/s', 'Section', undefined, false),
      { path: '/s/c', frontmatter: { title: 'C', parent: '/s', printable: true } },
      { path: '/s/b', frontmatter: { title: 'B', parent: '/s', printable: true, order: 2 } },
      { path: '/s/a', frontmatter: { title: 'A', parent: '/s', printable: true, order: 1 } },
      { path: '/s/d', frontmatter: { title: 'D', parent: '/s', printable: true } },
    ];
    expect(trailOf(1, ordered).siblings.map((sibling) => sibling.title)).toEqual(['A', 'B', 'C', 'D']);
  });
});
