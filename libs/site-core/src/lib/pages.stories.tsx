import { homePath, isLang, type District, type Lang } from '@brokerage/domain';
import { createShellState, Frame, ShellProvider } from '@brokerage/layout';
import { fixtureBaseConfig, fixtureDistrictConfig } from '@brokerage/layout/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ErrorPage, NotFoundPage } from './pages';
import { SiteProvider } from './site-context';

type Page = 'not-found' | 'error' | 'forbidden';

interface Args {
  page: Page;
}

const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

/** What the root error boundary was given: a failure of ours, or a refused link (403), as a loader would have thrown them. */
const ERRORS: Record<Exclude<Page, 'not-found'>, unknown> = {
  error: new Error('The page could not be rendered'),
  forbidden: { status: 403, statusText: 'Forbidden', internal: false, data: null },
};

/**
 * The 404 page and the error page in the district's frame, at an address of the story's language.
 * The error reaches the page as Remix gives it to the root error boundary (the router's error state).
 */
function ErrorPageStory({ page, lang, district }: Args & { lang: Lang; district: District }) {
  const site = fixtureDistrictConfig(district);
  const path = `${homePath(site, lang)}/no-such-page`;
  const router = useMemo(
    () =>
      page === 'not-found'
        ? createMemoryRouter([{ id: 'page', path: '*', element: <NotFoundPage /> }], { initialEntries: [path] })
        : createMemoryRouter([{ id: 'page', path: '*', element: null, errorElement: <ErrorPage /> }], { initialEntries: [path], hydrationData: { errors: { page: ERRORS[page] } } }),
    [page, path],
  );
  const shell = useMemo(
    () => createShellState({ lang, district, baseConfig: fulfilled(fixtureBaseConfig(district, lang)), pageMeta: fulfilled({}), activityTotal: fulfilled(3), ipRegion: fulfilled(district === 'mainland' ? 'MAINLAND' : 'HK') }),
    [lang, district],
  );
  return (
    <SiteProvider value={{ site, lang }}>
      <ShellProvider serverState={shell}>
        <Frame config={site} pathname={path} onLogout={() => undefined} onNavigate={() => undefined}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </Frame>
      </ShellProvider>
    </SiteProvider>
  );
}

const meta: Meta<Args> = {
  title: 'site-core/Error pages',
  parameters: { layout: 'fullscreen' },
  args: { page: 'not-found' },
  argTypes: { page: { control: { type: 'inline-radio' }, options: ['not-found', 'error', 'forbidden'] } },
  render: (args, { globals }) => {
    const lang = isLang(globals['locale']) ? globals['locale'] : 'zh-hk';
    const district: District = globals['district'] === 'mainland' ? 'mainland' : 'hk';
    return <ErrorPageStory {...args} lang={lang} district={district} />;
  },
};
export default meta;
type Story = StoryObj<Args>;

/** `/{lang}/404` and every unknown address: what happened, and the site's main sections. */
export const NotFound: Story = {};
export const NotFoundEnglish: Story = { globals: { locale: 'en' } };
export const NotFoundSimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };
export const NotFoundMainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const NotFoundMainlandEnglish: Story = { globals: { district: 'mainland', locale: 'en' } };
export const NotFoundOnAPhone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** A page that failed: an apology and the way home, never a stack trace. */
export const PageFailed: Story = { args: { page: 'error' } };
export const PageFailedEnglish: Story = { args: { page: 'error' }, globals: { locale: 'en' } };
export const PageFailedMainland: Story = { args: { page: 'error' }, globals: { district: 'mainland', locale: 'zh-cn' } };
/** A preview link the API refused (403): the visitor's link is not valid. */
export const RefusedLink: Story = { args: { page: 'forbidden' }, globals: { locale: 'en' } };
