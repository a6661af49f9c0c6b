// The headers of every answer the portal's origin gives, by kind of file: the one source the deploy
// writes as edge/headers.json (which the Node host of `pnpm start` reads) and as nginx includes
// (edge/<kind>-headers.conf, which the production edge includes: docs/operations.md). They change
// with the live page (its inline scripts' hashes) and the live config (the remotes' origins).
import { createHash } from 'node:crypto';

const HSTS = 'max-age=31536000; includeSubDomains';
const LOCKED = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];

/** Scripts and data (a version's files, JSON, errors) never run as a page of their own. */
export const STRICT_POLICY = ["default-src 'none'", "script-src 'self'", "style-src 'self'", ...LOCKED].join('; ');

/** The 'sha256-…' sources of a page's inline scripts (its first reads); a JSON block is data, never run. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /\btype="application\/json"/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The page may run scripts only from its own origin and the remotes' origins its config names (none
 * when every remote is served on the portal's origin, by path), with no eval and no inline script
 * but the page's own, by its hash; talk to those and to the API; and be framed by nobody. The page's
 * inline scripts are allowed for script elements only (`script-src-elem`), never for event handlers
 * or `javascript:` URLs; a browser without that directive keeps to `script-src` and the page starts
 * its reads from its bundle instead. Inline styles stay allowed for the toast library; they cannot
 * run code.
 */
export function shellPolicy(config, pageScripts = []) {
  const origin = (url) => (/^https?:\/\//.test(url) ? new URL(url).origin : '');
  // Remotes on other origins, and the sources a developer's tab may override a remote to (never in production).
  const remoteOrigins = (config.remotes ?? []).map((remote) => origin(remote.entry)).filter(Boolean);
  const remotes = [...new Set([...remoteOrigins, ...(config.allowRemoteOverrides ?? [])])].join(' ');
  const api = origin(config.apiBase ?? '');
  const list = (...sources) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    list('script-src', "'self'", remotes),
    ...(pageScripts.length ? [list('script-src-elem', "'self'", remotes, ...pageScripts)] : []),
    list('style-src', "'self'", "'unsafe-inline'", remotes),
    list('img-src', "'self'", 'data:', api),
    list('connect-src', "'self'", remotes, api),
    "font-src 'self' data:",
    "form-action 'self'",
    ...LOCKED,
  ].join('; ');
}

const secured = (policy) => ({
  'Content-Security-Policy': policy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Sent over HTTPS only (a browser ignores it on plain HTTP; the Node host leaves it out there).
  'Strict-Transport-Security': HSTS,
});

/** The kinds of answer, each with its headers. */
export const HEADER_KINDS = ['page', 'live', 'version', 'error'];

/**
 * - page: the page at every path and the live shell's other files (styles, icons): what is live now,
 *   kept but asked for again before each use;
 * - live: config.json and builds/latest.json, the same;
 * - version: a version folder's files, never overwritten: kept for a year, and readable by a page on
 *   another origin (scripts load with CORS so their integrity can be checked);
 * - error: the host's own answers (not found, a request it could not read).
 */
export function edgeHeaders(config, page) {
  return {
    page: { ...secured(shellPolicy(config, inlineScriptHashes(page))), 'Cache-Control': 'no-cache' },
    live: { ...secured(STRICT_POLICY), 'Cache-Control': 'no-cache' },
    version: {
      ...secured(STRICT_POLICY),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
    },
    error: { ...secured(STRICT_POLICY), 'Cache-Control': 'no-store' },
  };
}

/** One kind's headers as an nginx include: `add_header` lines, sent with every status (`always`). */
export function nginxInclude(headers) {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (/["$\\\n]/.test(value)) throw new Error(`The header ${name} cannot be written for nginx: ${value}`);
    return `add_header ${name} "${value}" always;`;
  });
  return `# Written by scripts/deploy.mjs from the live page and config; do not edit.\n${lines.join('\n')}\n`;
}
