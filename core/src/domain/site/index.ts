export * from './languages.ts';
export * from './page-meta.ts';
export * from './page-titles.ts';
export * from './site-paths.ts';
