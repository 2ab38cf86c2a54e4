// Promotions (spec 2 `promotion-and-activities/{tabKey?}/{page?}`): tabs all, welcome-offer, referral-offer, funds-promo, other-promo.
export { ActivityListRoute as default, promotionListHandle as handle } from '@brokerage/content-pages';
export { promotionListLoader as loader } from '../pages.server';
