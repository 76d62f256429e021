import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The policy of one page: its own files, its service worker, and only the inline scripts
 * Next wrote into that page, each allowed by its hash.
 */
/** @param {string} html */
export function policyFor(html) {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    // React and the drag-and-drop library position elements through style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** @param {string} dir @returns {Generator<string>} */
function* htmlFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (entry.endsWith('.html')) yield path;
  }
}

/** Puts a Content-Security-Policy meta tag first in the head of every exported page. */
/** @param {string} outDir */
export function addContentSecurityPolicy(outDir) {
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    if (html.includes('http-equiv="Content-Security-Policy"')) continue;
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}"/>`;
    writeFileSync(file, html.replace(/<head>/, `<head>${meta}`));
  }
}
