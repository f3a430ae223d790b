export * from './catalogue.ts';
export { type CommandTranslation, hindiCommands } from './languages/commands-hi.ts';
// The website's translated pages, in i18next's format; Hindi is `@galaxia/core/languages/hi`, loaded on its own.
export { en as webEnglish, type Translation, type WebCatalogue } from './languages/en.ts';
export { languageTexts as englishLanguageTexts } from './languages/language-texts.ts';
export { layoutTexts as englishLayoutTexts } from './languages/layout-texts.ts';
export { templateValues } from './languages/template-values.ts';
export { pageFailed } from './page-failed.ts';
// One area on its own: the home page's JavaScript carries only the public site's texts, not the whole catalogue.
export { publicSiteMessages } from './public-site.ts';
export { siteToasts } from './site-toasts.ts';
