/** UI texts of the products area (catalog `content-products`); page content comes from the content API. */
export const productMessages = {
  highlights: /*i18n*/ { id: 'content.products.highlights', message: 'Key figures' },
  features: /*i18n*/ { id: 'content.products.features', message: 'What you get' },
  faq: /*i18n*/ { id: 'content.products.faq', message: 'Frequently asked questions' },
  riskNote: /*i18n*/ { id: 'content.products.riskNote', message: 'Risk disclosure' },
  allProducts: /*i18n*/ { id: 'content.products.allProducts', message: 'All products' },
  moreProducts: /*i18n*/ { id: 'content.products.moreProducts', message: 'More products' },
  learnMore: /*i18n*/ { id: 'content.products.learnMore', message: 'Learn more' },
  ctaTitle: /*i18n*/ { id: 'content.products.cta.title', message: 'Ready to start investing?' },
  ctaText: /*i18n*/ { id: 'content.products.cta.text', message: 'Open an account online in about 10 minutes, or check every fee before you trade.' },
  openAccount: /*i18n*/ { id: 'content.products.cta.openAccount', message: 'Open an account' },
  seeFees: /*i18n*/ { id: 'content.products.cta.seeFees', message: 'See fees and charges' },
  breadcrumb: /*i18n*/ { id: 'content.products.breadcrumb', message: 'Breadcrumb' },
  // institution
  institutionServices: /*i18n*/ { id: 'content.products.institution.services', message: 'Our services' },
  institutionContact: /*i18n*/ { id: 'content.products.institution.contact', message: 'Talk to us' },
  contactUs: /*i18n*/ { id: 'content.products.contactUs', message: 'Contact us' },
  // AI investment
  aiFeatures: /*i18n*/ { id: 'content.products.ai.features', message: 'What the assistant does' },
  aiExample: /*i18n*/ { id: 'content.products.ai.example', message: 'Example' },
  aiYouAsk: /*i18n*/ { id: 'content.products.ai.youAsk', message: 'You ask' },
  aiAnswer: /*i18n*/ { id: 'content.products.ai.answer', message: 'Assistant' },
  downloadApp: /*i18n*/ { id: 'content.products.downloadApp', message: 'Download the app' },
  // open API
  openApiFeatures: /*i18n*/ { id: 'content.products.openApi.features', message: 'What the API offers' },
  openApiApply: /*i18n*/ { id: 'content.products.openApi.apply', message: 'Apply now' },
  // download
  scanToDownload: /*i18n*/ { id: 'content.products.download.scan', message: 'Scan with your phone camera to download' },
  qrAlt: /*i18n*/ { id: 'content.products.download.qrAlt', message: 'QR code for downloading the app' },
  stores: /*i18n*/ { id: 'content.products.download.stores', message: 'App stores' },
  desktop: /*i18n*/ { id: 'content.products.download.desktop', message: 'Desktop' },
  yourDevice: /*i18n*/ { id: 'content.products.download.yourDevice', message: 'For your device' },
  // account guide
  guideSteps: /*i18n*/ { id: 'content.products.guide.steps', message: 'Steps' },
  guideDocuments: /*i18n*/ { id: 'content.products.guide.documents', message: 'Documents you need' },
  guideCompare: /*i18n*/ { id: 'content.products.guide.compare', message: 'Hong Kong and mainland account opening compared' },
  guideOtherDistrict: /*i18n*/ { id: 'content.products.guide.otherDistrict', message: 'Opening from the other district?' },
  guideYourSite: /*i18n*/ { id: 'content.products.guide.yourSite', message: 'This site' },
  /** The other district's guide links to that district's site, where its residents open their account. */
  guideOtherSite: {
    hk: /*i18n*/ { id: 'content.products.guide.otherSite.hk', message: 'Open your account on our Hong Kong site' },
    mainland: /*i18n*/ { id: 'content.products.guide.otherSite.mainland', message: 'Open your account on our mainland China site' },
  },
  compareItem: /*i18n*/ { id: 'content.products.guide.compare.item', message: 'Item' },
  compareIdentity: /*i18n*/ { id: 'content.products.guide.compare.identity', message: 'Identity document' },
  compareBank: /*i18n*/ { id: 'content.products.guide.compare.bank', message: 'Bank account' },
  compareChannel: /*i18n*/ { id: 'content.products.guide.compare.channel', message: 'How you open' },
  compareFunding: /*i18n*/ { id: 'content.products.guide.compare.funding', message: 'Deposits' },
};
