/**
 * The browser and system a session was last used from, read from its User-Agent for the list of signed-in devices.
 * Product names are not translated; null when the User-Agent says neither (the client shows 'Unknown device').
 * Order matters: Edge, Opera and Samsung Internet also say Chrome and Safari; Chrome also says Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function describeDevice(userAgent: string | null): { browser: string | null; os: string | null } {
  const ua = userAgent ?? '';
  return { browser: first(BROWSERS, ua), os: first(SYSTEMS, ua) };
}
