import { PagePlaceholder } from '../layout/placeholders';

/** A page on its way (its code, or a reload after a part failed to load): the placeholder in its place. */
export function LoadingPage() {
  return <PagePlaceholder />;
}
