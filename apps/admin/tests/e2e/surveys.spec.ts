import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';

const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;
const ACCESS_KEY = process.env.ACCESS_KEY ?? '5670';

/** A signed-in reader the site's test setup prepared (its data folder holds their tokens). */
function testReaderToken(name: string): string {
  const readers = JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, 'e2e-readers.json'), 'utf8')) as { name: string; token: string }[];
  return readers.find((reader) => reader.name === name)!.token;
}

/** The open surveys a reader's app lists (get_question), as the mobile app asks for them. */
async function questionsFor(page: Page, token: string, languageId: number) {
  const response = await page.request.get(`/api/get_question?access_key=${ACCESS_KEY}&language_id=${languageId}&limit=50`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data?: { id: number; question: string; survey_options: { id: number; options: string }[] }[] }).data ?? [];
}

test('an editor creates a survey with three options; readers get it, and their answers show as bars', async ({ browser }, testInfo) => {
  const context = await consoleContext(browser, 70 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);

  await page.getByRole('menuitem', { name: 'Surveys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const question = `Which bridge should reopen first? ${Date.now()}${testInfo.repeatEachIndex}`;
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Survey' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByLabel('Question').fill(question);
  // Two empty options to start with; the third is added with the iterator's own button.
  await page.getByRole('button', { name: 'Add' }).click();
  const options = page.getByRole('textbox', { name: 'Option' });
  await expect(options).toHaveCount(3);
  for (const [index, text] of ['North', 'South', 'East'].entries()) await options.nth(index).fill(text);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('0 answers')).toBeVisible();
  await expect(results.getByTestId('survey-result')).toHaveCount(3);

  // Readers get it at once: the admin API cleared the read cache.
  const surveyId = Number(new URL(page.url()).pathname.split('/').pop());
  const record = (await (await page.request.get(`/admin/api/surveys/${surveyId}`)).json()) as { data: { language_id: number; options: { id: number; text: string }[] } };
  const readerOne = testReaderToken('Test Reader One');
  const listed = (await questionsFor(page, readerOne, record.data.language_id)).find((item) => item.id === surveyId);
  expect(listed?.survey_options.map((option) => option.options)).toEqual(['North', 'South', 'East']);

  // Two readers answer; the bars follow on the next look.
  const [north, south] = record.data.options;
  for (const [name, option] of [['Test Reader One', north!], ['Test Reader Two', south!]] as const) {
    const answer = await page.request.post('/api/set_question_result', {
      headers: { authorization: `Bearer ${testReaderToken(name)}` },
      form: { access_key: ACCESS_KEY, question_id: surveyId, option_id: option.id },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  await page.reload();
  await expect(results.getByText('2 answers')).toBeVisible();
  await expect(results.getByText('North: 1 (50%)')).toBeVisible();
  await expect(results.getByText('South: 1 (50%)')).toBeVisible();
  await expect(results.getByText('East: 0 (0%)')).toBeVisible();
  // An option readers chose cannot be removed: only East, with no answers, offers it.
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
