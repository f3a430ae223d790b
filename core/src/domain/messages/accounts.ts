/** Accounts: sign-in, providers, profiles and mail. */
export const accountsMessages = {
  login: {
    dialogTitle: 'Login with Discord',
    dialogText: 'Use Discord to manage your tournaments and profile.',
    continue: 'Continue with Discord',
    cancel: 'Cancel',
    /** Under the dialog's Discord button: the other ways in the server offers. */
    otherWays: 'Or sign in another way',
    continueWithEmail: 'Continue with email',
    pageTitle: 'Welcome back',
    pageText: 'Sign in to manage your tournaments, teams and profile.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    signIn: 'Sign in',
    continueWithGoogle: 'Continue with Google',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
  },
  profile: {
    nameRequired: 'Name is required',
  },
  access: {
    notServerAdmin: 'Only administrators of this Discord server can do that.',
  },
  auth: {
    invalidState: 'This sign-in link has expired or was already used. Please sign in again.',
    discordFailed: 'Discord did not confirm your sign-in. Please try again.',
    demoDisabled: 'Demo sign-in is not available here.',
    signInDenied: 'Discord sign-in was cancelled.',
    signInUnavailable: 'Discord sign-in is not configured on this server.',
    demoUserUnknown: 'Pick one of the listed demo users.',
    crossSite: 'This request did not come from Galaxia.',
  },
  account: {
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Password is required',
    nameRequired: 'Name is required',
    passwordTooShort: 'Password must be at least 10 characters',
    passwordTooLong: 'Password must be at most 128 characters',
    passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
    emailTaken: 'This email is already registered. Sign in or reset your password.',
    signUpSent: 'Check your email: we sent you a link to verify your address.',
    invalidCredentials: 'Incorrect email or password',
    emailNotVerified: 'Verify your email before signing in. We sent you a new link.',
    verifyLinkInvalid: 'This verification link has expired or was already used.',
    emailVerified: 'Your email is verified. You can sign in now.',
    resetSent:
      'If an account uses this email, we sent it a link to reset the password. The link works for 30 minutes.',
    resetLinkInvalid: 'This reset link has expired or was already used. Ask for a new one.',
    passwordReset: 'Your password is changed and every other session is signed out. Sign in with it now.',
    passwordSet: 'Password saved. You can now sign in with your email and password.',
    passwordSetNeedsVerification:
      'Password saved. Verify your email from the link we sent to sign in with it.',
    currentPasswordWrong: 'Your current password is not correct',
    tooManyAttempts: (minutes: number) =>
      `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    googleUnavailable: 'Google sign-in is not configured on this server.',
    googleFailed: 'Google did not confirm your sign-in. Please try again.',
    googleEmailInUse: (email: string) =>
      `An account already uses ${email}. Sign in to it, then confirm linking your Google account.`,
    googleLinkPending: (email: string) => `Link the Google account ${email} to this Galaxia account?`,
    googleLinked: 'Google is linked to your account.',
    googleTaken: 'This Google account is already linked to another Galaxia account.',
    noPendingLink: 'There is no Google account waiting to be linked.',
    discordLinked: 'Discord is linked to your account.',
    discordTaken: 'This Discord account is already linked to another Galaxia account.',
    discordRequired: 'Organiser features need a linked Discord account.',
    discordRequiredText:
      'Tournaments belong to Discord servers, and the bot knows you by your Discord account. Link Discord to organise.',
    linkDiscord: 'Link Discord',
    methodNotLinked: 'That sign-in method is not linked to your account.',
    lastMethod: 'You cannot remove your only way to sign in. Add another one first.',
    unlinked: (method: string) => `${method} is no longer linked to your account.`,
    outboxDisabled:
      'The local outbox exists only in development without SMTP, for requests from this machine.',
    mailUnavailable: 'Email cannot be sent from this server right now. Please try again later.',
    // Active sessions and the review of ways in (issue 29, findings 1-2).
    signedOutElsewhere: 'You are signed out on every other device.',
    unknownDevice: 'Unknown device',
    reviewSignInMethods: (ways: string) =>
      `${ways} could sign in to this account before your email was proven yours. If you did not add it, remove it.`,
    reviewKept: 'Your ways to sign in stay as they are.',
  },
  mail: {
    // The account mails (verification, reset) are in languages/mail-texts.ts: they follow the recipient's language.
    notificationText: (body: string, link: string | null) =>
      `${body}${link ? `\n\n${link}` : ''}\n\nYou get these emails because email notifications are on in your Galaxia settings.`,
  },
  /** The web app's own outcomes around signing in and out. */
  accountToasts: {
    signedOut: 'Signed out',
    signOutFailed: 'Could not sign out. Please try again.',
    signedInAs: (name: string) => `Signed in as ${name}`,
    signInFailed: 'Sign-in failed. Please try again.',
    demoSignInFailed: 'Demo sign-in failed',
    resetEmailFailed: 'Could not send the reset email. Please try again.',
    signUpFailed: 'Sign-up failed. Please try again.',
    passwordChangeFailed: 'Could not change the password. Please try again.',
    unlinkFailed: 'Could not unlink. Please try again.',
    linkGoogleFailed: 'Could not link Google. Please try again.',
    passwordSaveFailed: 'Could not save the password. Please try again.',
    signOutOthersFailed: 'Could not sign out your other devices. Please try again.',
    reviewFailed: 'Could not save your review. Please try again.',
  },
} as const;
