/**
 * The MDN HTTP Observatory's scoring rubric, for the tests it defines: Content-Security-Policy,
 * cookies, CORS, redirection, Referrer-Policy, Strict-Transport-Security, Subresource Integrity,
 * X-Content-Type-Options, X-Frame-Options and Cross-Origin-Resource-Policy. Each test yields one
 * of the rubric's named results and its score modifier; the score starts at 100, penalties
 * apply, and bonuses count only when the penalised score is still 90 or more.
 *
 * It scores what a scan would see of a response, so the site's headers can be held to a grade in
 * a unit test and against the real server without a network scan.
 */

export interface ObservatoryInput {
  /** Response headers of the page (names in any case; repeated headers as arrays). */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The page's HTML, for Subresource Integrity; omit for a response that is not HTML. */
  readonly html?: string;
  /** The page's own URL (https), to tell same-origin scripts from external ones. */
  readonly url: string;
  /**
   * What plain http:// does: 'no-http' when nothing listens there, or the redirect chain the
   * first http:// request follows (each hop's target URL, in order).
   */
  readonly http: 'no-http' | readonly string[];
  /** Whether the host is on the browsers' HSTS preload list (a scan asks the list itself). */
  readonly hstsPreloaded?: boolean;
  /** Headers of the same page requested with a foreign `Origin`, for the CORS test. */
  readonly corsProbeHeaders?: ObservatoryInput['headers'];
}

/** The rubric's results and their score modifiers. */
export const modifiers = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-no-referrer-when-downgrade': 0,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'cross-origin-resource-policy-not-implemented': 0,
  'cross-origin-resource-policy-implemented-with-same-site': 0,
  'cross-origin-resource-policy-implemented-with-same-origin': 0,
  'cross-origin-resource-policy-implemented-with-universal': 0,
  'cross-origin-resource-policy-header-invalid': -5,
} as const;

export type Result = keyof typeof modifiers;

export type TestName =
  | 'content-security-policy'
  | 'cookies'
  | 'cross-origin-resource-sharing'
  | 'redirection'
  | 'referrer-policy'
  | 'strict-transport-security'
  | 'subresource-integrity'
  | 'x-content-type-options'
  | 'x-frame-options'
  | 'cross-origin-resource-policy';

export interface ObservatoryScore {
  readonly score: number;
  readonly grade: string;
  readonly results: Readonly<Record<TestName, Result>>;
}

/** Six months, in seconds: the rubric's floor for a max-age. */
const sixMonths = 15_768_000;

type Headers = ObservatoryInput['headers'];

