import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { appScreenMessages as m } from './app-screen-words';

export type AppScreenKind = 'quote' | 'order' | 'portfolio' | 'ipo' | 'fees';

/** The market of the sample stock on the quote and order screens. */
export type AppScreenMarket = 'hk' | 'us' | 'cn';

export interface AppScreenProps {
  kind: AppScreenKind;
  /** Hong Kong unless said: a US or A-share product page shows a stock of its own market. */
  market?: AppScreenMarket;
}

/**
 * Hong Kong and mainland convention: a rise is red, a fall green (the reverse of US and European
 * apps). The site's own reds and greens, which pass AA on white.
 */
const RISE = '#c8102e';
const FALL = '#12805c';
type Trend = 'up' | 'down';

/** A screen of the trading app with sample data, as static markup (the frame hides it from screen readers). */
export function AppScreenView({ kind, market = 'hk' }: AppScreenProps) {
  const Screen = SCREENS[kind];
  return <Screen sample={MARKET_SAMPLES[market]} />;
}

/**
 * The sample stock as each market would show it. One intraday story for all three, at a price
 * plausible there (HKD 388.60, USD 194.30, CNY 38.86); the order is 200 shares in each, which is
 * two board lots in Hong Kong and on the A-share market and any whole number of shares in the US.
 */
interface MarketSample {
  badge: string;
  code: string;
  currency: string;
  /** Every price of the Hong Kong sample times this. */
  priceScale: number;
  volume: MessageDescriptor;
  /** Open, lunch break (if any), close, local time. */
  sessions: [string, string, string];
  lotNote: MessageDescriptor;
  maxBuyable: MessageDescriptor;
  amount: string;
  buyingPower: string;
  /**
   * The order ticket's fee estimate, only where the fee screen itemises the same order (Hong Kong);
   * the other markets' charges are not drawn, so their tickets leave the line out rather than show
   * a total nothing adds up to.
   */
  estimatedFees?: string;
}

const MARKET_SAMPLES: Record<AppScreenMarket, MarketSample> = {
  hk: {
    badge: 'HK',
    code: 'S0001.HK',
    currency: 'HKD',
    priceScale: 1,
    volume: m.volumeValue,
    sessions: ['09:30', '12:00/13:00', '16:00'],
    lotNote: m.lotNote,
    maxBuyable: m.maxBuyable,
    amount: '77,720.00',
    buyingPower: '152,480.36',
    estimatedFees: '124.93',
  },
  us: {
    badge: 'US',
    code: 'S0001.US',
    currency: 'USD',
    priceScale: 0.5,
    volume: m.volumeValueUs,
    sessions: ['09:30', '12:45', '16:00'],
    lotNote: m.lotNoteUs,
    maxBuyable: m.maxBuyableUs,
    amount: '38,860.00',
    buyingPower: '76,240.18',
  },
  cn: {
    badge: 'A',
    code: 'S0001.SH',
    currency: 'CNY',
    priceScale: 0.1,
    volume: m.volumeValueCn,
    sessions: ['09:30', '11:30/13:00', '15:00'],
    lotNote: m.lotNote,
    maxBuyable: m.maxBuyable,
    amount: '7,772.00',
    buyingPower: '15,248.04',
  },
};

interface ScreenProps {
  sample: MarketSample;
}

/** A Hong Kong sample price in the sample's market, to the cent. */
const priceIn = (sample: MarketSample, hkPrice: number) => (hkPrice * sample.priceScale).toFixed(2);

/* ---------- quote ---------- */

/** Intraday prices of the sample stock, one every few minutes, from the open at 383.00 to 388.60. */
const INTRADAY = [
  383.0, 384.2, 385.6, 384.8, 383.4, 382.6, 383.8, 385.2, 386.4, 386.0, 387.2, 386.6, 385.8, 386.8, 388.0, 389.4, 390.2, 389.0, 388.2, 387.4, 387.8,
  388.8, 388.4, 387.6, 388.2, 389.0, 388.6,
];
const PREV_CLOSE = 382.4;
const CHART_LOW = 380.8;
const CHART_HIGH = 391.2;
/** The chart covers the whole trading day; the sample stops at 14:10, so the line ends two thirds across. */
const CHART_POINTS_PER_DAY = 40;

