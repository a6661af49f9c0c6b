import { expect, expectAccessible, expectScriptsFetchedOnceAhead, failedRequest, logIn, REMOTE_BASES, test } from './support';

const PUBLIC_PAGES: [string, string][] = [
  ['/about-us', 'About us'],
  ['/policies', 'Policies'],
  ['/support', 'Support'],
  ['/support/community-chat', 'Community chat'],
  ['/support/telegram-groups', 'Telegram groups'],
  ['/support/emergency-contacts', 'Emergency contacts'],
];

test.describe('information and directory pages', () => {
  for (const [path, title] of PUBLIC_PAGES) {
    test(`${path} is open to anyone @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | City of Riverton`);
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test('the directories link to the groups and let a phone call the numbers', async ({ page }) => {
    await page.goto('/support/emergency-contacts');
    await expect(page.getByRole('link', { name: /Call Emergency services: 911/ })).toHaveAttribute('href', 'tel:911');
    await page.goto('/support/telegram-groups');
    const open = page.getByRole('link', { name: /^Open / }).first();
    await expect(open).toHaveAttribute('href', /^https:\/\/t\.me\//);
    await expect(open).toHaveAttribute('target', '_blank');
    await page.goto('/support/community-chat');
    await expect(page.getByRole('link', { name: /^Open / }).first()).toBeVisible();
  });

  test('the organization is named in the header and footer', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('banner').getByRole('link', { name: 'City of Riverton' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('100 Main Street')).toBeVisible();
  });

  test('contact us needs a login, keeps a failed message and confirms with a reference', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, 'resident', { to: '/contact-us' });
    await expect(page.getByLabel('Your name')).toHaveValue('Rosa Martinez');
    await expectAccessible(page);
    await page.getByLabel('Subject').fill('Streetlight out on Oak Avenue');
    await page.getByLabel('Message').fill('Short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('link', { name: 'Tell us a little more, in at least 10 characters.' })).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('Streetlight out on Oak Avenue');
    await page.getByLabel('Message').fill('The streetlight in front of 12 Oak Avenue has been out for a week.');
    await page.getByRole('button', { name: 'Send message' }).click();
    // The confirmation panel is the page's heading, with the reference large and what happens next.
    const panel = page.getByRole('region', { name: 'Message sent' });
    await expect(panel.getByRole('heading', { name: 'Message sent', level: 1 })).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(panel.getByText(/^MSG-\d{4}-\d{6}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page).toHaveTitle('Message sent | City of Riverton');
    await expectAccessible(page);
  });

  test('emergencies: categories, subcategories and options; unknown ones are not found', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(404, '/api/emergencies/no-such-thing/'), failedRequest(404, '/api/emergencies/water/no-such-thing/'));
    await logIn(page, 'resident', { to: '/emergencies' });
    // One name in the menu, the tab, the heading and the breadcrumbs.
    await expect(page.getByRole('heading', { name: 'Emergency guides', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Emergency guides | City of Riverton');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Water and sewer' }).click();
    await expect(page.getByRole('heading', { name: 'Water and sewer', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Water and sewer | City of Riverton');
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Emergency guides' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Burst water main' }).click();
    await expect(page.getByRole('heading', { name: 'Burst water main', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:/);
    await expectAccessible(page);
    await page.goto('/emergencies/no-such-thing');
    await expect(page.getByText('Page Not Found: /emergencies/no-such-thing')).toBeVisible();
    await page.goto('/emergencies/water/no-such-thing');
    await expect(page.getByText('Page Not Found: /emergencies/water/no-such-thing')).toBeVisible();
  });

  test('council members with portrait, ward, role and contact @phone', async ({ page }) => {
    await logIn(page, 'resident', { to: '/council-members' });
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    await expect(first).toBeVisible();
    await expect(page.getByText(/Ward \d/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expectAccessible(page);
  });
});

test.describe('the home page', () => {
  test('names each shortcut as the page it opens is titled', async ({ page }) => {
    await logIn(page, 'resident');
    const shortcuts = page.getByRole('navigation', { name: 'Services' }).getByRole('link');
    // Home drawn: its shortcuts there (a login is answered before home has its page).
    await expect(shortcuts.first()).toBeVisible();
    const pairs: [string, string][] = [];
    for (const link of await shortcuts.all()) pairs.push([(await link.textContent()) ?? '', (await link.getAttribute('href')) ?? '']);
    expect(pairs).toContainEqual(['Make a donation', '/donations/donate']);
    expect(pairs).toContainEqual(['Emergency guides', '/emergencies']);
    expect(pairs).toContainEqual(['Support', '/support']);
    for (const [name, href] of pairs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }), href).toHaveText(name);
      await expect(page, href).toHaveTitle(`${name} | City of Riverton`);
    }
  });

  test('shows the widgets each remote offers', async ({ page }) => {
    await logIn(page, 'resident');
    await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Open polls and petitions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My open cases' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your donations' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Water main flushing schedule' })).toBeVisible();
    await expectAccessible(page);
  });

  test("fetches each widget's script once, beside its remote's entry", async ({ page }) => {
    await logIn(page, 'resident');
    // Home after the login has fetched its widgets before the count starts, not while it runs.
    await expect(page.getByRole('heading', { name: 'Your donations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My open cases' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Water main flushing schedule' })).toBeVisible();
    const origins = [REMOTE_BASES.news_polls, REMOTE_BASES.disputes_complaints, REMOTE_BASES.donations];
    await expectScriptsFetchedOnceAhead(page, '__federation_expose_widgets', origins, async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: 'Water main flushing schedule' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your donations' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'My open cases' })).toBeVisible();
    });
  });

  test('a widget whose remote is down leaves the rest intact, and comes back', async ({ page, expectErrors }) => {
    expectErrors(failedRequest('ERR_CONNECTION_REFUSED', REMOTE_BASES.donations));
    await page.route(`${REMOTE_BASES.donations}/**`, (route) => route.abort('connectionrefused'));
    await logIn(page, 'resident');
    await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My open cases' })).toBeVisible();
    // Named by its area, as the header names it.
    await expect(page.getByRole('heading', { name: 'Donations: temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your donations' })).toHaveCount(0);
    await expectAccessible(page);

    // Back again, "Try again" brings its widgets.
    await page.unroute(`${REMOTE_BASES.donations}/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Your donations' })).toBeVisible();
  });
});
