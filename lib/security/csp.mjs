// The site's Content-Security-Policy: one policy for every page, plus the third-party hosts a
// route needs, listed per path below. No 'unsafe-inline' or 'unsafe-eval' for scripts: a page
// rendered for a request gets a fresh nonce, which Next reads from the request's CSP header and
// puts on its scripts; a page Next serves from its cache (prerendered at build, or regenerated at
// run time) gets the SHA-256 hashes of exactly the inline scripts it carries (csp-step.mjs).
// Plain JavaScript with JSDoc types, so the production server (scripts/server.mjs) loads it as it
// is, with no compiler at run time.
//
// A client-side navigation keeps the policy of the document it happens in; the server turns one
// into a page that needs more hosts into a full page load (canNavigateInPlace below).
//
// Styles keep 'unsafe-inline': React's `style` attributes need it, and a style cannot run code.
// @see https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/CSP
import { createHash, randomBytes } from 'node:crypto';

/** @typedef {Readonly<Record<string, readonly string[]>>} Directives */

/**
 * Every page. `default-src 'none'`: anything not listed here is refused.
 * @type {Directives}
 */
export const baseDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: and blob: for images made in the browser; i.ytimg.com for YouTube video thumbnails.
  'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
  'font-src': ["'self'"],
  // The testimonial videos are the site's own files.
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** @type {Directives} */
const youtubeEmbed = { 'frame-src': ['https://www.youtube-nocookie.com'] };

const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const RAZORPAY_API_BASE = 'https://api.razorpay.com';

/** @param {string | undefined} url */
const originOf = (url) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * Razorpay Checkout's hosts, only while Razorpay is configured (both keys set, as lib/env.ts
 * requires): its script, the checkout frame, and the API the frame and script call. Without the
 * keys the payment pages take no online payment and allow no payment host. RAZORPAY_CHECKOUT_URL
 * and RAZORPAY_API_BASE may point at a stand-in (tests, a staging gateway), whose origins are then
 * the ones allowed.
 * @returns {Directives}
 */
function configuredRazorpay() {
  if (!process.env.RAZORPAY_KEY_ID || !process.env.RAZORPAY_KEY_SECRET) return {};
  const script = originOf(process.env.RAZORPAY_CHECKOUT_URL || RAZORPAY_CHECKOUT_URL);
  const api = originOf(process.env.RAZORPAY_API_BASE || RAZORPAY_API_BASE);
  const hosts = [...new Set([script, api].filter((h) => !!h))];
  return {
    'script-src': script ? [script] : [],
    'frame-src': hosts,
    'connect-src': hosts,
  };
}

// The checkout's pages, from the course chosen to the receipt: the payment step (its address is
// built in lib/payments/payment-path.ts) needs Razorpay, and the pages before it carry the same
// hosts so that the details form's step to it stays a client-side navigation.
const paymentPaths = [
  '/checkout',
  '/detail-verification',
  '/detail-verification/payment',
  '/payment-sucessfull',
];

/**
 * The routes that need more than the base policy: a page that embeds or calls a third party adds
 * its path here. A path matches itself and everything below it (`/Yt` also covers `/Yt/abc`).
 * Paths are the spec's, spelling included (spec §2).
 * @type {readonly { paths: readonly string[], extra: Directives }[]}
 */
export const routePolicies = [
  // The brochure page previews the PDF in an <object> (its fallback text is what phones without
  // an inline PDF viewer show); the PDF may be shown inside the site's own pages only.
  // Chromium checks such an <object> against both object-src and frame-src.
  { paths: ['/Brochure'], extra: { 'object-src': ["'self'"], 'frame-src': ["'self'"] } },
  { paths: ['/brochure.pdf'], extra: { 'frame-ancestors': ["'self'"] } },
  {
    paths: [
      '/beginer-french',
      '/elimentary-french',
      '/intermediate-course',
      '/B2-level',
      '/WatchPractice',
      '/Yt',
    ],
    extra: youtubeEmbed,
  },
  // The course player: a class recording plays from YouTube (privacy-enhanced) or Vimeo, each
  // created only on click.
  {
    paths: ['/french-course-layout'],
    extra: { 'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] },
  },
];

/**
 * @param {string} pathname
 * @param {string} path
 */
const under = (pathname, path) => pathname === path || pathname.startsWith(path + '/');

/**
 * The extra directives of a path's route (merged when several entries match).
 * @param {string} pathname
 * @returns {Directives}
 */
export function extraDirectivesFor(pathname) {
  /** @type {Record<string, string[]>} */
  const out = {};
  const policies = [...routePolicies, { paths: paymentPaths, extra: configuredRazorpay() }];
  for (const { paths, extra } of policies) {
    if (!paths.some((p) => under(pathname, p))) continue;
    for (const [name, sources] of Object.entries(extra)) {
      if (!sources.length) continue;
      out[name] = [...new Set([...(out[name] ?? []), ...sources])];
    }
  }
  return out;
}

/**
 * The policy of a page at `pathname` whose inline scripts are allowed by `scriptSources` (a nonce
 * and/or hashes, each already quoted: `'nonce-…'`, `'sha256-…'`).
 * @param {string} pathname
 * @param {readonly string[]} scriptSources
 * @returns {string}
 */
export function policyFor(pathname, scriptSources) {
  const extra = extraDirectivesFor(pathname);
  const names = [...new Set([...Object.keys(baseDirectives), ...Object.keys(extra)])];
  return names
    .map((name) => {
      let sources = [...(baseDirectives[name] ?? []), ...(extra[name] ?? [])];
      // A directive that gains hosts drops its 'none' (from the base or from default-src).
      if (sources.length > 1) sources = sources.filter((s) => s !== "'none'");
      if (name === 'script-src') sources.push(...scriptSources);
      return `${name} ${sources.join(' ')}`;
    })
    .join('; ');
}

/**
 * Whether a page of `to` may be shown in a document loaded at `from` without a full page load.
 * A client-side navigation keeps the policy of the document it happens in, so a page that needs
 * hosts the current document's policy lacks (a course video, Razorpay) must be loaded afresh.
 * @param {string} from
 * @param {string} to
 */
export function canNavigateInPlace(from, to) {
  const have = extraDirectivesFor(from);
  return Object.entries(extraDirectivesFor(to)).every(([name, sources]) =>
    sources.every((s) => have[name]?.includes(s)),
  );
}

/** A fresh nonce for one response: 128 random bits. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The CSP hash sources of the inline scripts of an HTML document (`<script>` elements without a
 * src), as a browser computes them: SHA-256 of the element's text, line breaks normalised as the
 * HTML parser does.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(' ' + attrs)) continue;
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
