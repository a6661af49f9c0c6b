import { Footer } from './footer';
import { Header } from './header';
import { PagePlaceholder } from './placeholders';

/**
 * The first screen of a page opened on an area whose code is still on its way: the header and
 * footer the page's HTML already shows, and the placeholder in the main area, instead of a blank
 * page until the area has loaded.
 */
export function LoadingFrame() {
  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        Skip to main content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="grid-container portal-main">
        <PagePlaceholder />
      </main>
      <Footer />
    </>
  );
}
