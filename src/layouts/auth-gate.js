// Before first paint: signed-in header variant, and the protected-route gate (SPEC §2).
// Written inline into every page by Base.astro; astro.config.mjs adds its hash to the CSP.
(function () {
  var signedIn = !!(localStorage.getItem('authToken') && localStorage.getItem('authUser'));
  document.documentElement.dataset.auth = signedIn ? 'in' : 'out';
  var gate = document.currentScript && document.currentScript.dataset.protected === 'true';
  if (gate && !signedIn) {
    location.replace('/login?redirectTo=' + encodeURIComponent(location.pathname + location.search));
  }
})();
