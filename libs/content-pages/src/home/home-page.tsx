import { useLoaderData } from '@remix-run/react';
import { useShellState } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { deferHydration } from '@brokerage/ui';
import type { HomeData } from './home-data';
import type { HomeAppDownloadContent } from './home-app-download';
import { HomeHero } from './home-hero';
import type { HomeLicenceContent } from './home-licence';
import { HomeProducts } from './home-products';

// Everything after the products starts below the first screen on a phone and a desktop: its code
// (with dayjs for the dates) loads when a visitor scrolls near it.
const HomeBelowFold = deferHydration(() => import('./home-below-fold').then((module) => module.HomeBelowFold));

export type { HomeData, HomeEvent, HomeNewsItem, HomePlan, HomeProduct, HomePromotion, HomeTexts } from './home-data';
export { homeHeadings } from './home-messages';

/** What the home page shows from the frame's state (base config and the visitor's session). */
export interface HomeFrameProps {
  appDownload?: HomeAppDownloadContent | null;
  /** The HK site's licence and risk notice; shown on the HK site only. */
  licenceNotice?: HomeLicenceContent | null;
  showOpenAccount?: boolean;
  loggedIn?: boolean;
}

export type HomePageProps = Partial<Omit<HomeData, 'intro'>> & Pick<HomeData, 'intro'> & HomeFrameProps;

/**
 * The home page (spec 2 index): hero with the value proposition and the calls to action, product
 * highlights, fee highlights, promotions, news and events, app download and, on the HK site, the
 * licence and risk notice. A section whose data is missing is left out.
 */
export const HomePage = ({
  intro,
  texts = { trust: [] },
  products = [],
  plans = [],
  promotions = [],
  news = [],
  events = [],
  appDownload = null,
  licenceNotice = null,
  showOpenAccount = true,
  loggedIn = false,
}: HomePageProps) => {
  const { site } = useSite();
  return (
    <>
      <HomeHero intro={intro} ctaLabel={texts.heroCta} trust={texts.trust} showOpenAccount={showOpenAccount} loggedIn={loggedIn} />
      <HomeProducts products={products} />
      <HomeBelowFold
        plans={plans}
        feesText={texts.fees}
        promotions={promotions}
        news={news}
        events={events}
        appDownload={appDownload}
        downloadTitle={texts.downloadTitle}
        downloadText={texts.downloadText}
        licenceNotice={licenceNotice}
        showLicenceNotice={site.showLicenceNotice}
      />
    </>
  );
};

/** The `/` route of a language (spec 2 index): the loader's data and the frame's base config. */
export const HomeRoute = () => {
  const data = useLoaderData<HomeData>();
  const shell = useShellState();
  return (
    <HomePage
      {...data}
      appDownload={shell.baseConfig.appDownload ?? null}
      licenceNotice={shell.baseConfig.licenceNotice ?? null}
      showOpenAccount={shell.showOpenAccountButton}
      loggedIn={shell.loggedIn}
    />
  );
};
