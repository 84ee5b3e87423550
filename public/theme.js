// Before the first paint: the colours the reader chose with the header's switch (ThemeSwitch.tsx). A file, as the CSP forbids inline scripts.
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
} catch {
  // Storage is blocked: the device's setting applies.
}
