// The company pages' browser halves (component, meta, handle, data types).
export { CompanyProfileRoute } from './company-profile';
export { InfoPageRoute, infoPageHandle, type InfoPageData } from './info-page';
export { ContactRoute, contactHandle, type ContactData } from './contact-page';
