/** Footer texts of the district-only parts: the ICP filing and the WeChat / Weibo accounts (layout catalog). */
export const districtFooterMessages = {
  qrButton: /*i18n*/ { id: 'layout.footer.social.qr', message: '{network} QR code' },
  qrHint: /*i18n*/ { id: 'layout.footer.social.qrHint', message: 'Scan with {network} to follow our official account' },
  qrAlt: /*i18n*/ { id: 'layout.footer.social.qrAlt', message: 'QR code of our {network} official account' },
  filingLabel: /*i18n*/ { id: 'layout.footer.filing.label', message: 'ICP filing' },
};
