import type { BrokerApi } from '@brokerage/api-client';
import { isEnvelope } from '@brokerage/api-client';
import { CODES } from '@brokerage/contracts';
import type { StockLink } from '@brokerage/content-pages';
import { logger } from '@brokerage/site-server';

/**
 * Stock codes as an article writes them (`00700.HK`, `AAPL.US`, `600519.SH`): the form stock news
 * accepts (`news-stock/{code}`), not part of a longer word or number.
 */
const STOCK_CODE = /(?<![\w.])[0-9A-Z]{1,10}\.(?:HK|US|SH|SZ)(?![\w])/g;

/** The stock codes a text names, each once, in order of appearance. */
export const stockCodesIn = (...texts: string[]): string[] => [...new Set(texts.flatMap((text) => text.match(STOCK_CODE) ?? []))];

/** The stock-news page of a code (site path without district and language). */
export const stockNewsPath = (code: string): string => `news-stock/${code}`;

/** A stock-news answer already asked for, by stock code: it names the stock as a lookup's would. */
export type StockNewsAsked = Readonly<Record<string, Promise<{ stock: { name: string } }>>>;

/**
 * The stocks among `codes` that have a news page, with their names, in the order given: a code
 * without stock news (the API answers 404) is not linked, so no link leads to a missing page. A
 * lookup that fails otherwise is logged and that code left unlinked; the page still renders. A code
 * in `asked` takes that answer instead of asking the API again.
 */
export const stocksWithNews = async (api: BrokerApi, codes: readonly string[], asked: StockNewsAsked = {}): Promise<StockLink[]> => {
  const found = await Promise.all(
    codes.map((code) =>
      (asked[code] ?? api.content.stockNews({ id: code, offset: 0, limit: 1 })).then(
        (answer): StockLink => ({ code, name: answer.stock.name, path: stockNewsPath(code) }),
        (error: unknown) => {
          if (!isEnvelope(error) || error.code !== CODES.NOT_FOUND) logger.warn('Stock news could not be looked up', { code, error });
          return null;
        },
      ),
    ),
  );
  return found.filter((stock): stock is StockLink => stock !== null);
};

/**
 * Sanitised article HTML with each named stock's code, where it stands in text outside a link,
 * turned into a link to its stock news (`href` from `hrefOf`).
 */
export const linkStockCodes = (html: string, stocks: readonly StockLink[], hrefOf: (path: string) => string): string => {
  if (stocks.length === 0) return html;
  const byCode = new Map(stocks.map((stock) => [stock.code, stock]));
  let insideLink = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) insideLink += 1;
        else if (/^<\/a\s*>/i.test(part)) insideLink = Math.max(0, insideLink - 1);
        return part;
      }
      if (insideLink > 0) return part;
      return part.replace(STOCK_CODE, (code) => {
        const stock = byCode.get(code);
        return stock ? `<a href="${hrefOf(stock.path)}">${code}</a>` : code;
      });
    })
    .join('');
};
