export * from './page-meta.ts';
export * from './site-paths.ts';
