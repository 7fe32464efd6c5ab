// The console's part of `npm run screenshots`: the sign-in screen, then every screen its menu
// offers an administrator (each list, its create form and its first record's form), at desktop
// and phone widths, light and dark. The menu is read from the running console, so a new area
// is photographed without a change here.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;
const THEMES = ['light', 'dark'] as const;
const ADMINISTRATOR = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;

interface ConsoleShot {
  name: string;
  path: string;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMINISTRATOR.email);
  await page.getByLabel(/^Password/).fill(ADMINISTRATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The console opens on the account once signed in (the sign-in screen has a heading too).
  await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
}

const nameOf = (address: string) => `console${address.replace(/^\/admin/, '').replaceAll('/', '-') || '-home'}`;

/** Every menu entry, and for lists their create form and first record, as an administrator sees them. */
async function consoleShots(page: Page): Promise<ConsoleShot[]> {
  // The menu fills in once the role is known: the account's entry and at least one area's.
  const links = page.locator('[class*="RaMenu"] a[href^="/admin/"]');
  await links.nth(1).waitFor();
  const menu = await links.evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
  const shots: ConsoleShot[] = [];
  for (const address of [...new Set(menu)]) {
    shots.push({ name: nameOf(address), path: address });
    await page.goto(address);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (await page.locator(`a[href="${address}/create"]`).count()) shots.push({ name: `${nameOf(address)}-create`, path: `${address}/create` });
    const firstRow = page.locator('tbody tr').first();
    if (await firstRow.count()) {
      const before = page.url();
      await firstRow.click();
      await page.waitForURL((url) => url.href !== before, { timeout: 5_000 }).catch(() => undefined);
      if (page.url() !== before) shots.push({ name: `${nameOf(address)}-record`, path: new URL(page.url()).pathname });
    }
  }
  return shots;
}

/** Saves the console's screenshots; answers how many were saved and the failures. */
export async function photographConsole(browser: Browser, base: string, outDir: string): Promise<{ saved: number; failed: string[] }> {
  const failed: string[] = [];
  let saved = 0;
  let shots: ConsoleShot[] = [];
  for (const [widthName, viewport] of Object.entries(WIDTHS)) {
    for (const theme of THEMES) {
      console.info(`[screenshots] console, ${widthName}, ${theme}…`);
      const context = await browser.newContext({ viewport, colorScheme: theme, baseURL: base });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      try {
        await page.goto('/admin/login');
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await page.screenshot({ path: path.join(outDir, `console-sign-in-${widthName}-${theme}.png`), fullPage: true });
        saved += 1;
        await signIn(page);
        if (shots.length === 0) shots = await consoleShots(page);
        for (const shot of shots) {
          const file = `${shot.name}-${widthName}-${theme}.png`;
          try {
            await page.goto(shot.path);
            await page.getByRole('heading', { level: 1 }).waitFor();
            await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
            await page.screenshot({ path: path.join(outDir, file), fullPage: true });
            saved += 1;
          } catch (error) {
            failed.push(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
      } catch (error) {
        failed.push(`console ${widthName} ${theme}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      } finally {
        await context.close();
      }
    }
  }
  console.info(`[screenshots] console: ${shots.map((shot) => shot.name).join(', ')}`);
  return { saved, failed };
}
