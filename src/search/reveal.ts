/**
 * After a search hit opens: waits until the guide is on screen (its title is the
 * page's heading) and the target is shown (its tab selected, its answer open, by
 * Tabs and Accordion from the #hash), then scrolls to the target and moves focus
 * there, so keyboard and screen reader users continue from the section they chose.
 */
export function revealTarget(id: string, guideTitle: string, timeoutMs = 5000): void {
  const started = performance.now();
  const step = () => {
    const onGuide = document.getElementById('page-title')?.textContent === guideTitle;
    const target = document.getElementById(id);
    if (onGuide && target && target.getClientRects().length > 0) {
      target.scrollIntoView({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < timeoutMs) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
