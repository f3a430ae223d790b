import { messages } from '../messages/catalogue.ts';

/** Checked in order: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Windows": enough for a person to recognise their own devices in Settings. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent ?? ''))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent ?? ''))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? messages.account.unknownDevice;
}
