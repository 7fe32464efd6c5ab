import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '@newsroom/contract/env-settings';
import { createAdminTestApi, type AdminTestApi } from '../testing/admin-harness';
import { DEMO_STAFF, seedDemoStaff } from './demo-staff';
import { prepareStaffAccess } from './staff-bootstrap';

let api: AdminTestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function start(): Promise<string[]> {
  const lines: string[] = [];
  await prepareStaffAccess(api!.deps, (line) => lines.push(line));
  return lines;
}

const setupToken = (lines: string[]) => /\/admin\/setup#token=([\w-]+)/.exec(lines.join('\n'))?.[1];
const setup = (token: string, email = 'first@newsroom.example') => api!.admin('POST', 'setup', { body: { token, email, name: 'First', password: 'Morning paper 19' } });

describe('the first administrator', () => {
  it('comes from a setup link printed at start: single use, replaced at each start, 404 once an administrator exists', async () => {
    api = await createAdminTestApi();
    const first = setupToken(await start())!;
    const second = setupToken(await start())!;
    expect(second).not.toBe(first);
    expect((await setup(first)).status).toBe(404);
    expect((await setup('x'.repeat(43))).status).toBe(404);

    const created = await setup(second);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email: 'first@newsroom.example', role: 'administrator' });
    expect(created.headers.get('set-cookie')).toMatch(/^newsroom_admin=/);
    expect((await setup(second, 'second@newsroom.example')).status).toBe(404);

    expect(setupToken(await start())).toBeUndefined();
    const log = await api.admin('GET', 'audit-log', { headers: { cookie: created.headers.get('set-cookie')!.split(';')[0]! }, query: { filter: '{"action":"setup"}' } });
    expect(log.body.data[0].changes.password).toEqual([null, 'changed']);
  });

  it('keeps the link working when the chosen password is refused', async () => {
    api = await createAdminTestApi();
    const token = setupToken(await start())!;
    const refused = await api.admin('POST', 'setup', { body: { token, email: 'first@newsroom.example', password: 'password1' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.password).toMatch(/common/);
    expect((await setup(token)).status).toBe(201);
  });

  it('comes from ADMIN_EMAIL and ADMIN_PASSWORD when they are set', async () => {
    api = await createAdminTestApi({ ADMIN_EMAIL: 'Chief@Newsroom.example', ADMIN_PASSWORD: 'Evening edition 7' });
    const lines = await start();
    expect(setupToken(lines)).toBeUndefined();
    expect(lines.join('\n')).toMatch(/first administrator chief@newsroom\.example created/);
    const signedIn = await api.admin('POST', 'auth/sign-in', { body: { email: 'chief@newsroom.example', password: 'Evening edition 7' } });
    expect(signedIn.body.data.role).toBe('administrator');
  });

  it('stops the start, naming ADMIN_PASSWORD, when that password breaks the rules', async () => {
    api = await createAdminTestApi({ ADMIN_EMAIL: 'chief@newsroom.example', ADMIN_PASSWORD: 'password123' });
    await expect(start()).rejects.toThrow(ConfigError);
    await expect(start()).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});

describe('the demo staff', () => {
  it('are printed at each start while their published passwords still work', async () => {
    api = await createAdminTestApi();
    await seedDemoStaff(api.deps);
    const lines = (await start()).join('\n');
    for (const staff of DEMO_STAFF) expect(lines).toContain(`${staff.email} / ${staff.password}`);
    const admin = DEMO_STAFF[0];
    const signedIn = await api.admin('POST', 'auth/sign-in', { body: { email: admin.email, password: admin.password } });
    expect(signedIn.body.data).toMatchObject({ role: 'administrator', demo_password: true });
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const changed = await api.admin('POST', 'account/password', {
      headers: { cookie, 'x-csrf-token': signedIn.body.data.csrf_token },
      body: { current_password: admin.password, new_password: 'Private words 404' },
    });
    expect(changed.status).toBe(200);
    expect((await api.admin('GET', 'session', { headers: { cookie } })).body.data.demo_password).toBe(false);
    const after = (await start()).join('\n');
    expect(after).not.toContain(admin.email);
    expect(after).toContain(DEMO_STAFF[1].email);
  });
});
