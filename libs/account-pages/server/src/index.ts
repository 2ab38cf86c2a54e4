// Server entry of the account pages: each page slice's loader, action and headers.
export { personalCentreHeaders, personalCentreLoader } from './personal-centre/personal-centre.loader';
