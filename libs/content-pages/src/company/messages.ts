/** UI texts of the company pages (content-company catalog); their content comes from the content API. */
export const companyMessages = {
  atAGlance: /*i18n*/ { id: 'content.company.atAGlance', message: 'At a glance' },
  lastUpdated: /*i18n*/ { id: 'content.company.lastUpdated', message: 'Last updated: {date}' },
  tableOfContents: /*i18n*/ { id: 'content.company.tableOfContents', message: 'On this page' },
  contactTitle: /*i18n*/ { id: 'content.company.contact.title', message: 'Contact us' },
  hotline: /*i18n*/ { id: 'content.company.contact.hotline', message: 'Customer service hotline' },
  callHotline: /*i18n*/ { id: 'content.company.contact.callHotline', message: 'Call {number}' },
  emails: /*i18n*/ { id: 'content.company.contact.emails', message: 'E-mail us' },
  headquarters: /*i18n*/ { id: 'content.company.contact.headquarters', message: 'Headquarters' },
  branches: /*i18n*/ { id: 'content.company.contact.branches', message: 'Branches' },
  branchPhone: /*i18n*/ { id: 'content.company.contact.branchPhone', message: 'Phone' },
  branchHours: /*i18n*/ { id: 'content.company.contact.branchHours', message: 'Opening hours' },
  mapLinkHint: /*i18n*/ { id: 'content.company.contact.mapLinkHint', message: '{name}, opens in a new tab' },
  mapLinkGoogle: /*i18n*/ { id: 'content.company.contact.mapLinkGoogle', message: 'View on Google Maps' },
  mapLinkAmap: /*i18n*/ { id: 'content.company.contact.mapLinkAmap', message: 'View on Amap' },
  mapAlt: /*i18n*/ { id: 'content.company.contact.mapAlt', message: 'Map showing the location of {name}' },
  contactUnavailable: /*i18n*/ {
    id: 'content.company.contact.unavailable',
    message: 'Some contact details could not be loaded just now. Please try again in a moment.',
  },
};
