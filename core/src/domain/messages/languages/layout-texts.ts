/**
 * The header's, footer's and dialogs' texts in English: every page draws them, so like the language
 * switch's they live apart from the rest of en.ts and the home page's first load carries only these.
 */
export const layoutTexts = {
  nav: { home: 'Home', events: 'Events', creatives: 'Creatives', galaxia: 'Galaxia' },
  mainNav: 'Main',
  mobileNav: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  footerNav: 'Footer',
  footer: {
    tournaments: 'Tournaments',
    creatives: 'Creatives',
    about: 'About',
    contact: 'Contact',
    api: 'API',
    tagline: 'Esports tournaments for Discord communities.',
  },
  account: {
    button: 'Account',
    signIn: 'Sign in',
    profile: 'Profile',
    /** The avatar link's name; `{{name}}` is the signed-in person's. */
    profileOf: 'Profile of {{name}}',
    settings: 'Settings',
    myTeams: 'My Teams',
    logout: 'Logout',
    panel: 'Account',
  },
  close: 'Close',
  cancel: 'Cancel',
};
