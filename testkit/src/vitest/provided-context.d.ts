// What the global setups hand to tests through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    baseUrl: string;
  }
}

export {};
