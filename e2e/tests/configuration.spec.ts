import { registerResident } from './api';
import { expect, expectAccessible, failedRequest, logIn, removeIt, save, test, toggle } from './support';

const NOT_AUTHORIZED = 'You are not authorized to use this resource.';

test.describe('configuration', () => {
  test('@phone a super user adds, edits and deletes a department', async ({ page }) => {
    await logIn(page, 'super');
    await page.goto('/configuration');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Departments' }).click();
    await expect(page).toHaveURL(/\/configuration\/departments$/);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add a department' }).click();
    await page.getByRole('button', { name: 'Add department' }).click();
    await expect(page.getByRole('link', { name: 'Enter a name.' })).toBeVisible();
    await page.getByLabel('Name').fill('Animal Services');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Add department' }).click();
    await expect(page.getByRole('link', { name: /Enter an email address/ })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Animal Services');
    await expectAccessible(page);
    await page.getByLabel('Email').fill('animals@riverton.example.gov');
    await save(page, 'Add department', 'The department was added.');

    await page.getByRole('searchbox', { name: 'Search departments' }).fill('Animal');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'Animal Services' }).click();
    await expect(page).toHaveURL(/\/configuration\/departments\/update\/animal-services$/);
    await page.getByLabel('Phone').fill('(555) 010-4400');
    await save(page, 'Save changes', 'Your changes were saved.');
    await expect(page.getByRole('cell', { name: '(555) 010-4400' })).toBeVisible();

    await page.getByRole('link', { name: 'Animal Services' }).click();
    await removeIt(page, 'department');
    await expect(page.getByText('The department was deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Animal Services' })).toHaveCount(0);
  });

  test('an admin nests a suburb under a new town, and the town cannot go while it has one', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(409, '/api/configuration/towns/'));
    await logIn(page, 'admin');
    const town = `Testville ${Date.now()}`;
    await page.goto('/configuration/towns/create');
    await page.getByLabel('Name').fill(town);
    await save(page, 'Add town', 'The town was added.');

    await page.goto('/configuration/suburbs');
    await page.getByLabel('Town').selectOption({ label: town });
    await expect(page.getByRole('heading', { name: 'No suburbs match' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a suburb' }).click();
    await expect(page.getByLabel('Town')).toHaveValue(/\d+/);
    await page.getByLabel('Name').fill('Harbor Point');
    await save(page, 'Add suburb', 'The suburb was added.');
    await page.getByLabel('Town').selectOption({ label: town });
    await expect(page.getByRole('link', { name: 'Harbor Point' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/configuration/towns');
    await page.getByRole('searchbox', { name: 'Search towns' }).fill(town);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: town, exact: true }).click();
    await expectAccessible(page);
    await removeIt(page, 'town');
    await expect(page.getByText(/This town is still used by 1 suburb/)).toBeVisible();

    // Every change is in the audit log, with who made it; the refused delete is not.
    await page.goto('/configuration/logging');
    await page.getByLabel('What was changed').selectOption({ label: 'Towns' });
    const created = page.getByRole('row').filter({ hasText: town });
    await expect(created.filter({ hasText: 'create' })).toHaveCount(1);
    await expect(created.filter({ hasText: 'delete' })).toHaveCount(0);
    await expect(created.getByText('admin@example.org')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Errors in browsers' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search messages and addresses' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a super user makes a resident a super user and deactivates them, but cannot touch an admin; a resident cannot', async ({
    page,
    request,
  }) => {
    const person = await registerResident(request, 'promoted');
    await logIn(page, person);
    await page.goto('/configuration/accounts');
    await expect(page.getByRole('heading', { name: 'Only super users manage accounts' })).toBeVisible();
    await page.getByRole('button', { name: /Log out/ }).click();

    await logIn(page, 'super');
    await page.goto('/configuration/accounts');
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(person.email);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expectAccessible(page);
    await page.getByRole('link', { name: person.email }).click();
    // Only an admin grants the admin role: a super user is not offered it.
    await expect(page.getByRole('checkbox', { name: /^Super user/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Admin/ })).toHaveCount(0);
    await toggle(page, /^Super user/);
    await toggle(page, /^Active/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText("Casey Morgan's account was updated.")).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: person.email }).getByRole('cell', { name: 'Deactivated' })).toBeVisible();

    // An admin's account is an admin's to change: a super user reads it, with nothing to change.
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('admin@example.org');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'admin@example.org', exact: true }).click();
    await expect(page.getByText("Only an admin can change an admin's account.")).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a resident is refused configuration, and a super user the admin screens', async ({ page }) => {
    await logIn(page, 'resident');
    await page.goto('/configuration/departments');
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: /Log out/ }).click();
    await logIn(page, 'super');
    await page.goto('/configuration/towns');
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
