/**
 * The building blocks authors may use in MDX, with the rules the build and
 * `npm run check` enforce. The React components live in src/components/;
 * a unit test keeps this list and that map in step.
 */
export interface ComponentRule {
  /** Attributes that must be present. */
  required?: readonly string[];
  /** Attributes that may be present. */
  optional?: readonly string[];
  /** When set, every child element must be one of these components. */
  children?: readonly string[];
  /** When set, this element may only stand directly inside one of these. */
  parents?: readonly string[];
  /** True when the element must have some content. */
  needsContent?: boolean;
}

export const AUTHOR_COMPONENTS: Record<string, ComponentRule> = {
  Steps: { needsContent: true },
  Callout: { optional: ['type', 'title'], needsContent: true },
  Tabs: { children: ['Tab'], needsContent: true },
  Tab: { required: ['label'], parents: ['Tabs'], needsContent: true },
  Accordion: { children: ['AccordionItem'], needsContent: true },
  AccordionItem: { required: ['title'], optional: ['id'], parents: ['Accordion'], needsContent: true },
  ButtonLink: { required: ['href'], optional: ['variant'], needsContent: true },
  Cards: { children: ['Card'], needsContent: true },
  Card: { required: ['title'], optional: ['href'], parents: ['Cards'] },
  AppStoreLinks: { required: ['app', 'ios', 'android'] },
  StaffDirectory: {},
  EmbeddedPage: { required: ['src', 'title'], optional: ['height'] },
};

/**
 * Plain HTML elements authors may write as JSX (for a heading with a chosen id),
 * with the same kind of rules. No other attribute is allowed: `style` or `class`
 * would break the site's look and its content security policy.
 */
export const AUTHOR_HTML_ELEMENTS: Record<string, ComponentRule> = {
  h2: { optional: ['id'], needsContent: true },
  h3: { optional: ['id'], needsContent: true },
  h4: { optional: ['id'], needsContent: true },
  br: {},
  abbr: { optional: ['title'], needsContent: true },
  kbd: { needsContent: true },
};

/** The rules of a tag an author wrote, or undefined when guides may not use it. */
export function ruleOf(name: string): ComponentRule | undefined {
  if (Object.hasOwn(AUTHOR_COMPONENTS, name)) return AUTHOR_COMPONENTS[name];
  return Object.hasOwn(AUTHOR_HTML_ELEMENTS, name) ? AUTHOR_HTML_ELEMENTS[name] : undefined;
}

/** Allowed values of enumerated attributes. */
export const ATTRIBUTE_VALUES: Record<string, Record<string, readonly string[]>> = {
  Callout: { type: ['note', 'tip', 'warning'] },
  ButtonLink: { variant: ['primary', 'secondary'] },
};

/** Attributes whose value is an address (checked for existing routes, https and link: keys). */
export const URL_ATTRIBUTES = ['href', 'src', 'ios', 'android'] as const;
