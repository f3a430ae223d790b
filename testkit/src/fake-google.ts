import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider (npm oidc-provider) standing in for Google: discovery, authorize with
 * PKCE, token endpoint, signed ID tokens. Its login step approves at once as whichever account the test
 * said signs in next, so a browser or a test walks the same redirects as with Google.
 */
export async function startFakeGoogle(options: { clientId: string; clientSecret: string }) {
  let nextAccount: FakeGoogleAccount | null = null;
  const accounts = new Map<string, FakeGoogleAccount>();
  const redirectUris: string[] = [];

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  // Built on the first request: the app's callback URL (its port) is known only after the issuer's.
  const createProvider = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Like Google: the ID token itself carries the email claims.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['fake-google-cookie-key'] },
      async findAccount(_ctx, id) {
        const account = accounts.get(id);
        if (!account) return undefined;
        return {
          accountId: id,
          claims: async () => ({
            sub: account.sub,
            email: account.email,
            email_verified: account.email_verified ?? true,
            name: account.name ?? account.email,
          }),
        };
      },
    });

  let provider: Provider | null = null;
  let callback: ReturnType<Provider['callback']> | null = null;

  /** The login (and consent) step: no form, the account the test chose signs in and agrees. */
  async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const account = nextAccount;
    if (!account) {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'no account set',
      });
      return;
    }
    accounts.set(account.sub, account);
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (req, res) => {
    provider ??= createProvider();
    callback ??= provider.callback();
    if (req.url?.startsWith('/interaction/')) {
      interaction(provider, req, res).catch((error) => res.writeHead(500).end(String(error)));
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    /** Registers the app's callback; call before the first sign-in. */
    allowRedirectUri(uri: string) {
      if (provider) throw new Error('allowRedirectUri must be called before the first request');
      redirectUris.push(uri);
    },
    /** Who approves the next sign-in. */
    signInNext(account: FakeGoogleAccount) {
      nextAccount = account;
    },
    /**
     * Follows the provider's redirects as a browser would (keeping the provider's own cookies) from
     * the authorize URL to the redirect back to the app, which it returns without following.
     */
    async authorize(authorizeUrl: string): Promise<string> {
      const jar = new Map<string, string>();
      let url = authorizeUrl;
      for (let hop = 0; hop < 10; hop++) {
        if (!url.startsWith(issuer)) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const [name, ...rest] = (pair ?? '').split('=');
          if (name) jar.set(name.trim(), rest.join('='));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`provider answered ${response.status}: ${await response.text()}`);
        url = new URL(location, url).toString();
      }
      throw new Error('too many redirects at the fake Google');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
