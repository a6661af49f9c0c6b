import { PageFrame, useHeaderEntries } from './frame';
import { PagePlaceholder } from './placeholders';

/**
 * The first screen of a page opened on an area whose code is still on its way: the header and
 * footer the page's HTML already shows, and the placeholder in the main area, instead of a blank
 * page until the area has loaded.
 */
export function LoadingFrame() {
  return (
    <PageFrame entries={useHeaderEntries()}>
      <PagePlaceholder />
    </PageFrame>
  );
}
