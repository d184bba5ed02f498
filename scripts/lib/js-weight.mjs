// The JavaScript a page makes a modern browser download (gzip), and how much `/` adds to an empty
// page of the same build (the 404: root layout only). nomodule polyfills are left out: modern
// browsers never fetch them.
import { gzipSync } from 'node:zlib';

async function scriptsOf(base, pathname) {
  const html = await (await fetch(base + pathname)).text();
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
}

async function gzipKb(base, urls) {
  let total = 0;
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer());
    total += gzipSync(body).length;
  }
  return total / 1024;
}

/** @returns {Promise<{ pageKb: number, emptyKb: number, extraKb: number }>} */
export async function jsWeight(base, pathname = '/') {
  const page = new Set(await scriptsOf(base, pathname));
  const empty = new Set(await scriptsOf(base, '/__empty-page-for-js-budget__'));
  return {
    pageKb: await gzipKb(base, [...page]),
    emptyKb: await gzipKb(base, [...empty]),
    extraKb: await gzipKb(
      base,
      [...page].filter((s) => !empty.has(s)),
    ),
  };
}

/** The JavaScript (gzip KB) one page makes a modern browser download. */
export async function pageJsKb(base, pathname = '/') {
  return gzipKb(base, [...new Set(await scriptsOf(base, pathname))]);
}
