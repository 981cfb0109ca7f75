/**
 * The header on every page: signed-in or -out state from the stored session, the session kept fresh, the story balance in the menus, sign out.
 * Started by the site's behaviour (src/lib/site/index.ts), after the page has loaded.
 */
import { AUTH_CHANGED_EVENT, keepSessionFresh, logout } from '../auth-client.ts';
import { headerUserLabel } from '../header-label.ts';
import { readStoredAuth } from '../stores/auth.ts';
import { showStoryBalance } from '../story-balance.ts';

function render() {
  const stored = readStoredAuth();
  document.documentElement.dataset.auth = stored ? 'in' : 'out';
  if (stored) {
    document.querySelectorAll('[data-user-email]').forEach((el) => (el.textContent = stored.user.email));
    document.querySelectorAll('[data-user-short]').forEach((el) => (el.textContent = headerUserLabel(stored.user.email)));
  }
}

/** Fills the header from the stored session and keeps it current. */
export function startHeader(): void {
  render();
  // Refresh 2 minutes before expiry on every page; supabase-js loads only when it is due.
  keepSessionFresh();
  window.addEventListener('storage', (event) => {
    render();
    if (event.key === 'authToken') keepSessionFresh();
  });
  window.addEventListener(AUTH_CHANGED_EVENT, render);
  // The story balance: fetched when a signed-in menu opens, so pages load nothing extra;
  // also for a menu opened before this started (the menus are <details>: they open without script).
  document.querySelectorAll<HTMLDetailsElement>('[data-user-menu], [data-mobile-menu]').forEach((menu) => {
    const balance = () => {
      if (menu.open && readStoredAuth()) void showStoryBalance(menu);
    };
    menu.addEventListener('toggle', balance);
    balance();
  });
  document.querySelectorAll('[data-sign-out]').forEach((button) =>
    button.addEventListener('click', async () => {
      (button as HTMLButtonElement).disabled = true;
      await logout();
      window.location.href = document.documentElement.lang === 'en' ? '/login' : `/${document.documentElement.lang}/login`;
    }),
  );
}
