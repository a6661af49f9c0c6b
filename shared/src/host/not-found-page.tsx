import { NotFoundContent } from '../ui/not-found-content';

/** docs/product-rules.md#routes: a failed validity check or an unknown path shows `Page Not Found: {path}`. */
export function NotFoundPage({ path }: { path: string }) {
  return <NotFoundContent path={path} />;
}
