// Before first paint: signed-in header variant, the protected-route gate, and the brand
// font when this browser has it already (src/lib/site/brand-font.ts, key 'bh-font').
// Written inline into every page by Base.astro; astro.config.mjs adds its hash to the CSP.
(function () {
  try {
    if (localStorage.getItem('bh-font') === '1') document.documentElement.dataset.font = 'nunito';
  } catch (e) {}
  var signedIn = !!(localStorage.getItem('authToken') && localStorage.getItem('authUser'));
  document.documentElement.dataset.auth = signedIn ? 'in' : 'out';
  var gate = document.currentScript && document.currentScript.dataset.protected === 'true';
  if (gate && !signedIn) {
    location.replace('/login?redirectTo=' + encodeURIComponent(location.pathname + location.search));
  }
})();
