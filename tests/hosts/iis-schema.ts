/**
 * The part of IIS's configuration schema the site's web.config uses: each
 * element (by its path of names) with the attributes IIS accepts there, from
 * Microsoft's reference (https://learn.microsoft.com/iis/configuration/ and
 * https://learn.microsoft.com/iis/extensions/url-rewrite-module/url-rewrite-module-configuration-reference).
 * IIS refuses a whole file with an unknown element or attribute (500.19), and
 * IIS cannot run here, so the test holds the file to this list.
 */
const RULE_ELEMENTS = {
  match: ['url', 'ignoreCase', 'negate', 'serverVariable', 'pattern', 'filterByTags'],
  conditions: ['logicalGrouping', 'trackAllCaptures'],
  'conditions/add': ['input', 'matchType', 'pattern', 'ignoreCase', 'negate'],
  action: ['type', 'url', 'appendQueryString', 'redirectType', 'statusCode', 'subStatusCode', 'statusReason', 'statusDescription', 'value', 'replace'],
};

const WEB_SERVER: Record<string, string[]> = {
  directoryBrowse: ['enabled', 'showFlags'],
  defaultDocument: ['enabled'],
  'defaultDocument/files': [],
  'defaultDocument/files/clear': [],
  'defaultDocument/files/add': ['value'],
  staticContent: ['enableDocFooter', 'defaultDocFooter', 'isDocFooterFileName'],
  'staticContent/remove': ['fileExtension'],
  'staticContent/mimeMap': ['fileExtension', 'mimeType'],
  'staticContent/clientCache': ['cacheControlMode', 'cacheControlMaxAge', 'httpExpires', 'cacheControlCustom', 'setEtag'],
  httpErrors: ['errorMode', 'existingResponse', 'defaultResponseMode', 'defaultPath', 'detailedMoreInformationLink', 'allowAbsolutePathsWhenDelegated'],
  'httpErrors/clear': [],
  'httpErrors/remove': ['statusCode', 'subStatusCode'],
  'httpErrors/error': ['statusCode', 'subStatusCode', 'prefixLanguageFilePath', 'path', 'responseMode'],
  httpProtocol: ['allowKeepAlive'],
  'httpProtocol/customHeaders': [],
  'httpProtocol/customHeaders/clear': [],
  'httpProtocol/customHeaders/remove': ['name'],
  'httpProtocol/customHeaders/add': ['name', 'value'],
  security: [],
  'security/requestFiltering': ['allowDoubleEscaping', 'allowHighBitCharacters', 'removeServerHeader', 'unescapeQueryString'],
  'security/requestFiltering/hiddenSegments': ['applyToWebDAV'],
  'security/requestFiltering/hiddenSegments/add': ['segment'],
  'security/requestFiltering/hiddenSegments/remove': ['segment'],
  rewrite: [],
  'rewrite/rules': [],
  'rewrite/rules/clear': [],
  'rewrite/rules/rule': ['name', 'enabled', 'patternSyntax', 'stopProcessing'],
  ...Object.fromEntries(Object.entries(RULE_ELEMENTS).map(([name, attributes]) => [`rewrite/rules/rule/${name}`, attributes])),
  'rewrite/outboundRules': [],
  'rewrite/outboundRules/rule': ['name', 'enabled', 'preCondition', 'patternSyntax', 'stopProcessing'],
  ...Object.fromEntries(Object.entries(RULE_ELEMENTS).map(([name, attributes]) => [`rewrite/outboundRules/rule/${name}`, attributes])),
};

/** Every element path the file may hold, with its attributes: `configuration/system.webServer/httpErrors/error`. */
export const IIS_SCHEMA: Record<string, string[]> = {
  configuration: [],
  'configuration/system.webServer': [],
  ...Object.fromEntries(Object.entries(WEB_SERVER).map(([name, attributes]) => [`configuration/system.webServer/${name}`, attributes])),
  'configuration/location': ['path', 'allowOverride', 'overrideMode', 'inheritInChildApplications'],
  'configuration/location/system.webServer': [],
  ...Object.fromEntries(Object.entries(WEB_SERVER).map(([name, attributes]) => [`configuration/location/system.webServer/${name}`, attributes])),
};
