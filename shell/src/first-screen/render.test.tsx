import { kitText, portalConfigSchema, type NavEntry } from '@portal/shared';

import { shellText } from '../text';
import { firstReads, PARAGRAPH, renderFrame } from './render';

// The first screen is what everyone may see: what depends on the session is marked for the page's
// inline script, and what depends on a role is left to the app.

const entry = (path: string, section: string, access: NavEntry['access'], order = 10) => ({
  path,
  label: path.slice(1),
  section,
  order,
  access,
});
const CONFIG = portalConfigSchema.parse({
  appName: 'Springfield <Portal>',
  apiBase: '/api',
  profileUrl: '/api/users/profile/',
  remotes: [
    {
      name: 'news',
      entry: 'https://news.example.org/n1/remoteEntry.js',
      prefixes: ['/news', '/emergencies'],
      widgets: true,
      navigation: [entry('/news', 'information', 'login', 5), entry('/emergencies', 'support', 'login')],
      firstReads: { '/': ['/headlines/?page=1&page_size=3', '/polls/'] },
    },
    {
      name: 'configuration',
      entry: '/apps/mfe-configuration/c1/remoteEntry.js',
      prefixes: ['/configuration'],
      navigation: [entry('/configuration', 'administration', 'super')],
      firstReads: { '/': ['/polls/', '/complaints/?open=true'] },
    },
  ],
});

function frame() {
  document.body.innerHTML = renderFrame(CONFIG);
  return document.body;
}
const itemOf = (page: HTMLElement, text: string) =>
  [...page.querySelectorAll('li')].find((item) => item.firstElementChild?.textContent === text);

describe('the first screen', () => {
  it("is the shell's frame: the skip link, the header, an empty main area and the footer", () => {
    const page = frame();
    expect(page.querySelector('a.usa-skipnav')?.getAttribute('href')).toBe('#main-content');
    expect(page.querySelector('header.usa-header nav#portal-nav')).not.toBeNull();
    expect(page.querySelector('main#main-content')?.childElementCount).toBe(0);
    expect(page.querySelector('footer.usa-footer')?.textContent).toContain(`© ${new Date().getFullYear()} Springfield <Portal>`);
    expect(page.querySelector('.usa-current, [aria-current]')).toBeNull();
  });

  it('shows entries open to everyone always, those needing a session only with one, and none that need a role', () => {
    const page = frame();
    const sections = [...page.querySelectorAll('.usa-nav__primary-item')].map((section) => [
      section.querySelector('button')?.textContent,
      section.className,
      [...section.querySelectorAll('.usa-nav__submenu-item')].map(
        (item) => `${item.textContent}${item.className.replace(/usa-nav__submenu-item/, '')}`,
      ),
    ]);
    expect(sections.find(([label]) => label === 'News and information')).toEqual([
      'News and information',
      'usa-nav__primary-item',
      expect.arrayContaining(['news portal-when-session', 'About us']),
    ]);
    expect(sections.find(([label]) => label === 'Support')?.[1]).toBe('usa-nav__primary-item');
    expect(page.textContent).not.toContain('configuration');
    expect(page.querySelector('a[href="/configuration"]')).toBeNull();
  });

  it('draws both sides of the session, each marked, and keeps the name from the API pending', () => {
    const page = frame();
    expect(itemOf(page, 'Log out')?.className).toBe('usa-nav__secondary-item portal-when-session');
    expect(itemOf(page, 'Log in')?.className).toBe('usa-nav__secondary-item portal-when-visitor');
    expect(itemOf(page, 'Create an account')?.className).toBe('usa-nav__secondary-item portal-when-visitor');
    expect(page.querySelector('.portal-brand')?.className).toBe('portal-brand portal-pending');
  });

  it('carries the templates of the public pages painted from the first read, drawn by their own components', () => {
    const page = frame();
    const about = page.querySelector<HTMLTemplateElement>('template[data-early-page="/about-us"]');
    expect(about?.dataset).toMatchObject({ read: '/api/organization/', field: 'about_us' });
    const drawn = about!.content;
    expect(drawn.querySelector('h1')?.textContent).toBe('About us');
    expect([...drawn.querySelectorAll('p')].map((paragraph) => [paragraph.className, paragraph.textContent])).toEqual([
      ['measure-5', PARAGRAPH],
    ]);
    expect(page.querySelector('template[data-early-page="/policies"]')?.getAttribute('data-field')).toBe('policies');
  });

  it('draws the frame in each language the portal speaks, each language named in itself with its lang', async () => {
    await Promise.all([kitText.ready('es'), shellText.ready('es')]);
    const languages = [
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
    ];
    const spanish = { ...CONFIG, languages };
    spanish.remotes[0]!.navigation![0]!.labels = { en: 'News', es: 'Noticias' };
    document.body.innerHTML = renderFrame(spanish, 'es');
    expect(document.querySelector('.usa-skipnav')?.textContent).toBe('Saltar al contenido principal');
    expect(document.querySelector('a[href="/news"]')?.textContent).toBe('Noticias');
    const toEnglish = document.querySelector('a[hreflang="en"]');
    expect(toEnglish?.textContent).toBe('English');
    expect(toEnglish?.getAttribute('lang')).toBe('en');
    expect(document.querySelector('a[hreflang="es"]')).toBeNull();
    document.body.innerHTML = renderFrame(spanish);
    expect(document.querySelector('.usa-skipnav')?.textContent).toBe('Skip to main content');
    expect(document.querySelector('a[hreflang="es"]')?.textContent).toBe('Español');
  });

  it("names the organization, the profile and the remotes' page reads as the API client asks for them", () => {
    expect(firstReads(CONFIG)).toEqual({
      languages: ['en'],
      publicReads: ['/api/organization/'],
      sessionReads: ['/api/users/profile/'],
      pageReads: { '/': ['/api/headlines/?page=1&page_size=3', '/api/polls/', '/api/complaints/?open=true'] },
    });
    expect(firstReads({ ...CONFIG, apiBase: 'https://api.example.org/api/', profileUrl: undefined, remotes: [] })).toEqual({
      languages: ['en'],
      publicReads: ['https://api.example.org/api/organization/'],
      sessionReads: [],
      pageReads: {},
    });
  });
});
