/**
 * The built portal: `dist/` with long-lived caching for Vite's hashed assets, revalidation for
 * index.html and config.json, and the SPA fallback. Used by the sandbox and the portal server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';

export interface PortalStaticOptions {
  staticDir: string;
  /** Path prefixes that never get the SPA shell (API, identity provider, server routes). */
  reserved: readonly string[];
  /** Sent instead of index.html while the portal is not built (the sandbox explains what to run). */
  notBuiltPage?: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function isUnder(requestPath: string, prefix: string): boolean {
  return requestPath === prefix || requestPath.startsWith(`${prefix}/`);
}

export function portalStatic({ staticDir, reserved, notBuiltPage }: PortalStaticOptions): express.Router {
  const router = express.Router();
  const indexFile = path.join(staticDir, 'index.html');
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
    res.sendFile(indexFile, { headers: { 'Cache-Control': REVALIDATE } }, (err) => {
      if (err) next(err);
    });
  });
  return router;
}
