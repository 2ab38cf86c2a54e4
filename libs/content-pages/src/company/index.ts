// The company pages' browser halves (component, meta, handle, data types).
export { InfoPageRoute, infoPageHandle, type InfoPageData } from './info-page';
export { ContactRoute, contactHandle, type ContactData } from './contact-page';