const chartY = (price: number) => 64 - ((price - CHART_LOW) / (CHART_HIGH - CHART_LOW)) * 60;
const chartX = (index: number) => (index / (CHART_POINTS_PER_DAY - 1)) * 240;
const intradayLine = INTRADAY.map((price, index) => `${index === 0 ? 'M' : 'L'}${chartX(index).toFixed(1)} ${chartY(price).toFixed(1)}`).join(' ');
const intradayArea = `${intradayLine} L${chartX(INTRADAY.length - 1).toFixed(1)} 66 L0 66 Z`;
/** Volume bars under the line, higher at the open and close of each session. */
const VOLUMES = [9, 6, 5, 4, 4, 3, 3, 4, 3, 3, 2, 3, 2, 2, 5, 6, 4, 3, 3, 2, 3, 4, 3, 2, 3, 4, 5];

const LAST = 388.6;
const ASKS = [
  [389.6, '52.0K'],
  [389.4, '9.8K'],
  [389.2, '12.4K'],
  [389.0, '31.2K'],
  [388.8, '8.6K'],
] as const;
const BIDS = [
  [388.6, '22.8K'],
  [388.4, '15.0K'],
  [388.2, '40.6K'],
  [388.0, '66.2K'],
  [387.8, '18.4K'],
] as const;

function QuoteScreen({ sample }: ScreenProps) {
  const { i18n } = useLingui();
  const price = (hkPrice: number) => priceIn(sample, hkPrice);
  const stats = [
    [m.open, price(383.0)],
    [m.high, price(390.2), 'up'],
    [m.low, price(381.4), 'down'],
    [m.prevClose, price(PREV_CLOSE)],
    [m.volume, i18n._(sample.volume)],
    [m.turnover, i18n._(m.turnoverValue)],
  ] as const;
  const last = INTRADAY.length - 1;
  return (
    <>
      <ScreenBar title={i18n._(m.sampleTech)} subtitle={sample.code} end={<StarIcon />} />
      <Panel>
        <PriceRow>
          <div>
            <BigPrice $trend="up">{price(LAST)}</BigPrice>
            <Change $trend="up">
              {sample.currency}&nbsp;&nbsp;+{price(LAST - PREV_CLOSE)}&nbsp;&nbsp;+1.62%
            </Change>
          </div>
          <SampleTag>{i18n._(m.sampleData)}</SampleTag>
        </PriceRow>
        <StatsGrid>
          {stats.map(([label, value, trend]) => (
            <div key={label.id}>
              <dt>{i18n._(label)}</dt>
              <Value as="dd" $trend={trend}>
                {value}
              </Value>
            </div>
          ))}
        </StatsGrid>
      </Panel>
      <Panel>
        <ChartTabs>
          <span data-active>{i18n._(m.intraday)}</span>
          <span>{i18n._(m.fiveDays)}</span>
          <span>{i18n._(m.oneMonth)}</span>
        </ChartTabs>
        <Chart viewBox="0 0 240 84" preserveAspectRatio="none" focusable="false">
          <defs>
            <linearGradient id="app-screen-quote-area" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={RISE} stopOpacity="0.22" />
              <stop offset="1" stopColor={RISE} stopOpacity="0" />
            </linearGradient>
          </defs>
          {[16, 32, 48].map((y) => (
            <line key={y} x1="0" x2="240" y1={y} y2={y} stroke="#e6eaf1" strokeWidth="0.6" />
          ))}
          <line x1="0" x2="240" y1={chartY(PREV_CLOSE)} y2={chartY(PREV_CLOSE)} stroke="#8a94a6" strokeWidth="0.7" strokeDasharray="3 2" />
          <path d={intradayArea} fill="url(#app-screen-quote-area)" />
          <path d={intradayLine} fill="none" stroke={RISE} strokeWidth="1.4" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          <circle cx={chartX(last)} cy={chartY(INTRADAY[last])} r="2" fill={RISE} />
          {VOLUMES.map((volume, index) => (
            <rect
              key={index}
              x={chartX(index) - 2.2}
              y={84 - volume * 1.6}
              width="4.4"
              height={volume * 1.6}
              fill={index > 0 && INTRADAY[index] < INTRADAY[index - 1] ? FALL : RISE}
              opacity="0.55"
            />
          ))}
        </Chart>
        <ChartAxis>
          {sample.sessions.map((time) => (
            <span key={time}>{time}</span>
          ))}
        </ChartAxis>
      </Panel>
      <Panel $grow>
        <Ladder>
          <LadderSide>
            <LadderHead $side="bid">{i18n._(m.bid)}</LadderHead>
            {BIDS.map(([bid, size], index) => (
              <LadderRow key={bid} $side="bid" $depth={[0.7, 0.45, 0.9, 1, 0.35][index]}>
                <Value $trend="up">{price(bid)}</Value>
                <span>{size}</span>
              </LadderRow>
            ))}
          </LadderSide>
          <LadderSide>
            <LadderHead $side="ask">{i18n._(m.ask)}</LadderHead>
            {[...ASKS].reverse().map(([ask, size], index) => (
              <LadderRow key={ask} $side="ask" $depth={[0.3, 0.8, 0.4, 0.25, 1][index]}>
                <Value $trend="up">{price(ask)}</Value>
                <span>{size}</span>
              </LadderRow>
            ))}
          </LadderSide>
        </Ladder>
      </Panel>
      <ActionBar>
        <ActionButton $tone="buy">{i18n._(m.buy)}</ActionButton>
        <ActionButton $tone="sell">{i18n._(m.sell)}</ActionButton>
      </ActionBar>
    </>
  );
}

