// Fees and charges (spec 2 `charges/{mealId?}`): fee plans, every market's fee table and the trade-cost calculator.
export { ChargesRoute as default, chargesHandle as handle, chargesShouldRevalidate as shouldRevalidate } from '@brokerage/content-pages';
export { chargesLoader as loader } from '../pages.server';
