import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { EndpointName, EnvelopeOf, failureEnvelope, ParamsOf } from '@newsroom/contract/endpoints';
import { createApiApp, createDeps } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { loadConfig } from '../src/config';
import type { Deps } from '../src/deps';
import { checkAnswer } from './answer-check';
import { insertBaseFixtures, insertUser, type BaseFixtures } from './builders';
import { openTestDatabase } from './test-database';

export const ACCESS_KEY = 'test-key';

export interface CallOptions {
  token?: string;
  method?: 'GET' | 'POST';
  /** null leaves the access key out; a string replaces it. */
  accessKey?: string | null;
  /** Send the body as JSON instead of a form. */
  json?: boolean;
  /** Files to upload (the body becomes multipart). */
  files?: Record<string, File | File[]>;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  // Tests read whatever fields the endpoint returns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A name of the contract (completed by the editor) or any other, for tests of unknown names. */
type CalledName = EndpointName | 'get_featured_sections' | (string & {});

/** The parameters as a form sends them: the contract's names, every value as text or a number. */
export type TestParams<E extends EndpointName> = { [K in keyof ParamsOf<E>]?: string | number };

export interface TypedResponse<E extends EndpointName> {
  status: number;
  body: EnvelopeOf<E> | z.output<typeof failureEnvelope>;
}

export interface TestApi {
  app: Hono;
  deps: Deps;
  base: BaseFixtures;
  /** Calls an endpoint over HTTP; every answer is parsed by the contract's schemas (answer-check.ts). */
  call(endpoint: CalledName, params?: Record<string, string | number>, options?: CallOptions): Promise<ApiResponse>;
  /** `call`, typed by the contract's table: its parameter names and its envelope. */
  typedCall<E extends EndpointName>(endpoint: E, params?: TestParams<E>, options?: CallOptions): Promise<TypedResponse<E>>;
  /** A reader with a valid bearer token. */
  signedInUser(overrides?: Parameters<typeof insertUser>[1]): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
}

/**
 * The API on its own fresh database with the base fixtures (two languages, settings, a category
 * tree, tags, locations), called in-process through `app.request` exactly as over HTTP.
 * `env` adds settings (an OpenID Connect provider, a Firebase project); `databaseOptions` add a
 * query logger.
 */
export async function createTestApi(env: Record<string, string> = {}, databaseOptions: Parameters<typeof openTestDatabase>[0] = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'news-api-test-'));
  const database = await openTestDatabase(databaseOptions);
  // Tests stand for readers behind one proxy, so each can come from its own address.
  const config = loadConfig({ ACCESS_KEY, DATA_DIR: dataDir, PUBLIC_URL: 'http://news.test', READ_CACHE_SECONDS: '30', TRUST_PROXY_HOPS: '1', ...env });
  const deps = createDeps(config, database);
  const base = await insertBaseFixtures(deps.db);
  const app = createApiApp(deps);

  async function call(endpoint: string, params: Record<string, string | number> = {}, options: CallOptions = {}): Promise<ApiResponse> {
    const method = options.method ?? (options.files ? 'POST' : 'GET');
    const all: Record<string, string> = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
    if (options.accessKey !== null) all.access_key = options.accessKey ?? ACCESS_KEY;
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let url = `http://news.test/api/${endpoint}`;
    let body: BodyInit | undefined;
    if (method === 'GET') {
      url += `?${new URLSearchParams(all)}`;
    } else if (options.files) {
      const form = new FormData();
      for (const [key, value] of Object.entries(all)) form.append(key, value);
      for (const [key, value] of Object.entries(options.files)) for (const file of [value].flat()) form.append(key, file);
      body = form;
    } else if (options.json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(all);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(all).toString();
    }
    const response = await app.request(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Non-JSON bodies (docs page, media) are returned as text.
    }
    checkAnswer(endpoint, response.status, parsed);
    return { status: response.status, body: parsed };
  }

  return {
    app,
    deps,
    base,
    call,
    typedCall: (endpoint, params = {}, options) => call(endpoint, params as Record<string, string | number>, options),
    async signedInUser(overrides = {}) {
      const user = await insertUser(deps.db, overrides);
      return { id: user.id, token: await createSession(deps, user.id) };
    },
    async close() {
      await deps.identity.deliveries.idle();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
