/**
 * The web app's outcomes on the public pages. In a file of its own (and part of
 * `publicSiteMessages`): the home page's JavaScript carries these two texts, not the whole public site's.
 */
export const siteToasts = {
  eventsLoadFailed: 'Could not load events.',
  featuredLoadFailed: 'Could not load featured tournaments.',
};
