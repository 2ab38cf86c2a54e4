export { PersonalCentreRoute as default, personalCentreHandle as handle, personalCentreMeta as meta } from '@brokerage/account-pages';
export { personalCentreHeaders as headers, personalCentreLoader as loader } from '../pages.server';
