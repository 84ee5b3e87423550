/**
 * A guide's body made into a section of a packet, in the browser: what
 * src/shared/handout-compose.ts handoutBody does to the build's HTML, done here on
 * the nodes of the fetched page itself. Never on HTML the browser wrote back
 * out (innerHTML): there a quote in a guide's text is no longer escaped, so a
 * regular expression meant for attributes would read text as markup (issue 50).
 */

/** Attributes that hold ids, one or several separated by spaces (handout-compose.ts ID_ATTRIBUTES). */
const ID_ATTRIBUTES = ['id', 'for', 'aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns', 'data-copy-id'];

/** The body's children, imported into `into`: ids prefixed, headings a level down, pictures loaded for print, widgets not started. */
export function handoutNodes(body: Element, prefix: string, into: Document): DocumentFragment {
  const copy = body.cloneNode(true) as Element;
  for (const node of copy.querySelectorAll('*')) {
    for (const name of ID_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null) node.setAttribute(name, value.split(/\s+/).filter(Boolean).map((id) => `${prefix}${id}`).join(' '));
    }
    const href = node.getAttribute('href');
    if (href !== null && href.startsWith('#') && href.length > 1) node.setAttribute('href', `#${prefix}${href.slice(1)}`);
    node.removeAttribute('data-widget');
    node.removeAttribute('data-props');
    // Loaded with the page, at low priority: a lazy picture never in view prints as a blank box (handout-compose.ts printedPictures).
    if (node.localName === 'img') {
      node.removeAttribute('loading');
      node.setAttribute('fetchpriority', 'low');
    }
  }
  // `<h2>` becomes `<h3>`, and so on to `<h6>`: in a packet the guide's title is the h2. Deepest first, so no heading moves twice.
  for (const level of [5, 4, 3, 2]) {
    for (const heading of copy.querySelectorAll(`h${level}`)) {
      const lower = heading.ownerDocument.createElement(`h${level + 1}`);
      for (const attribute of heading.attributes) lower.setAttribute(attribute.name, attribute.value);
      lower.append(...heading.childNodes);
      heading.replaceWith(lower);
    }
  }
  const fragment = into.createDocumentFragment();
  for (const child of [...copy.childNodes]) fragment.append(into.importNode(child, true));
  return fragment;
}
