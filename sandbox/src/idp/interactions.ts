/**
 * Our own sign-in page for oidc-provider's interactions (the library's dev pages
 * are disabled). Consent is never shown: both clients are first party.
 */
import express, { type Request, type Response } from 'express';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import { pickLocale } from './i18n';
import { errorPage, loginPage } from './pages';
import { authenticate } from './users';

/** The sign-in page of an interaction, in the realm at `realmPath`. */
export const interactionPath = (realmPath: string, uid: string) =>
  `${realmPath}/interaction/${encodeURIComponent(uid)}`;

function sendHtml(res: Response, status: number, html: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
}

/** Grants what the client asked for, so the consent prompt resolves without a screen. */
async function autoConsent(provider: Provider, details: Interaction): Promise<Record<string, unknown>> {
  const accountId = details.session?.accountId;
  const clientId = details.params.client_id;
  if (!accountId || !clientId) throw new errors.SessionNotFound('interaction without session');
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '));
  const grantId = await grant.save();
  return { consent: details.grantId ? {} : { grantId } };
}

/** `portalUrl`: where the error page's way back leads (the portal, on its own site). */
export function interactionRouter(provider: Provider, portalUrl: string, realmPath: string): express.Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  async function load(req: Request<{ uid: string }>, res: Response): Promise<Interaction> {
    const details = await provider.interactionDetails(req, res);
    // The cookie names the interaction; a URL for another one is stale or forged.
    if (details.uid !== req.params.uid) throw new errors.SessionNotFound('interaction mismatch');
    return details;
  }

  function locale(req: Request, details?: Interaction) {
    return pickLocale(details?.params.ui_locales, req.get('accept-language'));
  }

  function fail(req: Request, res: Response, err: unknown): void {
    const expired = err instanceof errors.OIDCProviderError;
    if (!expired) console.error('Sign-in interaction failed:', err);
    const code = expired ? err.error : 'server_error';
    const description = expired ? err.error_description : undefined;
    sendHtml(res, expired ? 400 : 500, errorPage(locale(req), code, description, portalUrl));
  }

  router.get('/interaction/:uid', async (req, res) => {
    try {
      const details = await load(req, res);
      if (details.prompt.name === 'consent') {
        await provider.interactionFinished(req, res, await autoConsent(provider, details), {
          mergeWithLastSubmission: true,
        });
        return;
      }
      sendHtml(res, 200, loginPage({ locale: locale(req, details), action: interactionPath(realmPath, details.uid) }));
    } catch (err) {
      fail(req, res, err);
    }
  });

  router.post('/interaction/:uid', form, async (req, res) => {
    try {
      const details = await load(req, res);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const user = authenticate(body.username, body.password);
      if (!user) {
        const username = typeof body.username === 'string' ? body.username : '';
        const page = loginPage({
          locale: locale(req, details),
          action: interactionPath(realmPath, details.uid),
          username,
          failed: true,
        });
        sendHtml(res, 200, page);
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      fail(req, res, err);
    }
  });

  return router;
}
