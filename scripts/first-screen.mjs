// The page the shell's origin serves for every path, written by the deploy whenever the shell or a
// remote goes live: the live shell's index.html with its first screen filled in before any script
// runs. Only what is the same for everyone is in it: the skip link, the USWDS extended header with
// the shell's and the remotes' entries (config.json), an empty main and the footer, drawn with the
// markup and classes shell/src/layout/ draws. What depends on the session is marked, and the
// page's inline script (shell/public/index.html) shows one side before the first paint from the
// stored token: `data-session="resident"` or `"visitor"` on <html> (shell/public/portal.css).
// Entries for super users and admins are not in it: they appear once the profile says so.
// The same inline script starts the first reads (config, version, organization, profile, and the
// page's own, home's widget data), the API's named in the page's JSON block, for the app to take
// over (shell/src/config/early-reads.ts).

/** The header's sections in their order, as shared/src/navigation/navigation.ts lists them. */
const SECTIONS = [
  ['information', 'News and information'],
  ['have-your-say', 'Have your say'],
  ['services', 'Services and cases'],
  ['donations', 'Donations'],
  ['support', 'Support'],
  ['administration', 'Administration'],
];
const ACCOUNT = 'account';
const MORE = ['more', 'More'];

/** The footer's links, as shell/src/layout/footer.tsx draws them. */
const FOOTER_LINKS = [
  ['/about-us', 'About us'],
  ['/policies', 'Policies'],
  ['/contact-us', 'Contact us'],
  ['/support', 'Support'],
  ['/council-members', 'Council members'],
  ['/support/emergency-contacts', 'Emergency contacts'],
];

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text) => String(text).replace(/[&<>"']/g, (character) => ESCAPES[character]);

/** Who sees an entry before the profile is known: everyone, a session, or nobody yet (roles). */
function audience(access) {
  if (access === 'public' || access === 'open') return 'all';
  if (access === 'login') return 'session';
  return null;
}
const SHOWN = { all: '', session: ' portal-when-session', visitor: ' portal-when-visitor' };

/** The header's sections as a page without a known role may show them, each with its audience. */
export function frameSections(entries) {
  const known = new Set([...SECTIONS.map(([id]) => id), ACCOUNT]);
  const shown = entries.filter((entry) => audience(entry.access));
  return [...SECTIONS, MORE]
    .map(([id, label]) => {
      const inSection = shown
        .filter((entry) => (id === MORE[0] ? !known.has(entry.section) : entry.section === id))
        .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
      const who = inSection.some((entry) => audience(entry.access) === 'all') ? 'all' : 'session';
      return { id, label, who, entries: inSection };
    })
    .filter((section) => section.entries.length > 0);
}

function header(entries, appName) {
  const sections = frameSections(entries);
  const account = entries.filter((entry) => entry.section === ACCOUNT && audience(entry.access)).sort((a, b) => a.order - b.order);
  const link = (entry) => `<a href="${escape(entry.path)}">${escape(entry.label)}</a>`;
  const primary = sections
    .map(
      (section) =>
        `<li class="usa-nav__primary-item${SHOWN[section.who]}"><button type="button" id="nav-section-${section.id}-button" class="usa-accordion__button usa-nav__link" aria-expanded="false" aria-controls="nav-section-${section.id}"><span>${escape(section.label)}</span></button>` +
        `<ul id="nav-section-${section.id}" class="usa-nav__submenu" hidden="">${section.entries
          .map((entry) => `<li class="usa-nav__submenu-item${SHOWN[audience(entry.access)]}">${link(entry)}</li>`)
          .join('')}</ul></li>`,
    )
    .join('');
  const secondary = [
    ...account.map((entry) => `<li class="usa-nav__secondary-item${SHOWN[audience(entry.access)]}">${link(entry)}</li>`),
    `<li class="usa-nav__secondary-item portal-when-session"><button type="button" class="usa-button usa-button--unstyled">Log out</button></li>`,
    `<li class="usa-nav__secondary-item portal-when-visitor"><a href="/login">Log in</a></li>`,
    `<li class="usa-nav__secondary-item portal-when-visitor"><a href="/register">Create an account</a></li>`,
  ].join('');
  // The kit's SearchBox as shell/src/layout/header-search.tsx draws it.
  const search =
    '<form role="search" aria-label="Search the portal" class="portal-search usa-form-group" action="/search" method="get" novalidate="">' +
    '<label class="usa-sr-only" for="portal-search">Search</label><div class="usa-search portal-search__row">' +
    '<input class="usa-input usa-search__input" id="portal-search" type="search" name="q" value=""/>' +
    '<button class="usa-button usa-search__submit" type="submit" aria-label="Search"><span class="usa-search__submit-text">Search</span>' +
    '<img src="/uswds/img/usa-icons-bg/search--white.svg" class="usa-search__submit-icon" alt="" width="24" height="24"/></button></div></form>';
  return (
    '<header class="usa-header usa-header--extended"><div class="usa-navbar"><div class="usa-logo"><em class="usa-logo__text">' +
    `<a class="portal-brand portal-pending" href="/">${escape(appName)}</a></em></div>` +
    '<button type="button" class="usa-menu-btn" aria-expanded="false" aria-controls="portal-nav">Menu</button></div>' +
    '<nav aria-label="Main" class="usa-nav" id="portal-nav"><div class="usa-nav__inner">' +
    '<button type="button" class="usa-nav__close"><img src="/uswds/img/usa-icons/close.svg" role="img" alt="Close the menu" width="24" height="24"/></button>' +
    `<ul class="usa-nav__primary usa-accordion">${primary}</ul>` +
    `<div class="usa-nav__secondary"><ul class="usa-nav__secondary-links">${secondary}</ul>${search}</div>` +
    '</div></nav></header><div class="usa-overlay" aria-hidden="true"></div>'
  );
}

function footer(appName, year) {
  const links = FOOTER_LINKS.map(([to, label]) => `<li><a href="${to}">${label}</a></li>`).join('');
  return (
    '<footer class="usa-footer usa-footer--slim"><div class="usa-footer__primary-section">' +
    `<nav class="grid-container" aria-label="Footer"><ul class="portal-nav padding-y-2">${links}</ul></nav></div>` +
    '<div class="usa-footer__secondary-section"><div class="grid-container">' +
    `<p class="text-bold margin-bottom-1 portal-pending">${escape(appName)}</p><p class="font-body-xs portal-pending">© ${year} ${escape(appName)}</p>` +
    '</div></div></footer>'
  );
}

/** The URL the API client asks for a path (its base and the path joined as it joins them). */
export function apiRequestUrl(config, path) {
  const base = (config.apiBase ?? '').replace(/\/$/, '');
  if (/^https?:\/\//.test(path) || (base !== '' && path.startsWith(`${base}/`))) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * What the inline script reads before the bundle: the organization (the header's and footer's
 * name, for everyone), the profile (with a session) and, by page path, what the remotes declared
 * their pages start with (home's widget data; with a session, on that path only). Not home's
 * widget scripts: fetched beside the shell's own on a slow line, they delayed the first widget's
 * data (3.07 s without, 3.23 s with; 3.09 s without, 3.24 s with at low priority); the shell
 * fetches them ahead once its config is read (src/federation/fetch-ahead.ts).
 */
export function firstReads(config) {
  const pageReads = {};
  for (const remote of config.remotes ?? []) {
    for (const [page, urls] of Object.entries(remote.firstReads ?? {})) {
      pageReads[page] = [...new Set([...(pageReads[page] ?? []), ...urls.map((url) => apiRequestUrl(config, url))])];
    }
  }
  return {
    publicReads: [apiRequestUrl(config, '/organization/')],
    sessionReads: config.profileUrl ? [apiRequestUrl(config, config.profileUrl)] : [],
    pageReads,
  };
}

/**
 * The live page: the shell's built index.html with its first screen and the reads' JSON block.
 * `shellNavigation` is the live shell's dist/navigation.json.
 */
export function renderFirstScreen(template, config, shellNavigation, { year = new Date().getFullYear() } = {}) {
  const entries = [...shellNavigation, ...(config.remotes ?? []).flatMap((remote) => remote.navigation ?? [])];
  const appName = config.appName ?? '';
  const frame =
    '<a class="usa-skipnav" href="#main-content">Skip to main content</a>' +
    header(entries, appName) +
    '<main id="main-content" tabindex="-1" class="grid-container portal-main"></main>' +
    footer(appName, year);
  // "<" escaped, so that no value can end the block.
  const reads = JSON.stringify(firstReads(config)).replace(/</g, '\\u003c');
  const root = /<div id="root">[\s\S]*?<\/div>/;
  if (!root.test(template) || !template.includes('</title>'))
    throw new Error('The shell\'s index.html has no <title> or no <div id="root">.');
  return template
    .replace('</title>', `</title>\n    <script type="application/json" id="portal-first-reads">${reads}</script>`)
    .replace(root, () => `<div id="root">${frame}</div>`);
}
