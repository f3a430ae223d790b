/**
 * What a page that failed while drawing says. In a file of its own (and part of `publicSiteMessages`):
 * every layout draws the guard that shows it, so the first load carries these texts, not the catalogue.
 */
export const pageFailed = {
  title: 'This page stopped working',
  body: 'Something on this page failed. Reload it to try again; the rest of the site still works.',
  reload: 'Reload page',
};
