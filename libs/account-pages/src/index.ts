// Browser entry of the account pages (behind login): each page slice's component, meta and handle.
// Loaders and actions are in the server entry, `@brokerage/account-pages/server`.
export {
  PersonalCentreRoute,
  personalCentreHandle,
  personalCentreMessages,
  personalCentreMeta,
} from './personal-centre/personal-centre';
export { summariseUser, type PersonalCentreData } from './personal-centre/personal-centre-summary';