function header(headers: Headers | undefined, name: string): string[] {
  if (!headers) return [];
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

export type Policy = ReadonlyMap<string, readonly string[]>;

/** Parses a CSP header; null when it is malformed (a directive named twice, a bad name). */
export function parseCsp(values: readonly string[]): Policy | null {
  const policy = new Map<string, string[]>();
  // Several CSP headers all apply; the rubric reads the first policy's directives.
  for (const directive of (values[0] ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!/^[a-z-]+$/.test(key) || policy.has(key)) return null;
    policy.set(
      key,
      sources.map((s) => s.toLowerCase()),
    );
  }
  return policy.size > 0 ? policy : null;
}

const fetchDirectives = ['script-src', 'object-src', 'style-src', 'img-src', 'media-src'];

/** A directive's effective sources, falling back to default-src as browsers do. */
function effective(policy: Policy, directive: string): readonly string[] {
  return policy.get(directive) ?? policy.get('default-src') ?? ['*'];
}

const insecureSources = new Set(['*', 'http:', 'https:', 'ftp:', 'http://*', 'https://*']);
const isInsecure = (source: string) =>
  insecureSources.has(source) || source.startsWith('http://') || source.startsWith('ftp://');

export function testCsp(headers: Headers): Result {
  const values = header(headers, 'content-security-policy');
  if (values.length === 0) return 'csp-not-implemented';
  const policy = parseCsp(values);
  if (!policy) return 'csp-header-invalid';
  const script = effective(policy, 'script-src');
  const style = effective(policy, 'style-src');
  // A hash, a nonce or 'strict-dynamic' makes browsers ignore 'unsafe-inline'.
  const neutralised = (sources: readonly string[]) =>
    sources.some((s) => /^'(sha(256|384|512)-|nonce-|strict-dynamic)/.test(s));
  const unsafeInline = (sources: readonly string[]) =>
    sources.includes("'unsafe-inline'") && !neutralised(sources);
  const active = ['script-src', 'object-src', 'style-src'].flatMap((d) => effective(policy, d));
  const passive = ['img-src', 'media-src'].flatMap((d) => effective(policy, d));
  // A data: URL is as good as an inline script.
  if (
    unsafeInline(script) ||
    script.includes('data:') ||
    effective(policy, 'object-src').includes('data:')
  ) {
    return 'csp-implemented-with-unsafe-inline';
  }
  if (active.some(isInsecure)) return 'csp-implemented-with-insecure-scheme';
  if (script.includes("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval';
  if (passive.some(isInsecure))
    return 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if (unsafeInline(style)) return 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultNone = policy.get('default-src')?.join(' ') === "'none'";
  return defaultNone && fetchDirectives.every((d) => effective(policy, d).length > 0)
    ? 'csp-implemented-with-no-unsafe-default-src-none'
    : 'csp-implemented-with-no-unsafe';
}

interface Cookie {
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
}

function parseCookie(line: string): Cookie {
  const [pair = '', ...parts] = line.split(';');
  const attributes = new Map(
    parts.map((part) => {
      const [key = '', ...rest] = part.split('=');
      return [key.trim().toLowerCase(), rest.join('=').trim()] as const;
    }),
  );
  return { name: pair.split('=')[0]!.trim(), attributes };
}

export function testCookies(headers: Headers, hsts: Result): Result {
  const cookies = header(headers, 'set-cookie').map(parseCookie);
  if (cookies.length === 0) return 'cookies-not-found';
  const protectedByHsts =
    hsts === 'hsts-preloaded' || hsts === 'hsts-implemented-max-age-at-least-six-months';
  const isSession = (c: Cookie) => /sess|login|token|auth/i.test(c.name);
  const sameSiteValues = new Set(['strict', 'lax', 'none']);
  if (
    cookies.some(
      (c) =>
        c.attributes.has('samesite') &&
        !sameSiteValues.has(c.attributes.get('samesite')!.toLowerCase()),
    )
  ) {
    return 'cookies-samesite-flag-invalid';
  }
  const insecureSession = cookies.some((c) => isSession(c) && !c.attributes.has('secure'));
  if (insecureSession) {
    return protectedByHsts
      ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
      : 'cookies-session-without-secure-flag';
  }
  if (cookies.some((c) => isSession(c) && !c.attributes.has('httponly')))
    return 'cookies-session-without-httponly-flag';
  if (cookies.some((c) => !c.attributes.has('secure'))) {
    return protectedByHsts
      ? 'cookies-without-secure-flag-but-protected-by-hsts'
      : 'cookies-without-secure-flag';
  }
  return cookies.every((c) => c.attributes.has('samesite'))
    ? 'cookies-secure-with-httponly-sessions-and-samesite'
    : 'cookies-secure-with-httponly-sessions';
}

export function testCors(headers: Headers, probe: Headers | undefined): Result {
  const probed = header(probe, 'access-control-allow-origin')[0]?.trim();
  const credentials = header(probe, 'access-control-allow-credentials')[0]?.trim().toLowerCase();
  if (probed && probed !== '*' && probed !== 'null' && credentials === 'true') {
    return 'cross-origin-resource-sharing-implemented-with-universal-access';
  }
  const allow = header(headers, 'access-control-allow-origin')[0]?.trim() ?? probed;
  if (!allow) return 'cross-origin-resource-sharing-not-implemented';
  return allow === '*'
    ? 'cross-origin-resource-sharing-implemented-with-public-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

export function testRedirection(input: ObservatoryInput): Result {
  if (input.http === 'no-http') return 'redirection-not-needed-no-http';
  const hops = input.http.map((url) => new URL(url));
  if (hops.length === 0) return 'redirection-missing';
  const host = new URL(input.url).host;
  const first = hops[0]!;
  if (first.protocol !== 'https:') return 'redirection-not-to-https-on-initial-redirection';
  if (first.host !== host) return 'redirection-off-host-from-http';
  if (hops.at(-1)!.protocol !== 'https:') return 'redirection-not-to-https';
  return input.hstsPreloaded ? 'redirection-all-redirects-preloaded' : 'redirection-to-https';
}

const privatePolicies = new Set([
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
]);
const unsafePolicies = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url']);

export function testReferrerPolicy(headers: Headers): Result {
  const values = header(headers, 'referrer-policy');
  if (values.length === 0) return 'referrer-policy-not-implemented';
  // Browsers take the last policy they understand, so a fallback list reads right to left.
  const known = values
    .join(',')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(
      (v) => privatePolicies.has(v) || unsafePolicies.has(v) || v === 'no-referrer-when-downgrade',
    );
  const policy = known.at(-1);
  if (!policy) return 'referrer-policy-header-invalid';
  if (privatePolicies.has(policy)) return 'referrer-policy-private';
  if (policy === 'no-referrer-when-downgrade') return 'referrer-policy-no-referrer-when-downgrade';
  return 'referrer-policy-unsafe';
}

export function testHsts(headers: Headers, preloaded = false): Result {
  if (preloaded) return 'hsts-preloaded';
  const value = header(headers, 'strict-transport-security')[0];
  if (value === undefined) return 'hsts-not-implemented';
  const maxAge = value.match(/(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i)?.[1];
  if (maxAge === undefined) return 'hsts-header-invalid';
  return Number(maxAge) >= sixMonths
    ? 'hsts-implemented-max-age-at-least-six-months'
    : 'hsts-implemented-max-age-less-than-six-months';
}

export function testSri(input: ObservatoryInput): Result {
  const type = header(input.headers, 'content-type')[0] ?? '';
  if (input.html === undefined || !type.includes('text/html'))
    return 'sri-not-implemented-response-not-html';
  const page = new URL(input.url);
  const scripts = [
    ...input.html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)[^>]*>/gi),
  ].map(([tag, src = '']) => {
    const url = new URL(src, page);
    return {
      integrity: /\sintegrity\s*=/i.test(tag),
      sameOrigin: url.origin === page.origin,
      secure:
        url.protocol === 'https:' || (url.origin === page.origin && page.protocol === 'https:'),
    };
  });
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const external = scripts.filter((s) => !s.sameOrigin);
  const allSecure = scripts.every((s) => s.secure);
  if (scripts.every((s) => s.integrity)) {
    if (!allSecure) return 'sri-implemented-but-external-scripts-not-loaded-securely';
    return external.length > 0
      ? 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-implemented-and-all-scripts-loaded-securely';
  }
  if (external.length === 0) return 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  return external.every((s) => s.secure)
    ? 'sri-not-implemented-but-external-scripts-loaded-securely'
    : 'sri-not-implemented-and-external-scripts-not-loaded-securely';
}

export function testContentTypeOptions(headers: Headers): Result {
  const value = header(headers, 'x-content-type-options')[0];
  if (value === undefined) return 'x-content-type-options-not-implemented';
  return value.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

export function testFrameOptions(headers: Headers): Result {
  const policy = parseCsp(header(headers, 'content-security-policy'));
  if (policy?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  const value = header(headers, 'x-frame-options')[0]?.trim().toLowerCase();
  if (value === undefined) return 'x-frame-options-not-implemented';
  if (value === 'deny' || value === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  if (value.startsWith('allow-from ')) return 'x-frame-options-allow-from-origin';
  return 'x-frame-options-header-invalid';
}

export function testResourcePolicy(headers: Headers): Result {
  const value = header(headers, 'cross-origin-resource-policy')[0]?.trim().toLowerCase();
  if (value === undefined) return 'cross-origin-resource-policy-not-implemented';
  if (value === 'same-site') return 'cross-origin-resource-policy-implemented-with-same-site';
  if (value === 'same-origin') return 'cross-origin-resource-policy-implemented-with-same-origin';
  if (value === 'cross-origin') return 'cross-origin-resource-policy-implemented-with-universal';
  return 'cross-origin-resource-policy-header-invalid';
}

const grades: readonly [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
];

export function gradeFor(score: number): string {
  return grades.find(([floor]) => score >= floor)?.[1] ?? 'F';
}

/** Bonuses count only for a response that still scores this much after its penalties. */
export const minimumScoreForBonus = 90;

export function scoreResponse(input: ObservatoryInput): ObservatoryScore {
  const hsts = testHsts(input.headers, input.hstsPreloaded);
  const results: Record<TestName, Result> = {
    'content-security-policy': testCsp(input.headers),
    cookies: testCookies(input.headers, hsts),
    'cross-origin-resource-sharing': testCors(input.headers, input.corsProbeHeaders),
    redirection: testRedirection(input),
    'referrer-policy': testReferrerPolicy(input.headers),
    'strict-transport-security': hsts,
    'subresource-integrity': testSri(input),
    'x-content-type-options': testContentTypeOptions(input.headers),
    'x-frame-options': testFrameOptions(input.headers),
    'cross-origin-resource-policy': testResourcePolicy(input.headers),
  };
  const values: number[] = Object.values(results).map((result) => modifiers[result]);
  const penalised = Math.max(0, 100 + values.filter((v) => v < 0).reduce((a, b) => a + b, 0));
  const bonus = values.filter((v) => v > 0).reduce((a, b) => a + b, 0);
  const score = penalised >= minimumScoreForBonus ? penalised + bonus : penalised;
  return { score, grade: gradeFor(score), results };
}
