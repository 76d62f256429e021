// Registers the mock API's service worker while the page is still loading, so that the
// worker installs and activates alongside the app's own scripts. msw's start-up
// (lib/boot.ts) registers the same script again, which returns this registration; any
// failure here is left for it to report.
(function registerMockWorker() {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement) || !('serviceWorker' in navigator)) return;
  const worker = new URL('mockServiceWorker.js', script.src);
  const scope = new URL('./', script.src);
  navigator.serviceWorker.register(worker.pathname, { scope: scope.pathname }).catch(() => undefined);
})();
