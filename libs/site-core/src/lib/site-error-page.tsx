import { lazy, Suspense } from 'react';

// Only a page that failed needs the error and 404 pages: their code (with their texts and styles)
// loads then, off every other page's first load. The server has it at once and renders it in full;
// the browser hydrates it when its chunk is in (the rest of the page does not wait).
const ErrorPage = lazy(() => import('./pages').then((module) => ({ default: module.ErrorPage })));

/** Root error boundary of both sites (see ErrorPage in pages.tsx). */
export const SiteErrorPage = () => (
  <Suspense fallback={null}>
    <ErrorPage />
  </Suspense>
);
