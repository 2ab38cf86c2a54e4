import { AppPhone } from '@brokerage/ui';

/**
 * The app's quote page in a phone, the picture the AI and open-API pages set beside their text.
 * A file of its own rather than in product-parts: the pages that share product-parts without a
 * phone keep the app screens out of their chunk.
 */
export function QuotePhone() {
  return <AppPhone kind="quote" size="md" />;
}
