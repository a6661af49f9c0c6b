import { confirmationPath, mailsTo, registerResident, uniqueEmail } from './api';
import { expect, expectAccessible, failedRequest, followNav, logIn, test } from './support';

test.describe('owning an account', () => {
  test('register, confirm the email, complete the profile, change the password, log out and back in', async ({
    page,
    request,
    expectErrors,
  }) => {
    test.setTimeout(90_000);
    expectErrors(failedRequest(400, '/api/auth/register/'), failedRequest(400, '/api/auth/change-password/'));
    const email = uniqueEmail('jordan');
    await page.goto('/register');
    await expect(page).toHaveTitle('Create an account | City of Riverton');
    await expectAccessible(page);

    // Sent empty: every question is asked for by name, in the portal's words, never the library's.
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of ['Enter your email address.', 'Enter a password.', 'Enter your first name.', 'Enter your last name.']) {
      await expect(page.getByRole('link', { name: message, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/Invalid input|expected string/)).toHaveCount(0);

    // A too-short password is refused next to the field, and what was typed stays.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('link', { name: 'Use at least 8 characters.', exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expectAccessible(page);

    // A common password is refused by the API.
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This password is too common. Choose another.').first()).toBeVisible();

    await page.getByLabel('Password').fill('maple river lantern 42');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Nothing says whether the email had an account: the next step is in the mail either way.
    // The confirmation panel, with the address the message went to, takes focus.
    const panel = page.getByRole('region', { name: 'Check your email' });
    await expect(panel.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(`We have sent a message to${email}`);
    await expect(page.locator('#main-content').getByRole('link', { name: 'Register again' })).toBeVisible();
    await expectAccessible(page);

    // The account exists only once the mailed link is followed, and the link works once.
    const { path } = await confirmationPath(request, email);
    await page.goto(path);
    await expect(page).toHaveTitle('Confirm your email | City of Riverton');
    await expectAccessible(page);
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(page.getByRole('link', { name: 'This is not the password chosen for this registration.', exact: false })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Password').fill('maple river lantern 42');
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
    // The link works once: said plainly, with the ways on and no "Try again" that cannot work.
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'This link has expired or has already been used' })).toBeVisible();
    await expect(page.locator('#main-content').getByRole('link', { name: 'register again' })).toBeVisible();
    await expect(page.locator('#main-content').getByRole('link', { name: 'log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
    await expect(page.getByText('Your profile is incomplete.')).toBeVisible();
    // Reading pages are not about the person's profile: no notice there.
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
    await expect(page.getByText('Your profile is incomplete.')).toHaveCount(0);
    await page.goto('/');

    await page.getByRole('link', { name: 'Complete your profile' }).click();
    await expect(page).toHaveURL(/\/users\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Your details | City of Riverton');
    await expectAccessible(page);
    await page.getByLabel('Ownership').selectOption('tenant');
    await page.getByLabel('Phone number').fill('(555) 010-2030');
    await page.getByLabel('Identification type').selectOption('passport');
    await page.getByLabel('Identification number').fill('P7654321');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await followNav(page, 'News and information', 'News');
    await expect(page.getByText('Your profile is incomplete.')).toHaveCount(0);

    await page.goto('/users/profile/password');
    await expect(page.getByRole('heading', { name: 'Your password', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Your password | City of Riverton');
    await expect(page.getByRole('navigation', { name: 'Your profile' }).getByRole('link', { name: 'Your password' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);
    await page.getByLabel('Current password').fill('wrong password here');
    await page.getByLabel('New password', { exact: true }).fill('harbor quilt meadow 77');
    await page.getByLabel('Confirm new password').fill('harbor quilt meadow 77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();
    await page.getByLabel('Current password').fill('maple river lantern 42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();

    await page.getByRole('button', { name: /Log out/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('harbor quilt meadow 77');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
  });

  test('registering with an email that has an account answers the same and mails the owner', async ({ page, request }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill('resident@example.org');
    await page.getByLabel('Password').fill('willow kettle 93 brook');
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Last name').fill('Else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
    // The demo resident's mail, which the other worker's tests may be adding to meanwhile.
    const subjects = (await mailsTo(request, 'resident@example.org')).map((mail) => mail.subject);
    expect(subjects).toContain('Someone tried to create an account with your email');
  });

  test('forgot password: the same answer for anyone, a single-use link by mail', async ({ page, request, expectErrors }) => {
    expectErrors(failedRequest(400, '/api/auth/reset-password/'));
    await page.goto('/users/forgot-password');
    await expectAccessible(page);
    await page.getByLabel('Email').fill('nobody-here@example.org');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const answer = page.getByText('If an account exists for that email');
    await expect(answer).toBeVisible();
    const unknownAnswer = await answer.textContent();

    // An account of this test's own: a changed password ends every session of the account, and
    // the other worker's tests are logged in as the demo accounts meanwhile.
    const account = await registerResident(request, 'forgetful');
    await page.goto('/users/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(answer).toHaveText(unknownAnswer!);

    // The link is made and mailed just after the answer.
    let mail = { subject: '', text: '' };
    await expect(async () => {
      const reset = (await mailsTo(request, account.email)).find((sent) => sent.subject === 'Reset your password');
      expect(reset).toBeTruthy();
      mail = reset!;
    }).toPass();
    const link = mail.text.match(/https?:\/\/\S+\/users\/forgot-password\/\S+\/\S+/)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname;
    await page.goto(path);
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('copper meadow 41 lantern');
    await page.getByLabel('Confirm new password').fill('copper meadow 41 lantern');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    // The link works once: said plainly, with a new link as the way on and no "Try again".
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'This link has expired or has already been used' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  });

  test('a resident adds, edits and removes a property; an unknown one is not found', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(404, '/api/users/properties/999999/'));
    await logIn(page, 'resident');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your profile' }).click();
    await expect(page.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Your profile' }).getByRole('link', { name: 'Your properties' }).click();
    await expect(page.getByRole('heading', { name: 'Your properties', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Your properties | City of Riverton');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Add a property' }).click();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add property' }).click();
    await expect(page.getByRole('link', { name: 'Enter the street address.', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose a town.', exact: true })).toBeVisible();
    await page.getByLabel('Street address', { exact: true }).fill('42 Birch Lane');
    const town = page.getByLabel('Town');
    await town.selectOption({ index: 1 });
    const suburb = page.getByLabel('Suburb');
    await expect(suburb).toBeEnabled();
    await expect(suburb.locator('option')).not.toHaveCount(1);
    await suburb.selectOption({ index: 1 });
    await page.getByLabel('ZIP code').fill('12345');
    await page.getByLabel('Ownership').selectOption('owner');
    await page.getByLabel('Water meter type').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add property' }).click();
    await expect(page.getByRole('link', { name: 'Enter the water meter number.', exact: true })).toBeVisible();
    await page.getByLabel('Water meter number').fill('WM-99812');
    await page.getByRole('button', { name: 'Add property' }).click();
    await expect(page.getByRole('region', { name: 'Property added' })).toBeVisible();
    await expect(page.getByText('42 Birch Lane is added to your properties.')).toBeVisible();

    await page.getByRole('link', { name: '42 Birch Lane' }).click();
    await expect(page.getByLabel('Water meter number')).toHaveValue('WM-99812');
    await page.getByLabel('Street address', { exact: true }).fill('44 Birch Lane');
    await page.getByRole('button', { name: 'Save property' }).click();
    await expect(page.getByRole('region', { name: 'Property updated' })).toBeVisible();
    await expect(page.getByText('44 Birch Lane is updated.')).toBeVisible();

    await page.getByRole('link', { name: '44 Birch Lane' }).click();
    await page.getByRole('button', { name: 'Remove property' }).click();
    await expect(page.getByText('Remove this property from your profile?')).toBeFocused();
    await page.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(page.getByRole('region', { name: 'Property removed' })).toBeVisible();
    await expect(page.getByText('44 Birch Lane is no longer one of your properties.')).toBeVisible();
    await expect(page.getByRole('link', { name: '44 Birch Lane' })).toHaveCount(0);

    // A property that is not there (removed, or someone else's) is a page that does not exist.
    await page.goto('/users/properties/999999');
    await expect(page.getByText('Page Not Found: /users/properties/999999')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit property' })).toHaveCount(0);
  });
});
