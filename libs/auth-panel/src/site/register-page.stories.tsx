import { isLang, pagePath, type District, type Lang } from '@brokerage/domain';
import { district as hkSite } from '@brokerage/hk-district';
import { createShellState, ShellProvider } from '@brokerage/layout';
import { district as mainlandSite } from '@brokerage/mainland-district';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { builtInAreas } from '../lib/areas';
import type { PanelConfig } from '../transport';
import { RegisterPage } from './register-page';

// District configs from the district projects, not @brokerage/layout/testing (see auth-panel.stories.tsx).

const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

/**
 * `sta-regform` as the site serves it: the panel on a page of its own, its configuration the
 * loader's (the built-in calling codes, as when the API's list could not be had). Nothing is sent
 * until the visitor submits; the story's page has no server to send to.
 */
function RegisterPageStory({ lang, district, inviteCode }: { lang: Lang; district: District; inviteCode: string | null }) {
  const site = district === 'mainland' ? mainlandSite : hkSite;
  const router = useMemo(() => {
    const config: PanelConfig = { areas: builtInAreas(lang), rsaPublicKeys: [] };
    const path = `${pagePath(site, lang, 'sta-regform')}${inviteCode ? `?ICode=${inviteCode}` : ''}`;
    return createMemoryRouter([{ id: 'register', path: '*', element: <RegisterPage /> }], { initialEntries: [path], hydrationData: { loaderData: { register: config } } });
  }, [site, lang, inviteCode]);
  const shell = useMemo(
    () =>
      createShellState({
        lang,
        district,
        baseConfig: { status: 'rejected', reason: new Error('not needed by the register page') },
        pageMeta: fulfilled({}),
        activityTotal: fulfilled(0),
        ipRegion: fulfilled(district === 'mainland' ? 'MAINLAND' : 'HK'),
      }),
    [lang, district],
  );
  return (
    <SiteProvider value={{ site, lang }}>
      <ShellProvider serverState={shell}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </ShellProvider>
    </SiteProvider>
  );
}

interface Args {
  /** The `ICode` of an invitation link: shown read-only in the form. */
  inviteCode: string | null;
}

const meta: Meta<Args> = {
  title: 'auth-panel/Register page',
  parameters: { layout: 'fullscreen' },
  args: { inviteCode: null },
  render: ({ inviteCode }, { globals }) => {
    const lang = isLang(globals['locale']) ? globals['locale'] : 'zh-hk';
    const district: District = globals['district'] === 'mainland' ? 'mainland' : 'hk';
    return <RegisterPageStory lang={lang} district={district} inviteCode={inviteCode} />;
  },
};
export default meta;
type Story = StoryObj<Args>;

export const HongKong: Story = {};
export const HongKongEnglish: Story = { globals: { locale: 'en' } };
export const HongKongSimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const MainlandEnglish: Story = { globals: { district: 'mainland', locale: 'en' } };
export const MainlandTraditionalChinese: Story = { globals: { district: 'mainland', locale: 'zh-hk' } };
/** From an invitation link: the invite code comes filled in. */
export const Invited: Story = { args: { inviteCode: 'HF8K2Q' }, globals: { locale: 'en' } };
export const OnAPhone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
