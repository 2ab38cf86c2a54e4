import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import styled from 'styled-components';
import { fixturePageBody, fixtureShellState, MOBILE_USER_AGENT, userWithAccount, userWithoutAccount, type FixtureShellOptions } from '../fixtures';
import { Frame } from '../frame';
import { ShellProvider, useShellActions, useShellState } from '../shell-context';
import { MAINLAND, MOBILE_VIEWPORT, storyFixtures, storyScope } from './story-context';

interface Args {
  user: 'visitor' | 'withGuide' | 'withoutGuide';
  isMainlandIp: boolean;
  pagePath: string;
  requiresLogin: boolean;
  navigating: boolean;
  dialog: 'none' | 'login' | 'tokenError';
  /** Every server fetch failed: empty base and head, no activities, logged out (spec 8). */
  failedFetches: boolean;
  mobileDevice: boolean;
  openMenu: string | null;
  sideBarOpen: boolean;
}

const USERS = { visitor: null, withGuide: userWithoutAccount, withoutGuide: userWithAccount };

function Page() {
  const { lang } = useShellState();
  const body = fixturePageBody(lang);
  return (
    <Hero>
      <h1>{body.heading}</h1>
      <p>{body.text}</p>
    </Hero>
  );
}

/** The frame as a site wires it: logout and login update the shell state like the real flows do. */
function SiteFrame({ args, globals }: { args: Args; globals: Record<string, unknown> }) {
  const { config, pathname } = storyFixtures(globals, args.pagePath);
  const { setUser } = useShellActions();
  return (
    <Frame
      config={config}
      pathname={pathname}
      navigating={args.navigating}
      requiresLogin={args.requiresLogin}
      onLogout={() => setUser(null)}
      onNavigate={() => undefined}
      defaultOpenMenuId={args.openMenu}
      defaultSideBarOpen={args.sideBarOpen}
    >
      <Page />
    </Frame>
  );
}

function FrameDemo({ args, globals }: { args: Args; globals: Record<string, unknown> }) {
  const { lang, district } = storyScope(globals);
  const serverState = useMemo(() => {
    const options: FixtureShellOptions = {
      district,
      lang,
      user: USERS[args.user],
      isMainlandIp: args.isMainlandIp,
      userAgent: args.mobileDevice ? MOBILE_USER_AGENT : undefined,
      tokenError: args.dialog === 'tokenError',
      fail: args.failedFetches ? ['baseConfig', 'pageMeta', 'activity', 'ipInfo', 'user'] : [],
    };
    const state = fixtureShellState(options);
    return args.dialog === 'login' ? { ...state, showLoginDialog: true } : state;
  }, [district, lang, args.user, args.isMainlandIp, args.mobileDevice, args.dialog, args.failedFetches]);
  return (
    <ShellProvider serverState={serverState}>
      <SiteFrame args={args} globals={globals} />
    </ShellProvider>
  );
}

/**
 * The whole frame around a page. Language and district come from the toolbar (or the story);
 * args set the visitor, the IP rule, the page and the dialogs.
 */
const meta: Meta<Args> = {
  title: 'layout/Frame',
  args: {
    user: 'visitor',
    isMainlandIp: false,
    pagePath: '',
    requiresLogin: false,
    navigating: false,
    dialog: 'none',
    failedFetches: false,
    mobileDevice: false,
    openMenu: null,
    sideBarOpen: false,
  },
  argTypes: {
    user: { control: 'inline-radio', options: ['visitor', 'withGuide', 'withoutGuide'] },
    dialog: { control: 'inline-radio', options: ['none', 'login', 'tokenError'] },
    openMenu: { control: 'select', options: [null, 'menu-trading', 'menu-fees', 'menu-courses', 'menu-about', 'group-sites', 'language', 'account'] },
    pagePath: { control: 'select', options: ['', '/charges', '/products/financial-investment/hk-stocks', '/sta-login'] },
  },
  render: (args, { globals }) => <FrameDemo key={JSON.stringify(args)} args={args} globals={globals} />,
};
export default meta;
type Story = StoryObj<Args>;

export const HongKongLoggedOut: Story = {};
export const HongKongLoggedInWithGuideAccountFlag: Story = { args: { user: 'withGuide' } };
export const HongKongLoggedInWithoutGuideAccountFlag: Story = { args: { user: 'withoutGuide' } };
export const HongKongMainlandIp: Story = { args: { isMainlandIp: true } };
export const HongKongMenuOpen: Story = { args: { openMenu: 'menu-trading' } };
export const HongKongEnglish: Story = { globals: { locale: 'en' } };
export const HongKongSimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };

export const MainlandLoggedOut: Story = { globals: MAINLAND };
export const MainlandLoggedIn: Story = { args: { user: 'withoutGuide' }, globals: MAINLAND };
export const MainlandMainlandIp: Story = { args: { isMainlandIp: true }, globals: MAINLAND };
export const MainlandMenuOpen: Story = { args: { openMenu: 'menu-courses' }, globals: MAINLAND };
export const MainlandEnglish: Story = { globals: { ...MAINLAND, locale: 'en' } };

export const LoginDialogOpen: Story = { args: { dialog: 'login' } };
/** A login-required page (personal centre) entered without a session. */
export const PleaseLoginFirst: Story = { args: { requiresLogin: true, pagePath: '/sta-login' } };
export const TokenErrorDialog: Story = { args: { dialog: 'tokenError' } };
export const LoadingNextPage: Story = { args: { navigating: true } };
export const FailedFetches: Story = { args: { failedFetches: true } };

export const MobileLoggedOut: Story = { args: { mobileDevice: true }, globals: MOBILE_VIEWPORT };
export const MobileSideBarOpen: Story = { args: { mobileDevice: true, sideBarOpen: true }, globals: MOBILE_VIEWPORT };
export const MobileLoggedInSideBar: Story = { args: { mobileDevice: true, sideBarOpen: true, user: 'withGuide' }, globals: MOBILE_VIEWPORT };
/** Product page on a phone: the download banner points to the App Store. */
export const MobileProductPage: Story = { args: { mobileDevice: true, pagePath: '/products/financial-investment/hk-stocks' }, globals: MOBILE_VIEWPORT };
export const MobileMainland: Story = { args: { mobileDevice: true }, globals: { ...MOBILE_VIEWPORT, ...MAINLAND } };
export const MobileLoginDialog: Story = { args: { mobileDevice: true, dialog: 'login' }, globals: MOBILE_VIEWPORT };
export const MobilePleaseLoginFirst: Story = { args: { mobileDevice: true, requiresLogin: true, pagePath: '/sta-login' }, globals: MOBILE_VIEWPORT };

const Hero = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  h1 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  p { margin: 0; max-width: 640px; color: ${({ theme }) => theme.colors.textMuted}; }
`;
