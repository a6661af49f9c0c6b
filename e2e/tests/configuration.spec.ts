import { registerResident } from './api';
import { expect, expectAccessible, failedRequest, logIn, removeIt, save, test, toggle, untilQuiet } from './support';

const NOT_AUTHORIZED = 'You are not authorized to use this resource.';

test.describe('configuration', () => {
  test('@phone a super user adds, edits and deletes a department', async ({ page }) => {
    await logIn(page, 'super', { to: '/configuration' });
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Departments' }).click();
    await expect(page).toHaveURL(/\/configuration\/departments$/);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add a department' }).click();
    await page.getByRole('button', { name: 'Add department' }).click();
    await expect(page.getByRole('link', { name: 'Enter a name.' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Animal Services');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Add department' }).click();
    await expect(page.getByRole('link', { name: /Enter an email address/ })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Animal Services');
    await expectAccessible(page);
    await page.getByLabel('Email').fill('animals@riverton.example.gov');
    await save(page, 'Add department', 'Department added');
    // The confirmation is the panel under the list's heading, not a toast; the new row's status a tag.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Departments');
    await expect(page.getByRole('region', { name: 'Department added' })).toBeVisible();
    await expect(page.getByText('Animal Services is now in the list.')).toBeVisible();
    await expect(page.locator('h1 ~ .portal-panel')).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'Animal Services' }).getByText('Active', { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search departments' }).fill('Animal');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'Animal Services' }).click();
    await expect(page).toHaveURL(/\/configuration\/departments\/update\/animal-services$/);
    await page.getByLabel('Phone').fill('(555) 010-4400');
    await save(page, 'Save changes', 'Changes saved');
    await expect(page.getByRole('cell', { name: '(555) 010-4400' })).toBeVisible();

    await page.getByRole('link', { name: 'Animal Services' }).click();
    await removeIt(page, 'department');
    await expect(page.getByRole('region', { name: 'Department deleted' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Animal Services' })).toHaveCount(0);
  });

  test('an admin nests a suburb under a new town, and the town cannot go while it has one', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(409, '/api/configuration/towns/'));
    await logIn(page, 'admin');
    const town = `Testville ${Date.now()}`;
    await page.goto('/configuration/towns/create');
    await page.getByLabel('Name', { exact: true }).fill(town);
    await save(page, 'Add town', 'Town added');

    await page.goto('/configuration/suburbs');
    await page.getByLabel('Town').selectOption({ label: town });
    await expect(page.getByRole('heading', { name: 'No suburbs yet' })).toBeVisible();
    await expect(page.getByText('None has been added under this town.')).toBeVisible();
    // The way to add is both above the list and in the empty state.
    await page.getByRole('link', { name: 'Add a suburb' }).first().click();
    await expect(page.getByLabel('Town')).toHaveValue(/\d+/);
    await page.getByLabel('Name', { exact: true }).fill('Harbor Point');
    await save(page, 'Add suburb', 'Suburb added');
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
    await logIn(page, person, { to: '/configuration/accounts' });
    await expect(page.getByRole('heading', { name: 'Only super users manage accounts' })).toBeVisible();
    await page.getByRole('button', { name: /Log out/ }).click();

    await logIn(page, 'super', { to: '/configuration/accounts' });
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(person.email);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expectAccessible(page);
    await expect(page.getByRole('row').filter({ hasText: person.email }).getByText('Resident', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: person.email }).click();
    await expect(page.locator('dt', { hasText: 'Email' }).locator('xpath=following-sibling::dd[1]')).toHaveText(person.email);
    // Only an admin grants the admin role: a super user is not offered it.
    await expect(page.getByRole('checkbox', { name: /^Super user/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Admin/ })).toHaveCount(0);
    await toggle(page, /^Super user/);
    await toggle(page, /^Active/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('region', { name: 'Account updated' })).toBeVisible();
    await expect(page.getByText("Casey Morgan's roles and status were saved.")).toBeVisible();
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

  test('@phone every configuration screen is titled by its heading, with one search landmark of its own and pages as links', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const screens: [string, string][] = [
      ['/configuration', 'Configuration'],
      ['/departments', 'Departments'],
      ['/configuration/departments/create', 'Add a department'],
      ['/configuration/emergencyCategories', 'Emergency categories'],
      ['/configuration/organization', 'Organization'],
      ['/configuration/accounts', 'Accounts'],
      ['/configuration/logging', 'Logging'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
      await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText(heading, { exact: true })).toHaveCount(
        path === '/configuration' ? 0 : 1,
      );
    }
    // Each list's search is a landmark named for what it searches; no button clips its label.
    await page.goto('/departments');
    await expect(page.getByRole('search', { name: 'Search departments' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Search departments' }).fill('no such department');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No departments match' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Add a department' })).toHaveCount(2);
    for (const button of await page.getByRole('main').locator('.usa-button').all()) {
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
    // The audit log pages by links to ?page=N.
    await page.goto('/configuration/logging');
    const pager = page.getByRole('navigation', { name: 'Audit log pages' });
    if ((await pager.count()) > 0) {
      await pager.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    }
    // The logs are tabs of links.
    await page.getByRole('navigation', { name: 'Logs' }).getByRole('link', { name: 'Versions' }).click();
    await expect(page.getByRole('navigation', { name: 'Logs' }).getByRole('link', { name: 'Versions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);
  });

  test('a resident is refused configuration, and a super user the admin screens', async ({ page }) => {
    await logIn(page, 'resident');
    // Home, where the refusal leads, has its reads answered before the resident logs out.
    await untilQuiet(page, async () => {
      await page.goto('/configuration/departments');
      await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });

    await page.getByRole('button', { name: /Log out/ }).click();
    await logIn(page, 'super', { to: '/configuration/towns' });
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
