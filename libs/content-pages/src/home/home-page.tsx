import { useLoaderData } from '@remix-run/react';
import { useShellState } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import type { HomeData } from './home-data';
import { HomeAppDownload, type HomeAppDownloadContent } from './home-app-download';
import { HomeFees } from './home-fees';
import { HomeHero } from './home-hero';
import { HomeLicence, type HomeLicenceContent } from './home-licence';
import { HomeNewsEvents } from './home-news-events';
import { HomeProducts } from './home-products';
import { HomePromotions } from './home-promotions';

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
      <HomeFees plans={plans} text={texts.fees} />
      <HomePromotions promotions={promotions} />
      <HomeNewsEvents news={news} events={events} />
      <HomeAppDownload content={appDownload} fallbackTitle={texts.downloadTitle} fallbackText={texts.downloadText} />
      {site.showLicenceNotice ? <HomeLicence notice={licenceNotice} /> : null}
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
