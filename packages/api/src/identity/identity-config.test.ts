import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('identity settings', () => {
  it('keep the outbox under the data folder and leave OpenID Connect and Firebase off by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/news' });
    expect(config.identity).toEqual({ outboxDir: '/srv/news/outbox', oidc: undefined, firebase: undefined });
  });

  it('turn OpenID Connect on when issuer, client id and secret are all set, naming Google by its issuer', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' });
    expect(config.identity.oidc).toEqual({ id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' });
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example.org/', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's', OIDC_NAME: 'Example Login' }).identity.oidc).toMatchObject({ id: 'example-login', name: 'Example Login' });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id' })).toThrow(/OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/);
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' })).toThrow(/OIDC_ISSUER/);
  });

  it("accept Firebase tokens of a project, with Google's key set unless another is given", () => {
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'my-news-app' }).identity.firebase).toEqual({
      projectId: 'my-news-app',
      jwksUrl: 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    });
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'Bad Project!' })).toThrow(/FIREBASE_PROJECT_ID/);
  });
});
