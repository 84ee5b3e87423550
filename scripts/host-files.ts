/**
 * The files static hosts and search engines read, written beside the pages so
 * the same dist/ deploys anywhere (README, "Deploy"):
 *  - sitemap.xml, robots.txt, site.webmanifest;
 *  - _headers and _redirects (Netlify, Cloudflare Pages);
 *  - staticwebapp.config.json (Azure Static Web Apps);
 *  - .nojekyll (GitHub Pages: serve files as they are).
 * Each host gets the security headers, the 404 page with status 404, and
 * `.html` addresses redirected to clean ones (the client redirects as a fallback).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GraphPage } from '../src/engine/node/content-graph.ts';
import type { SiteConfig } from '../src/engine/site-config.ts';
import { securityHeaders } from './security-headers.ts';

interface HostFilesInput {
  distDir: string;
  site: SiteConfig;
  pages: GraphPage[];
  frameOrigins: string[];
}

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** `/mfa.html` and `/mfa/index.html` for every page: the old addresses people may have saved. */
function htmlRedirects(pages: GraphPage[]): { from: string; to: string }[] {
  return pages.flatMap((page) =>
    page.path === '/'
      ? [{ from: '/index.html', to: '/' }]
      : [
          { from: `${page.path}.html`, to: page.path },
          { from: `${page.path}/index.html`, to: page.path },
        ],
  );
}

function sitemap(site: SiteConfig, pages: GraphPage[]): string {
  const urls = pages
    .filter((page) => page.frontmatter.layout !== 'bare')
    .map((page) => `  <url><loc>${site.siteUrl}${page.path}</loc><lastmod>${page.lastUpdated}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function writeHostFiles({ distDir, site, pages, frameOrigins }: HostFilesInput): void {
  const write = (name: string, text: string) => fs.writeFileSync(path.join(distDir, name), text);
  const headers = securityHeaders(frameOrigins);
  const redirects = htmlRedirects(pages);

  write('sitemap.xml', sitemap(site, pages));
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);
  write(
    'site.webmanifest',
    `${JSON.stringify(
      {
        name: `${site.office.name} | ${site.name}`,
        short_name: 'EdTech Help',
        start_url: '/',
        display: 'browser',
        background_color: '#ffffff',
        theme_color: '#0f3363',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      null,
      2,
    )}\n`,
  );

  const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  write('_headers', ['/*', ...headerLines, '', '/assets/*', `  Cache-Control: ${LONG_CACHE}`, ''].join('\n'));
  write('_redirects', `${redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`);

  write(
    'staticwebapp.config.json',
    `${JSON.stringify(
      {
        trailingSlash: 'never',
        globalHeaders: headers,
        routes: [
          ...redirects.map(({ from, to }) => ({ route: from, redirect: to, statusCode: 301 })),
          { route: '/assets/*', headers: { 'Cache-Control': LONG_CACHE } },
        ],
        responseOverrides: { '404': { rewrite: '/404.html', statusCode: 404 } },
        mimeTypes: { '.webmanifest': 'application/manifest+json' },
      },
      null,
      2,
    )}\n`,
  );
  write('.nojekyll', '');
}
