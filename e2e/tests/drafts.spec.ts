import { registerResident } from './api';
import { answerDialogsYourself, expect, expectAccessible, logIn, logOut, test } from './support';

// What a resident types in a long form is kept on their device until it is sent: a reload, a trip
// to another page or a failure costs nothing; sending it, discarding it or logging out removes it.

const DESCRIPTION = 'A deep pothole in the right lane has damaged two cars this week.';

test('a half-written complaint survives a reload and a trip to another page, and is gone once lodged', async ({ page, request }) => {
  await logIn(page, await registerResident(request, 'draft'));
  await page.goto('/complaints/lodge');
  await page.getByLabel('What kind of problem is it?').selectOption({ label: 'Potholes' });
  await page.getByLabel('Describe the problem').fill(DESCRIPTION);
  await page.getByLabel('Address or place').fill('Corner of Elm Street and 5th Avenue');

  await page.reload();
  await expect(page.getByLabel('Describe the problem')).toHaveValue(DESCRIPTION);
  await expect(page.getByLabel('What kind of problem is it?')).toHaveValue(/\d+/);
  const discard = page.getByRole('button', { name: 'Discard it and start again' });
  await expect(discard).toBeVisible();
  await expectAccessible(page);

  await page.goto('/news');
  await page.goto('/complaints/lodge');
  await expect(page.getByLabel('Address or place')).toHaveValue('Corner of Elm Street and 5th Avenue');

  await page.getByRole('button', { name: 'Submit complaint' }).click();
  await expect(page.getByRole('region', { name: 'Complaint lodged' })).toBeVisible();
  await page.goto('/complaints/lodge');
  await expect(page.getByLabel('Describe the problem')).toHaveValue('');
  await expect(discard).toHaveCount(0);
});

test('a kept draft can be discarded, and logging out removes it from the device', async ({ page, request }) => {
  const resident = await registerResident(request, 'draft');
  await logIn(page, resident, { to: '/complaints/lodge' });
  await page.getByLabel('Describe the problem').fill(DESCRIPTION);
  await page.reload();
  await page.getByRole('button', { name: 'Discard it and start again' }).click();
  await expect(page.getByLabel('Describe the problem')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Describe the problem')).toHaveValue('');

  await page.getByLabel('Describe the problem').fill(DESCRIPTION);
  await page.reload();
  await expect(page.getByLabel('Describe the problem')).toHaveValue(DESCRIPTION);
  await logOut(page);
  await logIn(page, resident, { to: '/complaints/lodge' });
  await expect(page.getByLabel('Describe the problem')).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal_draft:')))).toEqual([]);
});

test('a short form not yet sent asks before its page is reloaded, and nothing is asked when nothing was typed', async ({ page }) => {
  await logIn(page, 'resident', { to: '/users/properties/create' });
  const street = page.getByLabel('Street address', { exact: true });
  await street.fill('12 Willow Lane');
  const asked: string[] = [];
  answerDialogsYourself(page, 'beforeunload');
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    // "Stay on this page": the reload does not happen, what was typed is still there.
    void dialog.dismiss();
  });
  // The page's own reload: it returns once the question is answered.
  await page.evaluate(() => window.location.reload());
  expect(asked).toEqual(['beforeunload']);
  await expect(street).toHaveValue('12 Willow Lane');

  // The answers as they were at the start: nothing to lose, nothing asked.
  await street.fill('');
  await page.reload();
  await expect(street).toHaveValue('');
  expect(asked).toEqual(['beforeunload']);
});
