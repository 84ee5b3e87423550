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

/** Plain HTML elements authors may write as JSX (for a heading with a chosen id). */
export const AUTHOR_HTML_ELEMENTS = ['h2', 'h3', 'h4', 'br', 'abbr', 'kbd'] as const;

/** Allowed values of enumerated attributes. */
export const ATTRIBUTE_VALUES: Record<string, Record<string, readonly string[]>> = {
  Callout: { type: ['note', 'tip', 'warning'] },
  ButtonLink: { variant: ['primary', 'secondary'] },
};

/** Attributes whose value is an address (checked for existing routes, https and link: keys). */
export const URL_ATTRIBUTES = ['href', 'src', 'ios', 'android'] as const;
