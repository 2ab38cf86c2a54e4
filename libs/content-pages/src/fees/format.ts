/**
 * Locale for numbers and money on the fees pages: English is formatted as in Hong Kong, so US
 * dollars read "US$" next to "HK$" rather than a bare "$".
 */
export const moneyLocale = (lang: string): string => (lang === 'en' ? 'en-HK' : lang);

/**
 * One formatter per language and options: building an Intl.NumberFormat costs ~20 µs (ICU loads the
 * locale's data), formatting with one well under 1, and a fees page formats a few hundred amounts.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${lang}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(moneyLocale(lang), options);
    formatters.set(key, formatter);
  }
  return formatter;
};

/** An amount ('1234.50' or a number) in `currency`, with 2 decimal places (up to `maximumFractionDigits`). */
export const formatMoney = (lang: string, currency: string, amount: string | number, maximumFractionDigits = 2): string =>
  formatterFor(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits }).format(Number(amount));

/** A whole amount of `currency`, without decimals (a headline figure). */
export const formatWholeMoney = (lang: string, currency: string, amount: string | number): string =>
  formatterFor(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(Number(amount));

/** A count (shares, lots) with the language's grouping. */
export const formatCount = (lang: string, count: number): string => formatterFor(lang, {}).format(count);
