// Where sign-in leads back to: the page a user was sent away from (a bookmark opened signed out, a
// session that ended mid-work). Only a path of this site: a crafted link cannot send the user
// elsewhere after they have typed their password.

/** The `next` value carried by /login for the page at `href`; none for the home page itself. */
export function returnSearch(href: string): { next?: string } {
  const path = href.split(/[?#]/)[0];
  return path === '/' || path === '/home' || path === '/login' ? {} : { next: href };
}

/** The page to open once signed in. */
export function returnPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return '/home';
  return next.startsWith('/login') ? '/home' : next;
}
