import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';
import { reloadUntilVisible, signInOnSite, submitStory, testReader, uniqueWord } from './support/reader-stories';

// A reader author's submissions wait in the approval queue; the demo editor reviews them. Each run
// has titles of its own (a unique word), so repeated runs and other specs never meet.
const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;

test('the editor approves a reader’s submission, which readers then find, and rejects another, whose writer reads why', async ({ browser, request }, testInfo) => {
  const author = testReader('Test Author');
  const word = uniqueWord();
  const approvedTitle = `Harbour festival returns ${word}`;
  const rejectedTitle = `Rumour about the ferry ${word}`;
  const reason = `No second source for the ferry claim ${word}`;
  const approved = await submitStory(request, author, approvedTitle);
  expect(approved.status).toBe(0);
  await submitStory(request, author, rejectedTitle);

  const context = await consoleContext(browser, 50 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);
  await page.getByRole('menuitem', { name: 'Approval queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approval queue' })).toBeVisible();
  await page.getByLabel('Search titles').fill(word);
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(approvedTitle)).toContainText('Pending approval');
  await expect(row(rejectedTitle)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Approved from the list, as a bulk action on the ticked row.
  await row(approvedTitle).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved: the story is published.')).toBeVisible();
  await expect(row(approvedTitle)).toHaveCount(0);

  // Rejected from its own screen: the reason is asked, and required.
  await row(rejectedTitle).getByText(rejectedTitle).click();
  await expect(page.getByRole('heading', { level: 1, name: rejectedTitle })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(rejectedTitle);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 1 story?' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Say why, so the writer can do better.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Reason sent to the writer').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejected: the writer is told why.')).toBeVisible();
  await expect(page.getByText(`Rejected because: ${reason}`)).toBeVisible();
  await context.close();

  // A signed-out reader finds the approved story on the site.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/news/${encodeURIComponent(approved.slug)}`);
  await reloadUntilVisible(reader, () => reader.getByRole('heading', { level: 1, name: approvedTitle }));
  await readerContext.close();

  // The writer's notifications say why the other was not published.
  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  await signInOnSite(writer, author);
  await writer.goto('/notifications');
  await expect(writer.getByRole('main')).toContainText(reason);
  await expect(writer.getByRole('main')).toContainText(`Your story "${approvedTitle}" was approved`);
  await writerContext.close();
});
