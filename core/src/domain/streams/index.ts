export * from './stream-hosts.ts';
export * from './watch-links.ts';
