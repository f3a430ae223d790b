import type { webEnglish } from '@galaxia/core';

// Keys given to `t` are checked against the English catalogue: a mistyped key fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof webEnglish };
  }
}