/* ---------- order ticket ---------- */

function OrderScreen({ sample }: ScreenProps) {
  const { i18n } = useLingui();
  return (
    <>
      <ScreenBar title={i18n._(m.trade)} />
      <Panel>
        <InstrumentRow>
          <MarketBadge>{sample.badge}</MarketBadge>
          <div>
            <strong>{i18n._(m.sampleTech)}</strong>
            <small>{sample.code}</small>
          </div>
          <div>
            <Value $trend="up">{priceIn(sample, LAST)}</Value>
            <Change $trend="up">+1.62%</Change>
          </div>
        </InstrumentRow>
        <SideToggle>
          <span data-active>{i18n._(m.buy)}</span>
          <span>{i18n._(m.sell)}</span>
        </SideToggle>
        <FieldList>
          <Field>
            <dt>{i18n._(m.orderType)}</dt>
            <dd>
              {i18n._(m.limitOrder)} <ChevronDown />
            </dd>
          </Field>
          <Field>
            <dt>{i18n._(m.price)}</dt>
            <Stepper>
              <span>−</span>
              <strong>{priceIn(sample, LAST)}</strong>
              <span>+</span>
            </Stepper>
          </Field>
          <Field>
            <dt>{i18n._(m.quantity)}</dt>
            <Stepper>
              <span>−</span>
              <strong>200</strong>
              <span>+</span>
            </Stepper>
          </Field>
          <QuantityHints>
            <span>{i18n._(sample.lotNote)}</span>
            <span>{i18n._(sample.maxBuyable)}</span>
          </QuantityHints>
          <Chips>
            <span>1/4</span>
            <span data-active>1/2</span>
            <span>{i18n._(m.all)}</span>
          </Chips>
          <Field>
            <dt>{i18n._(m.validity)}</dt>
            <dd>
              {i18n._(m.today)} <ChevronDown />
            </dd>
          </Field>
        </FieldList>
      </Panel>
      <Panel $grow>
        <Summary>
          <div>
            <dt>{i18n._(m.amount)}</dt>
            <dd>
              {sample.currency} {sample.amount}
            </dd>
          </div>
          {sample.estimatedFees ? (
            <div>
              <dt>{i18n._(m.estimatedFees)}</dt>
              <dd>
                {sample.currency} {sample.estimatedFees}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{i18n._(m.buyingPower)}</dt>
            <dd>
              {sample.currency} {sample.buyingPower}
            </dd>
          </div>
        </Summary>
      </Panel>
      <ActionBar>
        <ActionButton $tone="buy" $wide>
          {i18n._(m.placeBuyOrder)}
        </ActionButton>
      </ActionBar>
    </>
  );
}

/* ---------- portfolio ---------- */

const HOLDINGS = [
  { name: m.sampleTech, code: 'S0001', value: '77,720.00', quantity: '200', pl: '+9,536.00', percent: '+13.99%', trend: 'up' },
  { name: m.sampleBank, code: 'S0002', value: '54,180.00', quantity: '800', pl: '+4,212.80', percent: '+8.43%', trend: 'up' },
  { name: m.sampleEnergy, code: 'S0003', value: '31,260.00', quantity: '1,500', pl: '−1,845.00', percent: '−5.57%', trend: 'down' },
  { name: m.sampleCloud, code: 'SMPL', value: '28,904.62', quantity: '30', pl: '+2,371.44', percent: '+8.94%', trend: 'up' },
] as const;

function PortfolioScreen() {
  const { i18n } = useLingui();
  return (
    <>
      <ScreenBar title={i18n._(m.portfolio)} back={false} />
      <AssetsCard>
        <small>{i18n._(m.totalAssets)}</small>
        <strong>1,286,420.55</strong>
        <AssetsFigures>
          <div>
            <dt>{i18n._(m.todayPl)}</dt>
            <dd>+8,612.30 (+0.67%)</dd>
          </div>
          <div>
            <dt>{i18n._(m.totalPl)}</dt>
            <dd>+102,338.10</dd>
          </div>
        </AssetsFigures>
      </AssetsCard>
      <Panel $grow>
        <HoldingsHead>
          <span>{i18n._(m.holdings)}</span>
          <span>{i18n._(m.marketValue)}</span>
          <span>{i18n._(m.profitLoss)}</span>
        </HoldingsHead>
        {HOLDINGS.map((holding) => (
          <HoldingRow key={holding.code}>
            <div>
              <strong>{i18n._(holding.name)}</strong>
              <small>
                <MarketDot $us={holding.code === 'SMPL'} />
                {holding.code}
              </small>
            </div>
            <div>
              <span>{holding.value}</span>
              <small>{holding.quantity}</small>
            </div>
            <div>
              <Value $trend={holding.trend}>{holding.pl}</Value>
              <Change $trend={holding.trend}>{holding.percent}</Change>
            </div>
          </HoldingRow>
        ))}
      </Panel>
      <TabBar />
    </>
  );
}

/* ---------- IPO ---------- */

function IpoScreen() {
  const { i18n } = useLingui();
  const facts = [
    [m.offerPrice, 'HKD 18.20–21.60'],
    [m.lotSize, i18n._(m.lotSizeValue)],
    [m.entryFee, 'HKD 4,363.55'],
    [m.closes, i18n._(m.closesValue)],
    [m.listing, i18n._(m.listingValue)],
  ] as const;
  return (
    <>
      <ScreenBar title={i18n._(m.ipoCentre)} />
      <Panel>
        <IpoHead>
          <CompanyMark>R</CompanyMark>
          <div>
            <strong>{i18n._(m.sampleRobotics)}</strong>
            <small>2899.HK</small>
          </div>
          <StatusPill $open>{i18n._(m.subscribing)}</StatusPill>
        </IpoHead>
        <FactList>
          {facts.map(([label, value]) => (
            <div key={label.id}>
              <dt>{i18n._(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </FactList>
        <Steps>
          <li data-done>{i18n._(m.stepSubscribe)}</li>
          <li>{i18n._(m.stepAllot)}</li>
          <li>{i18n._(m.stepList)}</li>
        </Steps>
        <MarginNote>{i18n._(m.marginNote)}</MarginNote>
        <ActionButton $tone="buy" $wide>
          {i18n._(m.subscribe)}
        </ActionButton>
      </Panel>
      <Panel $grow>
        <IpoHead>
          <CompanyMark $tone="#12805c">B</CompanyMark>
          <div>
            <strong>{i18n._(m.sampleBio)}</strong>
            <small>3312.HK</small>
          </div>
          <StatusPill>{i18n._(m.upcoming)}</StatusPill>
        </IpoHead>
        <FactList>
          <div>
            <dt>{i18n._(m.offerPrice)}</dt>
            <dd>HKD 9.80–11.20</dd>
          </div>
        </FactList>
      </Panel>
    </>
  );
}

/* ---------- fees ---------- */

/** A HKD 77,720 purchase on the HK market with the published statutory rates (sample commission and platform fee). */
const FEES = [
  [m.commission, '23.32'],
  [m.platformFee, '15.00'],
  [m.stampDuty, '78.00'],
  [m.tradingFee, '4.39'],
  [m.sfcLevy, '2.10'],
  [m.afrcLevy, '0.12'],
  [m.settlementFee, '2.00'],
] as const;
/** Share of each fee in the total, for the bar above the list. */
const FEE_SHARES = [19, 12, 62, 4, 2, 0.5, 1.5];
const FEE_COLOURS = ['#0c3c8f', '#2f80ff', '#c2410c', '#f7873f', '#12805c', '#8a94a6', '#5b6475'];

function FeesScreen() {
  const { i18n } = useLingui();
  return (
    <>
      <ScreenBar title={i18n._(m.feeTitle)} />
      <Panel>
        <InstrumentRow>
          <MarketBadge>HK</MarketBadge>
          <div>
            <strong>{i18n._(m.sampleTech)}</strong>
            <small>{i18n._(m.feeOrder)}</small>
          </div>
        </InstrumentRow>
        <Summary>
          <div>
            <dt>{i18n._(m.amount)}</dt>
            <dd>HKD 77,720.00</dd>
          </div>
        </Summary>
        <FeeBar>
          {FEE_SHARES.map((share, index) => (
            <span key={share} className={`fee-${index}`} />
          ))}
        </FeeBar>
      </Panel>
      <Panel $grow>
        <FeeList>
          {FEES.map(([label, value], index) => (
            <div key={label.id}>
              <dt>
                <FeeSwatch $colour={FEE_COLOURS[index]} />
                {i18n._(label)}
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
          <FeeTotal>
            <dt>{i18n._(m.totalFees)}</dt>
            <dd>HKD 124.93</dd>
          </FeeTotal>
          <FeeTotal>
            <dt>{i18n._(m.totalCost)}</dt>
            <dd>HKD 77,844.93</dd>
          </FeeTotal>
        </FeeList>
        <FieldNote>{i18n._(m.feesNote)}</FieldNote>
      </Panel>
    </>
  );
}

/**
 * The app's top bar: the back arrow (none on a tab's own screen), the title with an optional line
 * below it, and at the end what the screen offers there, or else the tag saying the data is a sample.
 */
function ScreenBar({ title, subtitle, back = true, end }: { title: string; subtitle?: string; back?: boolean; end?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <AppBar>
      {back ? <BackIcon /> : <span />}
      <AppBarTitle>
        <strong>{title}</strong>
        {subtitle && <small>{subtitle}</small>}
      </AppBarTitle>
      {end ?? <SampleTag>{i18n._(m.sampleData)}</SampleTag>}
    </AppBar>
  );
}

const SCREENS: Record<AppScreenKind, (props: ScreenProps) => ReactNode> = {
  quote: QuoteScreen,
  order: OrderScreen,
  portfolio: PortfolioScreen,
  ipo: IpoScreen,
  fees: FeesScreen,
};

/* ---------- icons ---------- */

const BackIcon = () => (
  <IconSvg viewBox="0 0 16 16" focusable="false">
    <path d="M10 3 L5 8 L10 13" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </IconSvg>
);

const StarIcon = () => (
  <IconSvg viewBox="0 0 16 16" focusable="false">
    <path d="M8 1.8 L9.9 5.8 L14.2 6.3 L11 9.2 L11.9 13.5 L8 11.3 L4.1 13.5 L5 9.2 L1.8 6.3 L6.1 5.8 Z" fill="#f5a524" />
  </IconSvg>
);

const ChevronDown = () => (
  <svg viewBox="0 0 16 16" width="0.9em" height="0.9em" focusable="false">
    <path d="M4 6 L8 10 L12 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/** The app's bottom navigation: markets, watchlist, trade, portfolio (current), me. */
const TabBar = () => (
  <Tabs>
    {['M2 13 L5 8 L8 10 L13 3', 'M8 2 L10 6 L14 6.5 L11 9.5 L12 14 L8 11.5 L4 14 L5 9.5 L2 6.5 L6 6 Z', 'M3 8 H13 M8 3 V13', 'M2 4 H14 V13 H2 Z M2 7 H14', 'M8 8 A3 3 0 1 0 8 2 A3 3 0 1 0 8 8 Z M2.5 14 A5.5 5 0 0 1 13.5 14'].map(
      (path, index) => (
        <svg key={path} viewBox="0 0 16 16" data-active={index === 3 ? '' : undefined} focusable="false">
          <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ),
    )}
  </Tabs>
);

/* ---------- styles ---------- */

const trendColour = (trend?: Trend) => (trend === 'up' ? RISE : trend === 'down' ? FALL : 'inherit');

const IconSvg = styled.svg`
  width: 1.5em;
  height: 1.5em;
  flex: none;
  color: #1a1f2b;
`;

const AppBar = styled.div`
  display: grid;
  grid-template-columns: minmax(1.5em, auto) minmax(0, 1fr) minmax(1.5em, auto);
  gap: 0.4em;
  align-items: center;
  flex: none;
  min-height: 3.4em;
  padding: 0 0.9em 0.3em;
  background: #ffffff;
  & > :last-child {
    justify-self: end;
  }
`;

const AppBarTitle = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 0;
  max-width: 100%;
  strong {
    max-width: 100%;
    overflow: hidden;
    font-size: 1.15em;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: #5b6475;
    font-size: 0.85em;
  }
`;

const SampleTag = styled.span`
  display: inline-block;
  flex: none;
  padding: 0.2em 0.55em;
  border: 1px dashed #c2410c;
  border-radius: 0.4em;
  background: #fff4ec;
  color: #9a3412;
  font-size: 0.78em;
  font-weight: 600;
  white-space: nowrap;
`;

const Panel = styled.div<{ $grow?: boolean }>`
  flex: ${({ $grow }) => ($grow ? '1 1 auto' : 'none')};
  margin-top: 0.5em;
  padding: 0.8em 1em;
  background: #ffffff;
  min-height: 0;
  overflow: hidden;
`;

const PriceRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
`;

const BigPrice = styled.div<{ $trend: Trend }>`
  color: ${({ $trend }) => trendColour($trend)};
  font-size: 2.5em;
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: -0.02em;
`;

const Change = styled.div<{ $trend: Trend }>`
  color: ${({ $trend }) => trendColour($trend)};
  font-size: 0.92em;
  font-weight: 600;
  white-space: nowrap;
`;

const Value = styled.span<{ $trend?: Trend }>`
  margin: 0;
  color: ${({ $trend }) => trendColour($trend)};
  font-weight: 600;
  white-space: nowrap;
`;

const StatsGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.45em 0.8em;
  margin: 0.7em 0 0;
  div {
    display: flex;
    flex-direction: column;
    gap: 0.1em;
    min-width: 0;
    font-size: 0.85em;
  }
  dt {
    overflow: hidden;
    color: #5b6475;
    font-size: 0.92em;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const ChartTabs = styled.div`
  display: flex;
  gap: 1.2em;
  margin-bottom: 0.5em;
  color: #5b6475;
  font-size: 0.9em;
  [data-active] {
    color: #0c3c8f;
    font-weight: 700;
    box-shadow: inset 0 -2px 0 #0c3c8f;
  }
`;

const Chart = styled.svg`
  display: block;
  width: 100%;
  height: 8.4em;
`;

const ChartAxis = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 0.2em;
  color: #5b6475;
  font-size: 0.75em;
`;

const Ladder = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5em;
`;

const LadderSide = styled.div`
  margin: 0;
`;

const LadderHead = styled.div<{ $side: 'bid' | 'ask' }>`
  margin-bottom: 0.3em;
  color: ${({ $side }) => ($side === 'bid' ? '#0c3c8f' : '#c2410c')};
  font-size: 0.85em;
  font-weight: 700;
`;

const LadderRow = styled.div<{ $side: 'bid' | 'ask'; $depth: number }>`
  display: flex;
  justify-content: space-between;
  padding: 0.25em 0.4em;
  font-size: 0.88em;
  background: linear-gradient(
    ${({ $side }) => ($side === 'bid' ? 'to left' : 'to right')},
    ${({ $side }) => ($side === 'bid' ? 'rgba(12, 60, 143, 0.1)' : 'rgba(194, 65, 12, 0.1)')} ${({ $depth }) => Math.round($depth * 100)}%,
    transparent ${({ $depth }) => Math.round($depth * 100)}%
  );
  & + & {
    margin-top: 0.15em;
  }
`;

const ActionBar = styled.div`
  display: flex;
  flex: none;
  gap: 0.6em;
  padding: 0.6em 1em 0;
  background: #ffffff;
`;

const ActionButton = styled.span<{ $tone: 'buy' | 'sell'; $wide?: boolean }>`
  display: block;
  flex: 1 1 0;
  padding: 0.7em 0;
  border-radius: 0.6em;
  background: ${({ $tone }) => ($tone === 'buy' ? '#0c3c8f' : '#c2410c')};
  color: #ffffff;
  font-size: 1.05em;
  font-weight: 700;
  text-align: center;
  ${({ $wide }) => ($wide ? 'width: 100%; margin-top: 0.6em;' : '')}
`;

const InstrumentRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6em;
  & > div:nth-child(2) {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    min-width: 0;
  }
  & > div:nth-child(3) {
    text-align: right;
  }
  small {
    color: #5b6475;
    font-size: 0.85em;
  }
`;

const MarketBadge = styled.span`
  flex: none;
  padding: 0.15em 0.35em;
  border-radius: 0.3em;
  background: #0c3c8f;
  color: #ffffff;
  font-size: 0.72em;
  font-weight: 700;
`;

const SideToggle = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin: 0.8em 0 0.4em;
  padding: 0.2em;
  border-radius: 0.6em;
  background: #eef1f6;
  span {
    padding: 0.45em 0;
    border-radius: 0.45em;
    color: #5b6475;
    font-weight: 600;
    text-align: center;
  }
  [data-active] {
    background: #0c3c8f;
    color: #ffffff;
  }
`;

const FieldList = styled.dl`
  margin: 0;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 2.6em;
  border-bottom: 1px solid #eef1f6;
  dt {
    color: #5b6475;
  }
  dd {
    display: flex;
    align-items: center;
    gap: 0.3em;
    margin: 0;
    font-weight: 600;
  }
`;

const Stepper = styled.dd`
  display: grid !important;
  grid-template-columns: 2em 5.2em 2em;
  overflow: hidden;
  border: 1px solid #dde2ea;
  border-radius: 0.5em;
  text-align: center;
  span {
    padding: 0.25em 0;
    background: #f5f7fa;
    color: #0c3c8f;
    font-weight: 700;
  }
  strong {
    padding: 0.25em 0;
  }
`;

const QuantityHints = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0.4em 0 0;
  color: #5b6475;
  font-size: 0.8em;
`;

const Chips = styled.p`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.5em;
  margin: 0.5em 0 0.3em;
  span {
    padding: 0.3em 0;
    border: 1px solid #dde2ea;
    border-radius: 0.4em;
    color: #5b6475;
    font-size: 0.85em;
    text-align: center;
  }
  [data-active] {
    border-color: #0c3c8f;
    background: #eef4ff;
    color: #0c3c8f;
    font-weight: 600;
  }
`;

const FieldNote = styled.p`
  margin: 0.4em 0 0.2em;
  color: #5b6475;
  font-size: 0.8em;
`;

const summaryRows = css`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    padding: 0.35em 0;
  }
  dt {
    color: #5b6475;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Summary = styled.dl`
  ${summaryRows};
`;

const AssetsCard = styled.div`
  flex: none;
  margin: 0.5em 0.8em 0;
  padding: 1em;
  border-radius: 0.9em;
  background: linear-gradient(135deg, #0c3c8f, #082a66);
  color: #ffffff;
  small {
    opacity: 0.8;
    font-size: 0.85em;
  }
  strong {
    display: block;
    margin: 0.1em 0 0.6em;
    font-size: 2em;
    letter-spacing: -0.01em;
  }
`;

const AssetsFigures = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  column-gap: 1.6em;
  gap: 0.4em;
  margin: 0;
  dt {
    opacity: 0.78;
    font-size: 0.78em;
    white-space: nowrap;
  }
  dd {
    margin: 0;
    font-size: 0.88em;
    font-weight: 700;
    white-space: nowrap;
  }
  /* On the blue card the rises are a light red that keeps its contrast. */
  dd {
    color: #ffb3b3;
  }
`;

const HoldingsHead = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr 1fr;
  padding-bottom: 0.4em;
  border-bottom: 1px solid #eef1f6;
  color: #5b6475;
  font-size: 0.8em;
  span:not(:first-child) {
    text-align: right;
  }
`;

const HoldingRow = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr 1fr;
  align-items: center;
  padding: 0.55em 0;
  border-bottom: 1px solid #eef1f6;
  & > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  & > div:not(:first-child) {
    align-items: flex-end;
  }
  strong {
    overflow: hidden;
    font-size: 0.95em;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    display: flex;
    align-items: center;
    gap: 0.3em;
    color: #5b6475;
    font-size: 0.8em;
  }
  span {
    font-size: 0.92em;
  }
`;

const MarketDot = styled.i<{ $us: boolean }>`
  display: inline-block;
  width: 0.55em;
  height: 0.55em;
  border-radius: 50%;
  background: ${({ $us }) => ($us ? '#2f80ff' : '#c2410c')};
`;

const Tabs = styled.div`
  display: flex;
  flex: none;
  justify-content: space-around;
  padding: 0.6em 0 0.2em;
  border-top: 1px solid #eef1f6;
  background: #ffffff;
  color: #8a94a6;
  svg {
    width: 1.6em;
    height: 1.6em;
  }
  [data-active] {
    color: #0c3c8f;
  }
`;

const IpoHead = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6em;
  & > div {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    font-size: 1.05em;
  }
  small {
    color: #5b6475;
    font-size: 0.85em;
  }
`;

const CompanyMark = styled.span<{ $tone?: string }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 2.4em;
  height: 2.4em;
  border-radius: 0.6em;
  background: ${({ $tone }) => $tone ?? '#0c3c8f'};
  color: #ffffff;
  font-weight: 700;
`;

const StatusPill = styled.span<{ $open?: boolean }>`
  flex: none;
  padding: 0.2em 0.6em;
  border-radius: 1em;
  background: ${({ $open }) => ($open ? '#fff4ec' : '#eef1f6')};
  color: ${({ $open }) => ($open ? '#9a3412' : '#5b6475')};
  font-size: 0.8em;
  font-weight: 700;
`;

const FactList = styled.dl`
  ${summaryRows};
  margin-top: 0.6em;
  div {
    padding: 0.3em 0;
    border-bottom: 1px solid #eef1f6;
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 0.8em 0 0;
  padding: 0;
  list-style: none;
  color: #5b6475;
  font-size: 0.8em;
  text-align: center;
  li {
    position: relative;
    padding-top: 1.2em;
  }
  li::before {
    content: '';
    position: absolute;
    top: 0;
    left: 50%;
    width: 0.8em;
    height: 0.8em;
    margin-left: -0.4em;
    border: 2px solid currentColor;
    border-radius: 50%;
    background: #ffffff;
    box-sizing: border-box;
  }
  li + li::after {
    content: '';
    position: absolute;
    top: 0.35em;
    right: calc(50% + 0.6em);
    width: calc(100% - 1.2em);
    border-top: 1px dashed #c5ccd8;
  }
  [data-done] {
    color: #0c3c8f;
    font-weight: 700;
  }
  [data-done]::before {
    background: #0c3c8f;
  }
`;

const MarginNote = styled.p`
  margin: 0.7em 0 0;
  padding: 0.4em 0.6em;
  border-radius: 0.4em;
  background: #eef4ff;
  color: #0c3c8f;
  font-size: 0.82em;
`;

const FeeBar = styled.div`
  display: flex;
  height: 0.6em;
  margin-top: 0.4em;
  overflow: hidden;
  border-radius: 0.3em;
  ${FEE_SHARES.map((share, index) => `.fee-${index} { flex: ${share} 1 0; background: ${FEE_COLOURS[index]}; }`).join('\n')}
`;

const FeeSwatch = styled.i<{ $colour: string }>`
  display: inline-block;
  width: 0.6em;
  height: 0.6em;
  margin-right: 0.45em;
  border-radius: 0.15em;
  background: ${({ $colour }) => $colour};
`;

const FeeList = styled.dl`
  ${summaryRows};
  div {
    border-bottom: 1px solid #eef1f6;
  }
  dt {
    display: flex;
    align-items: center;
    color: #1a1f2b;
  }
`;

const FeeTotal = styled.div`
  dt {
    font-weight: 700;
  }
  dd {
    font-weight: 700;
  }
`;
