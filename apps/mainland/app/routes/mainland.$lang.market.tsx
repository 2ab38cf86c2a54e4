// Quote services (spec 2 `market`): real-time quote packages by market.
export { MarketRoute as default, marketHandle as handle } from '@brokerage/content-pages';
export { marketLoader as loader } from '../pages.server';
