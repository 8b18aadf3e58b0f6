import { ErrorPanel } from './error-panel.tsx';

/** 404: "This page could not be found" (找不到此页面 on Chinese routes) with Try again and Home. */
export function NotFoundPage() {
  return <ErrorPanel code="404" title="notFound" message="notFoundHint" testId="not-found" spaHome />;
}
