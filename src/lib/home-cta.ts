/**
 * Where 'Start Creating Stories' leads: /create-story when signed in, else
 * /signup, or /login when the custom-login flag is off (then /signup only redirects to /login).
 */
export function heroCtaTarget(signedIn: boolean, customLogin: boolean): string {
  if (signedIn) return '/create-story';
  // The intent travels along: after sign-up (or sign-in) the parent lands on /create-story.
  return customLogin ? '/signup?redirectTo=%2Fcreate-story' : '/login?redirectTo=%2Fcreate-story';
}
