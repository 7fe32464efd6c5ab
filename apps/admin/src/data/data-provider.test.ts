import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from 'ra-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminClient } from './admin-client';
import { createDataProvider } from './data-provider';

// A real HTTP server on 127.0.0.1 answering as the admin API does (ADR 010): `{data, total?}`,
// failures `{message, errors?}`. It records each request, so the tests read what the console sent.
const STAFF = { id: 4, email: 'ada@example.com', name: 'Ada', role: 'editor', active: true, updated_at: '2026-11-24T10:00:00.000Z' };
let server: Server;
let origin: string;
let seen: { method: string; url: URL; headers: IncomingHttpHeaders; body: unknown }[] = [];

function answer(method: string, url: URL, body: Record<string, unknown> | null): [number, unknown] {
  const path = `${method} ${url.pathname}`;
  if (path === 'GET /admin/api/staff') return [200, { data: [STAFF], total: 31 }];
  if (path === 'GET /admin/api/staff/4') return [200, { data: STAFF }];
  if (path === 'GET /admin/api/audit-log/9') return [200, { data: { id: 9, action: 'update' } }];
  if (path === 'POST /admin/api/staff') {
    if (String(body?.password).length < 8) return [400, { message: 'Please correct the highlighted fields', errors: { password: 'must be at least 8 characters' } }];
    return [201, { data: { ...STAFF, ...body, id: 5 } }];
  }
  if (path === 'PUT /admin/api/staff/4') {
    if (body?.updated_at !== STAFF.updated_at) return [409, { message: 'Someone else changed this account meanwhile; reload it and try again' }];
    return [200, { data: { ...STAFF, ...body } }];
  }
  if (path === 'POST /admin/api/staff/4/unlock') return [200, { data: STAFF }];
  if (path === 'GET /admin/api/session') return [401, { message: 'Your session has ended; sign in again' }];
  return [404, { message: `No ${path}` }];
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url!, 'http://127.0.0.1');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      seen.push({ method: request.method!, url, headers: request.headers, body });
      const [status, json] = answer(request.method!, url, body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

function provider() {
  const client = createAdminClient({ origin });
  client.setCsrfToken('csrf-of-this-session');
  return createDataProvider(client);
}

describe('the console data provider', () => {
  it('asks for a list page in react-admin names, leaving cleared filters out, and reads the total', async () => {
    const page = await provider().getList('staff', { sort: { field: 'email', order: 'ASC' }, pagination: { page: 2, perPage: 10 }, filter: { q: 'ada', role: '', active: false } });
    expect(page).toEqual({ data: [STAFF], total: 31 });
    const { url, headers } = seen[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ sort: 'email', order: 'ASC', page: '2', perPage: '10', filter: '{"q":"ada","active":false}' });
    expect(headers['x-csrf-token']).toBeUndefined();
  });

  it('reads one record, and several in one request through the id filter', async () => {
    expect((await provider().getOne('staff', { id: 4 })).data).toEqual(STAFF);
    expect((await provider().getMany('staff', { ids: [4, '5'] })).data).toEqual([STAFF]);
    expect(JSON.parse(seen[1]!.url.searchParams.get('filter')!)).toEqual({ id: [4, 5] });
    expect(seen[1]!.url.searchParams.get('perPage')).toBe('2');
    // The audit log's filter has no ids: one read per entry.
    expect((await provider().getMany('audit-log', { ids: [9] })).data).toEqual([{ id: 9, action: 'update' }]);
    expect((await provider().getMany('staff', { ids: [] })).data).toEqual([]);
    expect(seen).toHaveLength(3);
  });

  it('sends only the fields the route takes, with the CSRF token, and the version edited', async () => {
    const data = { ...STAFF, name: 'Ada L.', last_sign_in_at: null };
    const saved = await provider().update('staff', { id: 4, data, previousData: STAFF });
    expect(saved.data).toMatchObject({ name: 'Ada L.' });
    expect(seen[0]).toMatchObject({ method: 'PUT', headers: { 'x-csrf-token': 'csrf-of-this-session' } });
    expect(seen[0]!.body).toEqual({ name: 'Ada L.', role: 'editor', active: true, updated_at: STAFF.updated_at });
  });

  it('turns a stale edit into a 409 with the server words, for react-admin to show', async () => {
    const stale = { ...STAFF, updated_at: '2026-11-24T09:00:00.000Z' };
    const failure = await provider().update('staff', { id: 4, data: { name: 'Late' }, previousData: stale }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 409, message: 'Someone else changed this account meanwhile; reload it and try again' });
  });

  it('hands the server field errors to the form as body.errors', async () => {
    const failure = await provider().create('staff', { data: { email: 'new@example.com', role: 'editor', password: 'short', id: 'ignored' } }).catch((error: unknown) => error);
    expect(seen[0]!.body).toEqual({ email: 'new@example.com', role: 'editor', password: 'short' });
    expect(failure).toMatchObject({ status: 400, body: { errors: { password: 'must be at least 8 characters' } } });
    const created = await provider().create('staff', { data: { email: 'new@example.com', name: 'New', role: 'author', password: 'long enough 42' } });
    expect(created.data).toMatchObject({ id: 5, role: 'author' });
  });

  it('calls any route of the table by name, and keeps a 401 a 401 so react-admin signs out', async () => {
    await provider().callRoute('staff.unlock', { params: { id: 4 } });
    expect(seen[0]).toMatchObject({ method: 'POST', body: {}, headers: { 'x-csrf-token': 'csrf-of-this-session' } });
    expect(seen[0]!.url.pathname).toBe('/admin/api/staff/4/unlock');
    await expect(provider().callRoute('session')).rejects.toMatchObject({ status: 401, message: 'Your session has ended; sign in again' });
  });

  it('refuses operations the admin API has no route for, before any request', async () => {
    await expect(provider().delete('staff', { id: 4 })).rejects.toThrow(/no delete route for staff/);
    await expect(provider().create('audit-log', { data: {} })).rejects.toThrow(/no create route/);
    await expect(provider().getList('nothing', { filter: {} })).rejects.toThrow(/no resource named nothing/);
    expect(seen).toEqual([]);
  });

  it('says the server could not be reached when it gave no words', async () => {
    const unreachable = createDataProvider(createAdminClient({ origin: 'http://127.0.0.1:9' }));
    await expect(unreachable.getOne('staff', { id: 1 })).rejects.toMatchObject({ status: 0, message: 'console.errors.unreachable' });
  });
});
