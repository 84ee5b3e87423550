/* Restores the reader's colour choice (the header's theme switch) before the first paint, so no wrong colours flash. A file, not an inline script: the security policy forbids inline scripts. */
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
} catch (error) {
  /* Storage blocked: the device's setting applies. */
}
