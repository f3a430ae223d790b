export * from './catalogue.ts';
// The `…Messages` exports below are areas on their own: a page that shows a few texts (the home page, the
// events list, an event's page) carries only their areas, not the whole catalogue.
export { communitiesMessages } from './communities.ts';
export { entryVerificationMessages } from './entry-verification.ts';
export { type CommandTranslation, hindiCommands } from './languages/commands-hi.ts';
// The website's translated pages, in i18next's format; Hindi is `@galaxia/core/languages/hi`, loaded on its own.
export { en as webEnglish, type Translation, type WebCatalogue } from './languages/en.ts';
export { languageTexts as englishLanguageTexts } from './languages/language-texts.ts';
export { layoutTexts as englishLayoutTexts } from './languages/layout-texts.ts';
export { templateValues } from './languages/template-values.ts';
export { organiserMessages } from './organiser.ts';
export { pageFailed } from './page-failed.ts';
export { publicSiteMessages } from './public-site.ts';
export { rostersMessages } from './rosters.ts';
export { siteToasts } from './site-toasts.ts';
