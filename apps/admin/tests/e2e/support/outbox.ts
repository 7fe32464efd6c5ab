import { testSiteOutbox } from '@newsroom/api/browser-testing';
import { expect } from '@playwright/test';

/** The site-relative address of the latest mailed link to `to` going to `/admin/<screen>` (mail goes out in the background). */
export async function mailedConsoleLink(to: string, screen: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await testSiteOutbox()).filter((message) => message.to === to && (message.link ?? '').includes(`/admin/${screen}#`)).at(-1);
      link = mail?.link ?? '';
      return link !== '';
    }, { message: `a mail to ${to} with a /admin/${screen} link in the outbox` })
    .toBe(true);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}
