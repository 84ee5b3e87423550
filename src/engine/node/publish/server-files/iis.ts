/**
 * The site's web.config for IIS 10 (dist/_server/web.config; it goes in the
 * folder dist/ was copied into). The redirects and the HTTPS-only header need
 * Microsoft's URL Rewrite module, as does any `<rewrite>` section: without the
 * module, IIS refuses the whole file (500.19), which is why the file is not in
 * dist/'s top folder by itself. URL Rewrite ignores case unless told not to,
 * and on IIS `/MFA/` and `/mfa/` are one folder, so every rule is
 * `ignoreCase="false"`: `/mfa/` must never match the old address `/MFA/`;
 * only a moved page's old address, which no page has in any case, ignores it.
 * Rules match the address below the folder of this file (no leading slash).
 */
import { exactly, movedPattern, type ServerRules } from './rules.ts';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function webConfig(rules: ServerRules, about: readonly string[]): string {
  const below = (fullPath: string) => fullPath.slice(rules.base.length);
  const [main, ...others] = [...rules.notFound].reverse();
  const notFoundPage = (page: string, indent: string) => [
    `${indent}<httpErrors errorMode="Custom" existingResponse="Replace">`,
    `${indent}  <remove statusCode="404" subStatusCode="-1" />`,
    `${indent}  <error statusCode="404" path="${attribute(page)}" responseMode="ExecuteURL" />`,
    `${indent}</httpErrors>`,
  ];
  const customHeaders = (headers: readonly (readonly [string, string])[], indent: string) => [
    `${indent}<httpProtocol>`,
    `${indent}  <customHeaders>`,
    ...headers.map(([name, value]) => `${indent}    <add name="${attribute(name)}" value="${attribute(value)}" />`),
    `${indent}  </customHeaders>`,
    `${indent}</httpProtocol>`,
  ];
  const location = (prefix: string, body: string[]) => [`  <location path="${attribute(below(prefix).replace(/\/$/, ''))}">`, '    <system.webServer>', ...body, '    </system.webServer>', '  </location>'];
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<!--',
    ...about.map((line) => `  ${line.replace(/--/g, '-')}`.trimEnd()),
    '-->',
    '<configuration>',
    '  <system.webServer>',
    '    <directoryBrowse enabled="false" />',
    '    <defaultDocument enabled="true">',
    '      <files>',
    '        <clear />',
    '        <add value="index.html" />',
    '      </files>',
    '    </defaultDocument>',
    '    <staticContent>',
    '      <remove fileExtension=".webmanifest" />',
    '      <mimeMap fileExtension=".webmanifest" mimeType="application/manifest+json" />',
    '    </staticContent>',
    ...notFoundPage(main!.page, '    '),
    ...customHeaders(rules.headers, '    '),
    '    <security>',
    '      <requestFiltering>',
    '        <hiddenSegments>',
    ...rules.hidden.map((folder) => `          <add segment="${attribute(below(folder).replace(/\/$/, ''))}" />`),
    '        </hiddenSegments>',
    '      </requestFiltering>',
    '    </security>',
    '    <rewrite>',
    '      <rules>',
    ...rules.redirects.flatMap(({ from, to }) => [
      `        <rule name="${attribute(from)}" stopProcessing="true">`,
      `          <match url="${attribute(exactly(below(from)))}" ignoreCase="false" />`,
      `          <action type="Redirect" url="${attribute(to)}" redirectType="Permanent" />`,
      '        </rule>',
    ]),
    // A moved page's old address: no page has it in any case, so this rule may ignore case.
    ...rules.moved.flatMap(({ from, to }) => [
      `        <rule name="${attribute(from)}, any case" stopProcessing="true">`,
      `          <match url="${attribute(movedPattern(below(from)))}" ignoreCase="true" />`,
      `          <action type="Redirect" url="${attribute(to)}" redirectType="Permanent" />`,
      '        </rule>',
    ]),
    '      </rules>',
    '      <outboundRules>',
    ...rules.httpsHeaders.flatMap(([name, value]) => [
      `        <rule name="${attribute(name)}, over HTTPS only">`,
      `          <match serverVariable="RESPONSE_${attribute(name.replace(/-/g, '_'))}" pattern=".*" />`,
      '          <conditions>',
      '            <add input="{HTTPS}" pattern="^on$" />',
      '          </conditions>',
      `          <action type="Rewrite" value="${attribute(value)}" />`,
      '        </rule>',
    ]),
    '      </outboundRules>',
    '    </rewrite>',
    '  </system.webServer>',
    ...others.flatMap(({ prefix, page }) => location(prefix, notFoundPage(page, '      '))),
    ...rules.prefixHeaders.flatMap(({ prefix, headers }) => location(prefix, customHeaders(headers, '      '))),
    '</configuration>',
    '',
  ];
  return lines.join('\n');
}
