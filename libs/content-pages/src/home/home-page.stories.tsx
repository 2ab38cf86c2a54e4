import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderInSite } from './home-story';
import { fixtureAppDownload, fixtureHomeData, fixtureTrust } from './home-fixtures';
import { HomePage } from './home-page';

interface Args {
  /** The content API could not give the page texts (no introduction, no trust ticks). */
  textsUnavailable: boolean;
  /** Every optional call failed: products, plans, promotions, news, events and the base config. */
  sectionsUnavailable: boolean;
  loggedIn: boolean;
  showOpenAccount: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Home/Page',
  parameters: { layout: 'fullscreen' },
  args: { textsUnavailable: false, sectionsUnavailable: false, loggedIn: false, showOpenAccount: true },
  render: renderInSite((args, { district, lang }) => {
    const empty = { products: [], plans: [], promotions: [], news: [], events: [] };
    return (
      <HomePage
        {...fixtureHomeData(district, lang)}
        {...(args.textsUnavailable ? { intro: null, texts: { trust: [] } } : {})}
        {...(args.sectionsUnavailable ? empty : {})}
        appDownload={args.sectionsUnavailable ? null : fixtureAppDownload(lang)}
        trust={args.sectionsUnavailable ? null : fixtureTrust(district, lang)}
        loggedIn={args.loggedIn}
        showOpenAccount={args.showOpenAccount}
      />
    );
  }),
};
export default meta;
type Story = StoryObj<Args>;

/** The HK home page with every section. */
export const WithEverySection: Story = {};
export const English: Story = { globals: { locale: 'en' } };
/** Mainland: registering leads, no licence notice. */
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
/** The page texts failed: the heading and calls to action still stand. */
export const ContentUnavailable: Story = { args: { textsUnavailable: true } };
/** Only the hero: every optional call failed. */
export const SectionsUnavailable: Story = { args: { sectionsUnavailable: true } };
/** A logged-in client with an account is not asked to register or open one. */
export const LoggedInClient: Story = { args: { loggedIn: true, showOpenAccount: false } };
