// The colours the reader chose with the header's switch (src/layout/PageControls.tsx).
// A file, as the CSP forbids inline scripts; a classic one in <head>, so it runs before the first paint.
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
} catch {
  // Storage is blocked: the device's setting applies.
}

// The switch says whether the page is dark (aria-pressed) from the start, before the page's script runs, and
// keeps saying it as the reader toggles it or the device changes scheme (sunset, battery saver).
(function () {
  var root = document.documentElement;
  var device = window.matchMedia('(prefers-color-scheme: dark)');
  function sync() {
    var dark = root.dataset.theme ? root.dataset.theme === 'dark' : device.matches;
    document.querySelectorAll('.theme-switch').forEach(function (button) {
      button.setAttribute('aria-pressed', String(dark));
    });
  }
  document.addEventListener('DOMContentLoaded', sync);
  device.addEventListener('change', sync);
  new MutationObserver(sync).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
})();
