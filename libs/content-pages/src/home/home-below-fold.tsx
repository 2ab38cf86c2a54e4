import type { HomeEvent, HomeNewsItem, HomePlan, HomePromotion } from './home-data';
import { HomeAppDownload, type HomeAppDownloadContent } from './home-app-download';
import { HomeFees } from './home-fees';
import { HomeNewsEvents } from './home-news-events';
import { HomePromotions } from './home-promotions';

export interface HomeBelowFoldProps {
  plans: readonly HomePlan[];
  feesText?: string;
  promotions: readonly HomePromotion[];
  news: readonly HomeNewsItem[];
  events: readonly HomeEvent[];
  appDownload: HomeAppDownloadContent | null;
  downloadTitle?: string;
  downloadText?: string;
}

/**
 * The home page's sections below the first screen on a phone and a desktop: one part whose code
 * (and dayjs, for the dates) loads only when a visitor scrolls near it (see HomePage).
 */
export function HomeBelowFold({ plans, feesText, promotions, news, events, appDownload, downloadTitle, downloadText }: HomeBelowFoldProps) {
  return (
    <>
      <HomeFees plans={plans} text={feesText} />
      <HomePromotions promotions={promotions} />
      <HomeNewsEvents news={news} events={events} />
      <HomeAppDownload content={appDownload} fallbackTitle={downloadTitle} fallbackText={downloadText} />
    </>
  );
}
