import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userWithAccount, userWithoutAccount } from '../fixtures';
import { Header } from '../header/header';
import { shouldShowOpenAccount } from '../open-account';
import { MAINLAND, MOBILE_VIEWPORT, storyFixtures } from './story-context';

interface Args {
  user: 'visitor' | 'withGuide' | 'withoutGuide';
  isMainlandIp: boolean;
  showOtherActivity: boolean;
  pagePath: string;
  search: string;
  openMenu: string | null;
  sideBarOpen: boolean;
}

const USERS = { visitor: null, withGuide: userWithoutAccount, withoutGuide: userWithAccount };

function HeaderDemo({ args, globals }: { args: Args; globals: Record<string, unknown> }) {
  const { lang, config, content, pathname } = storyFixtures(globals, args.pagePath);
  const [user, setUser] = useState(USERS[args.user]);
  return (
    <Header
      config={config}
      lang={lang}
      pathname={pathname}
      search={args.search}
      user={user}
      showOpenAccountButton={shouldShowOpenAccount({ isMainlandIp: args.isMainlandIp, user })}
      showOtherActivity={args.showOtherActivity}
      brandName={content.brandName}
      logoText={content.logoText}
      onLoginClick={() => setUser(userWithoutAccount)}
      onLogout={() => setUser(null)}
      defaultOpenMenuId={args.openMenu}
      defaultSideBarOpen={args.sideBarOpen}
    />
  );
}

/**
 * The site header. Language and district come from the toolbar. In these stories "Log in /
 * Register" logs in a sample user and "Log out" logs out, so both states can be reviewed.
 */
const meta: Meta<Args> = {
  title: 'layout/Header',
  args: { user: 'visitor', isMainlandIp: false, showOtherActivity: true, pagePath: '/charges', search: '', openMenu: null, sideBarOpen: false },
  argTypes: {
    user: { control: 'inline-radio', options: ['visitor', 'withGuide', 'withoutGuide'] },
    openMenu: { control: 'select', options: [null, 'menu-trading', 'menu-fees', 'menu-courses', 'menu-about', 'group-sites', 'language', 'account'] },
  },
  render: (args, { globals }) => <HeaderDemo key={JSON.stringify([args.user, args.openMenu, args.sideBarOpen])} args={args} globals={globals} />,
  decorators: [(Story) => <div style={{ minHeight: 480 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<Args>;

export const LoggedOut: Story = {};
export const LoggedInWithGuideAccountFlag: Story = { args: { user: 'withGuide' } };
export const LoggedInWithoutGuideAccountFlag: Story = { args: { user: 'withoutGuide' } };
/** A visitor from a mainland IP: no open-account button. */
export const MainlandIp: Story = { args: { isMainlandIp: true } };
export const TradingMenuOpen: Story = { args: { openMenu: 'menu-trading', pagePath: '/products/financial-investment/us-stocks' } };
export const FeesMenuOpen: Story = { args: { openMenu: 'menu-fees' } };
/** Talks, news flash, blog and the investor library sit with the courses (decision 016). */
export const CoursesMenuOpen: Story = { args: { openMenu: 'menu-courses', pagePath: '/news-flash-list' } };
/** Media centre and Contact us in About. */
export const AboutMenuOpen: Story = { args: { openMenu: 'menu-about' } };
export const LanguageMenuOpen: Story = { args: { openMenu: 'language', search: '?ICode=AB12' } };
export const GroupSitesOpen: Story = { args: { openMenu: 'group-sites' } };
export const AccountMenuOpen: Story = { args: { user: 'withGuide', openMenu: 'account' } };
export const NoOtherActivities: Story = { args: { showOtherActivity: false } };

export const Mainland: Story = { globals: MAINLAND };
export const MainlandMenuOpen: Story = { args: { openMenu: 'menu-trading' }, globals: MAINLAND };
export const MainlandAccountMenu: Story = { args: { user: 'withoutGuide', openMenu: 'account' }, globals: MAINLAND };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };
export const MobileSideBarOpen: Story = { args: { sideBarOpen: true }, globals: MOBILE_VIEWPORT };
export const MobileSideBarLoggedIn: Story = { args: { sideBarOpen: true, user: 'withGuide' }, globals: MOBILE_VIEWPORT };
export const MobileMainlandSideBar: Story = { args: { sideBarOpen: true }, globals: { ...MOBILE_VIEWPORT, ...MAINLAND } };

/** Explicit languages, for reviewing the three side by side without the toolbar. */
export const English: Story = { globals: { locale: 'en' } };
export const SimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };
export const TraditionalChinese: Story = { globals: { locale: 'zh-hk' } };
