/**
 * Locale for numbers and money on the fees pages: English is formatted as in Hong Kong, so US
 * dollars read "US$" next to "HK$" rather than a bare "$".
 */
export const moneyLocale = (lang: string): string => (lang === 'en' ? 'en-HK' : lang);

/** An amount ('1234.50' or a number) in `currency`, with 2 decimal places (up to `maximumFractionDigits`). */
export const formatMoney = (lang: string, currency: string, amount: string | number, maximumFractionDigits = 2): string =>
  new Intl.NumberFormat(moneyLocale(lang), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits }).format(Number(amount));
