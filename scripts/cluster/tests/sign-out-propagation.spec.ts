import { describe, expect, it } from 'vitest';
import { api, cluster, PROPAGATION_MS, signUpReader } from './cluster-client';

// Each process keeps resolved bearer tokens in its session cache (ADR 004). A sign-out on one
// process must end the token on the others too, not when their cache entry expires.

const statusOfToken = async (base: string, token: string) => (await api(base, 'get_user_by_id', {}, { token })).status;

describe('signing out on one process', () => {
  it('the token is refused by every other process, and through the balancer', async () => {
    const reader = await signUpReader();
    // Every process has resolved the token once, and keeps it.
    for (const app of cluster.apps) expect(await statusOfToken(app.url, reader.token)).toBe(200);

    const [where, ...others] = cluster.apps;
    expect((await api(where!.url, 'user_logout', {}, { token: reader.token, method: 'POST' })).body).toMatchObject({ error: 'false' });
    expect(await statusOfToken(where!.url, reader.token)).toBe(401);

    // The bus announces the sign-out after it commits, not before the answer (docs/scale-out.md,
    // "What is not guaranteed"): the others are given its bound, a second, polled from the answer.
    await Promise.all(
      others.map((app) => expect.poll(() => statusOfToken(app.url, reader.token), { timeout: PROPAGATION_MS, interval: 20, message: `get_user_by_id via ${app.name}` }).toBe(401)),
    );
    // Whichever process the balancer picks, from now on, every call.
    for (let call = 0; call < cluster.apps.length * 2; call += 1) expect(await statusOfToken(cluster.balancerUrl, reader.token)).toBe(401);
  });
});
