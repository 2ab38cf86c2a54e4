import { useLoaderData } from '@remix-run/react';
import { useShellState } from '@brokerage/layout';
import { deferHydration } from '@brokerage/ui';
import type { HomeData } from './home-data';
import type { HomeAppDownloadContent } from './home-app-download';
import { HomeHero } from './home-hero';
import type { Trust } from '@brokerage/contracts';

// The proof band and the product cards under the hero are pictures, figures and links: their code
// (the product icons with it) comes just after the page has hydrated instead of before.
const HomeTrust = deferHydration(() => import('./home-trust').then((module) => module.HomeTrust));
const HomeProducts = deferHydration(() => import('./home-products').then((module) => module.HomeProducts));
// Everything after the products starts below the first screen on a phone and a desktop: its code
// (with dayjs for the dates) loads when a visitor scrolls near it.
const HomeBelowFold = deferHydration(() => import('./home-below-fold').then((module) => module.HomeBelowFold));

export type { HomeData, HomeEvent, HomeNewsItem, HomePlan, HomeProduct, HomePromotion, HomeTexts } from './home-data';
export { homeHeadings } from './home-messages';

/** What the home page shows from the frame's state (base config and the visitor's session). */
export interface HomeFrameProps {
  appDownload?: HomeAppDownloadContent | null;
  /** Figures, licence and client-asset protection of the base config, shown under the hero. */
  trust?: Trust | null;
  showOpenAccount?: boolean;
  loggedIn?: boolean;
}

export type HomePageProps = Partial<Omit<HomeData, 'intro'>> & Pick<HomeData, 'intro'> & HomeFrameProps;

/**
 * The home page (spec 2 index): hero with the value proposition and the calls to action, product
 * the broker's proof (figures, licence, protection), product highlights, fee highlights, promotions,
 * news and events and the app download. The licence and risk notice is the footer's, shown once.
 * A section whose data is missing is left out.
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
  trust = null,
  showOpenAccount = true,
  loggedIn = false,
}: HomePageProps) => {
  return (
    <>
      <HomeHero intro={intro} ctaLabel={texts.heroCta} trust={texts.trust} showOpenAccount={showOpenAccount} loggedIn={loggedIn} />
      <HomeTrust trust={trust} />
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
      trust={shell.baseConfig.trust ?? null}
      showOpenAccount={shell.showOpenAccountButton}
      loggedIn={shell.loggedIn}
    />
  );
};
