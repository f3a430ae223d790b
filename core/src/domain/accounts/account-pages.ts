/**
 * The site pages account mails and redirects point at. The dashboard's paths module spreads these, so
 * a link in an email and the router can never disagree.
 */
export const accountPages = {
  login: '/login',
  signUp: '/sign-up',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  devOutbox: '/dev/outbox',
  settings: '/settings',
} as const;

/** A mailed link: the page plus its single-use token. */
export const tokenLink = (publicUrl: string, page: string, token: string) =>
  `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
