import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

interface OutboxMail {
  kind: 'mail' | 'sms';
  to: string;
  subject?: string;
  text: string;
  link?: string;
}

/** What the server's mail sender wrote to the test site's outbox (<DATA_DIR>/outbox), as the reader tests read it. */
async function outbox(): Promise<OutboxMail[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const dir = path.join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const name of names.filter((file) => /^[^.].*\.json$/.test(file)).sort()) {
    const text = await readFile(path.join(dir, name), 'utf8').catch(() => null);
    if (text) mails.push(JSON.parse(text) as OutboxMail);
  }
  return mails;
}

/** The site-relative address of the latest mailed link to `to` going to `/admin/<screen>` (mail goes out in the background). */
export async function mailedConsoleLink(to: string, screen: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outbox()).filter((message) => message.to === to && (message.link ?? '').includes(`/admin/${screen}#`)).at(-1);
      link = mail?.link ?? '';
      return link !== '';
    }, { message: `a mail to ${to} with a /admin/${screen} link in the outbox` })
    .toBe(true);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}
