export * from './catalogue.ts';
export { pageFailed } from './page-failed.ts';
// One area on its own: the home page's JavaScript carries only the public site's texts, not the whole catalogue.
export { publicSiteMessages } from './public-site.ts';
export { siteToasts } from './site-toasts.ts';
