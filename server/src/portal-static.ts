/**
 * The built portal: `dist/` with long-lived caching for Vite's hashed assets, revalidation for
 * index.html and config.json, and the SPA fallback. Used by the sandbox and the portal server.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express from 'express';

export interface PortalStaticOptions {
  staticDir: string;
  /** Path prefixes that never get the SPA shell (API, identity provider, server routes). */
  reserved: readonly string[];
  /** Sent instead of index.html while the portal is not built (the sandbox explains what to run). */
  notBuiltPage?: string;
  /**
   * Where the router is mounted ('/translations'; '' or absent at the root). The build's assets are
   * relative (Vite `base: './'`) and resolve against index.html's `<base href>`, which is written here.
   */
  basePath?: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function isUnder(requestPath: string, prefix: string): boolean {
  return requestPath === prefix || requestPath.startsWith(`${prefix}/`);
}

/** index.html with its `<base href>` set to `basePath/` (added at the start of <head> when the file has none). */
export function withBaseHref(html: string, basePath: string): string {
  const base = `<base href="${basePath}/" />`;
  if (/<base\b[^>]*>/i.test(html)) return html.replace(/<base\b[^>]*>/i, base);
  return html.replace(/<head\b[^>]*>/i, (head) => `${head}${base}`);
}

/** index.html for a portal under `basePath`, read again when the build changes. */
function indexUnder(indexFile: string, basePath: string): () => string {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, html: withBaseHref(readFileSync(indexFile, 'utf8'), basePath) };
    return cached.html;
  };
}

export function portalStatic({
  staticDir,
  reserved,
  notBuiltPage,
  basePath = '',
}: PortalStaticOptions): express.Router {
  const router = express.Router();
  const indexFile = path.join(staticDir, 'index.html');
  const index = basePath === '' ? undefined : indexUnder(indexFile, basePath);
  // The build writes source maps for error reports (Vite's 'hidden': no bundle names them); they are the
  // whole client's source and stay on the server.
  router.use((req, res, next) => {
    if (req.path.endsWith('.map')) res.status(404).end();
    else next();
  });
  router.use(
    express.static(staticDir, {
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(staticDir, filePath).split(path.sep).join('/');
        // Vite's hashed bundles never change; everything else (index.html, config.json, favicon) is revalidated.
        res.setHeader('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
  // Client-side routes: any other page navigation gets the SPA shell.
  router.get(/.*/, (req, res, next) => {
    const looksLikeFile = /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.html');
    if (reserved.some((p) => isUnder(req.path, p)) || looksLikeFile || !req.accepts('html')) {
      next();
      return;
    }
    if (!existsSync(indexFile) && notBuiltPage) {
      res.status(200).set('Cache-Control', REVALIDATE).type('html').send(notBuiltPage);
      return;
    }
    if (index && existsSync(indexFile)) {
      // res.send sets an ETag and answers a matching revalidation with 304, as sendFile does.
      res.set('Cache-Control', REVALIDATE).type('html').send(index());
      return;
    }
    res.sendFile(indexFile, { headers: { 'Cache-Control': REVALIDATE } }, (err) => {
      if (err) next(err);
    });
  });
  return router;
}
