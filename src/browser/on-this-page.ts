/**
 * "On this page" beside the text on wide screens (src/layout/OnThisPage.tsx):
 * plain links, which work without JavaScript. This marks the section being
 * read (`aria-current="location"`): the last listed heading, tab or answer
 * above the top fifth of the window, among those shown. It looks again only
 * when one of them crosses that line (an IntersectionObserver) or a tab or
 * answer opens or closes, never on every scroll event.
 */
export function startOnThisPage(): void {
  const aside = document.querySelector('.on-this-page--aside');
  if (!aside) return;
  const links = [...aside.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const targets = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));

  const mark = () => {
    let current: HTMLAnchorElement | undefined;
    targets.forEach((target, index) => {
      // Inside a closed tab or answer: not being read.
      if (!target || target.closest('[hidden]') || target.getClientRects().length === 0) return;
      if (target.getBoundingClientRect().top < window.innerHeight / 5) current = links[index];
    });
    for (const link of links) {
      if (link === current) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };

  // What lies above the line, however far: a target crosses it whatever the scroll's jump (a band alone could be jumped over).
  const crossing = new IntersectionObserver(mark, { rootMargin: '1000000px 0px -80% 0px' });
  for (const target of targets) if (target) crossing.observe(target);
  new MutationObserver(mark).observe(document.querySelector('main') ?? document.body, { attributeFilter: ['hidden'], subtree: true });
}
