import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleCall, consoleContext, newStaffMember, signIn } from './support/console-session';

const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;

test('the audit log shows who changed a staff account, with each field before and after', async ({ browser }, testInfo) => {
  const context = await consoleContext(browser, 50 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, administrator.email, administrator.password);

  // The changes under review: an account made, then renamed, promoted and deactivated in the console.
  const member = newStaffMember('Night Editor');
  const created = await consoleCall<{ id: number }>(page, 'POST', 'staff', { email: member.email, name: member.name, role: 'author', password: member.password });
  await page.goto(`/admin/staff/${created.id}`);
  await page.getByLabel('Name').fill(`${member.name} Jr`);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await page.getByRole('switch', { name: 'Active' }).or(page.getByRole('checkbox', { name: 'Active' })).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  // From the account, its history: the audit log filtered to this record.
  await page.getByRole('link', { name: 'Changes to this account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByLabel('Record')).toHaveValue(String(created.id));
  const rows = page.getByRole('row').filter({ hasText: administrator.email });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('update');
  await expect(rows.nth(1)).toContainText('create');
  await expectNoSeriousA11yViolations(page);

  await rows.nth(0).getByRole('cell', { name: 'update' }).click();
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row', { name: `name ${member.name} ${member.name} Jr` })).toBeVisible();
  await expect(changes.getByRole('row', { name: 'role author editor' })).toBeVisible();
  await expect(changes.getByRole('row', { name: 'active true false' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The creation: no before, and the password only as "set", never its value.
  await page.goBack();
  await rows.nth(1).getByRole('cell', { name: 'create' }).click();
  await expect(page.getByRole('table', { name: 'Changes' }).getByRole('row', { name: `email — ${member.email}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Changes' })).not.toContainText(member.password);

  // Filters: who and the action, with a date range that holds today.
  // The list remembers its last filters (this record); cleared, every account's entries show.
  await page.goto('/admin/audit-log');
  await page.getByLabel('Record').clear();
  await page.getByLabel('Action').fill('create');
  await page.getByLabel('Resource').fill('staff');
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await page.getByLabel('From').fill(day);
  await page.getByLabel('Until').fill(day);
  await expect(page.getByRole('row').filter({ hasText: 'update' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(created.id), exact: true }) })).toHaveCount(1);
  await page.getByLabel('From').fill('2001-01-01');
  await page.getByLabel('Until').fill('2001-01-02');
  await expect(page.getByText(/^No .* found/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: administrator.email })).toHaveCount(0);

  await context.close();
});
