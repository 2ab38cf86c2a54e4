import type { ReactNode } from 'react';
import type { IconProps } from '@brokerage/ui';
import { LineIcon } from './line-icon';

/** The product icons of the site's line icon set (each product's own picture). */
const PRODUCT_ICON_PATHS: Record<string, ReactNode> = {
  // Candlesticks: Hong Kong stocks.
  'hk-stocks': (
    <>
      <path d="M6 3v3M6 15v6M12 3v5M12 16v5M18 6v2M18 15v3" />
      <rect x="4" y="6" width="4" height="9" rx="1" />
      <rect x="10" y="8" width="4" height="8" rx="1" />
      <rect x="16" y="8" width="4" height="7" rx="1" />
    </>
  ),
  // Rising line over a dollar sign: US stocks.
  'us-stocks': (
    <>
      <path d="M3 17l5-5 4 3 8-8" />
      <path d="M15 7h5v5" />
      <path d="M3 21h18" />
    </>
  ),
  // Two connected nodes: A-shares through Stock Connect.
  'a-shares': (
    <>
      <circle cx="6.5" cy="12" r="3.5" />
      <circle cx="17.5" cy="12" r="3.5" />
      <path d="M10 12h4M12 4v3M12 17v3" />
    </>
  ),
  // A pie: funds.
  funds: (
    <>
      <path d="M12 3a9 9 0 1 0 9 9h-9z" />
      <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
    </>
  ),
  // A certificate with a seal: bonds.
  bonds: (
    <>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="M7 8.5h10M7 12h6" />
      <circle cx="17" cy="17" r="3" />
      <path d="M15.5 19.5L15 22l2-1 2 1-.5-2.5" />
    </>
  ),
  // Branching arrows (calls and puts): options.
  'us-share-option': (
    <>
      <path d="M4 12h6l4-6h6" />
      <path d="M10 12l4 6h6" />
      <path d="M17 3l3 3-3 3M17 15l3 3-3 3" />
    </>
  ),
  // Stacked layers: an ETF holds a basket in one share.
  etf: (
    <>
      <path d="M12 3l9 4.5-9 4.5-9-4.5z" />
      <path d="M3 12l9 4.5 9-4.5" />
      <path d="M3 16.5l9 4.5 9-4.5" />
    </>
  ),
  // A coin cut in half: fractional shares.
  'fractional-shares': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v18" />
      <path d="M12 7.5h3.5M12 12h5M12 16.5h3.5" />
    </>
  ),
  // A lever on its fulcrum: margin (borrowing to invest).
  'margin-account': (
    <>
      <path d="M3 17l18-7" />
      <path d="M10 21l2-6.5 2 6.5z" />
      <circle cx="5.5" cy="12.5" r="2.5" />
      <path d="M18 4v4M16 6h4" />
    </>
  ),
  // A bell ringing: a new listing.
  ipo: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
      <path d="M12 3v2M3.5 8.5L5 9.5M20.5 8.5L19 9.5" />
    </>
  ),
  // A payoff curve on axes: the options strategy tool.
  'option-tool': (
    <>
      <path d="M4 4v16h16" />
      <path d="M4 16h6l8-9" />
      <path d="M14 4h4v4" />
    </>
  ),
  // Four tiles: every product in one account (the overview).
  index: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <path d="M17 13.5v7M13.5 17h7" />
    </>
  ),
};

/** The icon of a product (every slug of the product pages has its own); a generic chart for an unknown slug. */
export const ProductIcon = ({ slug, ...props }: IconProps & { slug: string }) => (
  <LineIcon {...props}>{PRODUCT_ICON_PATHS[slug] ?? PRODUCT_ICON_PATHS['us-stocks']}</LineIcon>
);

/** Filled store marks for the download badges. */
export const AppleMark = ({ size = 22 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.8zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
  </svg>
);

export const PlayMark = ({ size = 22 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 2.8v18.4c0 .4.4.6.7.4L15 12 4.7 2.4c-.3-.2-.7 0-.7.4z" fill="#34d399" />
    <path d="M15 12l3.4-3.2-11.9-6.7L15 12z" fill="#60a5fa" />
    <path d="M15 12l-8.5 9.9 11.9-6.7L15 12z" fill="#f87171" />
    <path d="M18.4 8.8L15 12l3.4 3.2 2.8-1.6c.7-.4.7-1.4 0-1.8l-2.8-1.6z" fill="#fbbf24" />
  </svg>
);

export const AndroidMark = ({ size = 22 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M6 9h12v8a1.5 1.5 0 0 1-1.5 1.5H16V21a1.2 1.2 0 0 1-2.4 0v-2.5h-3.2V21A1.2 1.2 0 0 1 8 21v-2.5h-.5A1.5 1.5 0 0 1 6 17zM3.8 9.2a1.2 1.2 0 0 1 2.4 0v5a1.2 1.2 0 0 1-2.4 0zm14 0a1.2 1.2 0 0 1 2.4 0v5a1.2 1.2 0 0 1-2.4 0zM6.1 8a6 6 0 0 1 3-4.3L8.2 2.2a.3.3 0 0 1 .5-.3l.9 1.5a6.2 6.2 0 0 1 4.8 0l.9-1.5a.3.3 0 0 1 .5.3l-.9 1.5A6 6 0 0 1 17.9 8zm3.4-2.2a.7.7 0 1 0 0 1.4.7.7 0 0 0 0-1.4zm5 0a.7.7 0 1 0 0 1.4.7.7 0 0 0 0-1.4z" />
  </svg>
);
