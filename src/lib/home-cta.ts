/**
 * Where 'Start Creating Stories' leads (SPEC §2 Home): /create-story when signed in, else
 * /signup, or /login when the custom-login flag is off (then /signup only redirects to /login).
 */
export function heroCtaTarget(signedIn: boolean, customLogin: boolean): string {
  if (signedIn) return '/create-story';
  return customLogin ? '/signup' : '/login';
}
