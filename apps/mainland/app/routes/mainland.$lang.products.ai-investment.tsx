export { AiInvestmentRoute as default, aiInvestmentHandle as handle } from '@brokerage/content-pages';
export { aiInvestmentLoader as loader } from '../pages.server';
