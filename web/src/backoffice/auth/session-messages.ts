/** What the back office says about a session that ends (issue 19); not in the spec, so written here. */
export const SESSION_MESSAGES = {
  sessionEnded: 'Your session has ended. Sign in again to continue where you left off.',
  idleWarningTitle: 'Are you still there?',
  idleWarning: (timeLeft: string) =>
    `For your security you will be signed out in ${timeLeft}, as there has been no activity. Anything you have typed is kept.`,
  staySignedIn: 'Stay signed in',
  signOut: 'Sign out',
} as const;
