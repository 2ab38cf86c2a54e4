import { Outlet } from '@remix-run/react';

// Pages of one language; any other first segment redirects to the default language.
export { langLoader as loader } from '@brokerage/site-core/server';

export default function LanguagePages() {
  return <Outlet />;
}
