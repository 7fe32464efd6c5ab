// A reader signed in on the demo server the way a real one is: a phone code from the identity
// service's outbox, then user_signup. The screenshots use it for the reader's own screens.
import path from 'node:path';
import { readOutbox } from '@newsroom/api';
import { DEMO_ACCESS_KEY, type DemoServer } from './demo-server';

const PHONE = '+15550100777';

async function post<T>(base: string, endpoint: string, params: Record<string, string>): Promise<T> {
  const response = await fetch(`${base}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ access_key: DEMO_ACCESS_KEY, ...params }),
  });
  const body = (await response.json()) as { error: string; message: string; data: T };
  if (body.error !== 'false') throw new Error(`${endpoint}: ${body.message}`);
  return body.data;
}

/** The code texted to the number: messages are written just after the answer, so it is awaited. */
async function textedCode(server: DemoServer): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const code = (await readOutbox(path.join(server.dataDir, 'outbox'))).filter((message) => message.to === PHONE).at(-1)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no sign-in code arrived in the outbox');
}

/** Signs a demo reader in; answers the user slice a browser keeps after signing in (SPEC section 3). */
export async function signedInDemoReader(server: DemoServer): Promise<{ data: Record<string, unknown>; isLogin: true; mobileLoginType: true }> {
  await post(server.base, 'identity_phone_send_code', { phone: PHONE });
  const { uid, id_token } = await post<{ uid: string; id_token: string }>(server.base, 'identity_phone_signin', { phone: PHONE, code: await textedCode(server) });
  const user = await post<Record<string, unknown>>(server.base, 'user_signup', { firebase_id: uid, id_token, type: 'mobile', mobile: PHONE, name: 'Demo Reader' });
  return { data: user, isLogin: true, mobileLoginType: true };
}
