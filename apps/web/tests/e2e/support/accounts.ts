import { ACCESS_KEY } from '../demo-site';
import { testSiteOutbox, type OutboxMessage } from '@newsroom/api/browser-testing';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo seed's access key (the default of a local install). */

let addressCount = 0;

/**
 * Each test is a different reader on a different network: the identity service limits sign-ups
 * and sign-ins per network address (X-Forwarded-For, as behind a proxy), so tests running side by
 * side must not spend each other's allowance.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    addressCount += 1;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `198.51.${100 + testInfo.workerIndex}.${addressCount % 250}` });
  },
});

/** A new address and phone number for each reader, so runs never collide. */
export function newReader(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `${label} ${stamp.slice(-5)}`,
    email: `${label.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.com`,
    password: `Long enough ${stamp}`,
    phone: `+1555${stamp.slice(-7)}`,
  };
}

/** Waits for the latest message to `to` that matches, and answers it (mail is sent in the background). */
async function latestMessage(to: string, matches: (message: OutboxMessage) => boolean): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await testSiteOutbox()).filter((message) => message.to === to && matches(message)).at(-1);
      return found !== undefined;
    }, { message: `a message to ${to} in the outbox` })
    .toBe(true);
  return found!;
}

/** The site-relative address of the latest mail to `to` whose link goes to `screen` (verify-email, reset-password). */
export async function mailedLink(to: string, screen: string): Promise<string> {
  const mail = await latestMessage(to, (message) => message.kind === 'mail' && (message.link ?? '').includes(`/${screen}?`));
  const url = new URL(mail.link!);
  return `${url.pathname}${url.search}`;
}

/** The latest mail or text message to `to` (the words the reader reads). */
export async function latestMessageTo(to: string): Promise<{ subject?: string; text: string }> {
  const { subject, text } = await latestMessage(to, () => true);
  return { subject, text };
}

/** The code of the latest text message to `phone`, once it is newer than `after` (a code already used). */
export async function textedCode(phone: string, after?: string): Promise<string> {
  const sms = await latestMessage(phone, (message) => message.kind === 'sms' && !!message.code && message.code !== after);
  return sms.code!;
}

async function identityCall<T>(request: APIRequestContext, endpoint: string, form: Record<string, string>): Promise<{ status: number; message: string; data: T }> {
  const response = await request.post(`/api/${endpoint}`, { form: { access_key: ACCESS_KEY, ...form } });
  const body = (await response.json()) as { message: string; data: T };
  return { status: response.status(), message: body.message, data: body.data };
}

/** An email account confirmed through the API (sign-up and the mailed link), for tests about other things. */
export async function confirmedAccount(request: APIRequestContext, reader: { name: string; email: string; password: string }): Promise<void> {
  const signUp = await identityCall(request, 'identity_email_signup', { email: reader.email, password: reader.password, name: reader.name });
  expect(signUp.status, signUp.message).toBe(200);
  const token = new URL(await mailedLink(reader.email, 'verify-email'), 'http://site').searchParams.get('token')!;
  const verified = await identityCall(request, 'identity_verify_email', { token });
  expect(verified.status, verified.message).toBe(200);
}

/** What the identity service answers to a sign-in, straight from the API. */
export function apiEmailSignIn(request: APIRequestContext, email: string, password: string) {
  return identityCall<{ uid: string; id_token: string }>(request, 'identity_email_signin', { email, password });
}

/** The user slice in the app's saved state (localStorage `persist:root`). */
export async function savedUser(page: Page): Promise<{ isLogin: boolean; mobileLoginType: boolean; data: Record<string, unknown> | null }> {
  return page.evaluate(() => {
    const saved = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as { user?: string };
    return JSON.parse(saved.user ?? '{"isLogin":false,"mobileLoginType":false,"data":null}');
  });
}

/** Signs in on the sign-in screen with email and password. */
export async function signInWithEmail(page: Page, email: string, password: string, labels = { region: 'With your email', email: 'Email', password: 'Password', submit: 'Sign in' }) {
  const form = page.getByRole('region', { name: labels.region });
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: labels.submit }).click();
}
