import { Button, media, visuallyHiddenStyles } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CALCULATOR_ANCHOR } from './calculator-link';
import type { CalculatorPlan, CalculatorQuery } from './calculator-query';
import { formatCount, formatMoney } from './format';
import { feesMessages } from './messages';
// The page's route and loader take these from './calculator-query' (they stay in its first load); kept here for the stories and specs.
export { CALCULATOR_PARAMS, calculatorPlanOf, chargesShouldRevalidate, withCalculatorQuery, type CalculatorPlan, type CalculatorQuery } from './calculator-query';
import { calculateTradeCost, parseTradeInput, usesMonthlyOrder, type TradeInputProblem, type TradeSide } from './trade-cost';

/** How long typing pauses before the fields are reported (spec 9's debounce). */
const QUERY_REPORT_DELAY_MS = 300;

/** Anchor of the calculator section (the home page links to charges#calculator). */

export interface TradeCostCalculatorProps {
  plans: CalculatorPlan[];
  /** The plan selected at first: the page's plan. */
  defaultPlanId: number;
  query?: CalculatorQuery;
  /** Called with the fields once the visitor has changed one, after a pause in typing: the route keeps them in the URL. */
  onQueryChange?: (query: CalculatorQuery) => void;
}

type Field = 'price' | 'quantity' | 'monthlyOrder';

/**
 * Trade-cost calculator: market, side, price, quantity and plan in, every charge and the total
 * out, recomputed as the visitor types. The engine (`calculateTradeCost`) does exact arithmetic on
 * the plan's rates; the short summary under the table is announced politely by screen readers.
 */
export const TradeCostCalculator = ({ plans, defaultPlanId, query = {}, onQueryChange }: TradeCostCalculatorProps) => {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  const id = useId();
  /** Set once the visitor changes a field: only then are the fields reported. */
  const edited = useRef(false);
  const report = useRef(onQueryChange);
  report.current = onQueryChange;

  const [planId, setPlanId] = useState(() => {
    const fromQuery = Number(query.plan);
    return plans.some((plan) => plan.id === fromQuery) ? fromQuery : defaultPlanId;
  });
  const [market, setMarket] = useState(query.market ?? plans[0]?.markets[0]?.market ?? '');
  const [side, setSide] = useState<TradeSide>(query.side === 'sell' ? 'sell' : 'buy');
  const [price, setPrice] = useState(query.price ?? '');
  const [quantity, setQuantity] = useState(query.quantity ?? '');
  const [monthlyOrder, setMonthlyOrder] = useState(query.order ?? '1');
  // Fields that came in the query were entered before (the form sent without JavaScript, a reload, a language switch).
  const [touched, setTouched] = useState<Set<Field>>(
    () => new Set(([['price', query.price], ['quantity', query.quantity], ['monthlyOrder', query.order]] as const).filter(([, value]) => value !== undefined).map(([field]) => field)),
  );
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      edited.current = true;
      set(value);
    };

  // The calculator is a deferred part: a visitor can type, pick or tick before its code comes, and
  // React keeps what the fields show when it hydrates. Those values become the state once, here.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const shown = (name: string) => (fields.namedItem(name) as HTMLInputElement | HTMLSelectElement | RadioNodeList | null)?.value;
    const adopt = <T,>(name: string, current: T, set: (value: T) => void, read: (value: string) => T) => {
      const value = shown(name);
      if (value === undefined || value === '' || read(value) === current) return;
      edited.current = true;
      set(read(value));
    };
    adopt('plan', planId, setPlanId, Number);
    adopt('market', market, setMarket, String);
    adopt('side', side, setSide, (value) => (value === 'sell' ? 'sell' : 'buy'));
    adopt('price', price, setPrice, String);
    adopt('quantity', quantity, setQuantity, String);
    adopt('order', monthlyOrder, setMonthlyOrder, String);
    // Only what hydration found: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Moving to another plan's page selects that plan here too (not on first render: the query's plan stays).
  // Adjusted while rendering, not in an effect, so the old plan is never painted.
  const [pagePlanId, setPagePlanId] = useState(defaultPlanId);
  if (pagePlanId !== defaultPlanId) {
    setPagePlanId(defaultPlanId);
    setPlanId(defaultPlanId);
  }

  const plan = plans.find((entry) => entry.id === planId) ?? plans[0];
  const marketEntry = plan?.markets.find((entry) => entry.market === market) ?? plan?.markets[0];

  const outcome = useMemo(() => {
    if (!marketEntry) return null;
    const parsed = parseTradeInput(marketEntry.rates, { side, price, quantity, monthlyOrder });
    return parsed.trade ? { trade: parsed.trade, cost: calculateTradeCost(marketEntry.rates, parsed.trade), problems: null } : { trade: null, cost: null, problems: parsed.problems };
  }, [marketEntry, side, price, quantity, monthlyOrder]);

  // The fields are reported once the visitor has changed one, after a pause in typing.
  const tiered = marketEntry ? usesMonthlyOrder(marketEntry.rates) : false;
  const fields = JSON.stringify({ plan: plan ? String(plan.id) : '', market: marketEntry?.market ?? '', side, price: price.trim(), quantity: quantity.trim(), order: tiered ? monthlyOrder.trim() : '' } satisfies Required<CalculatorQuery>);
  useEffect(() => {
    if (!edited.current) return undefined;
    const timer = setTimeout(() => report.current?.(JSON.parse(fields) as CalculatorQuery), QUERY_REPORT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fields]);

  if (!plan || !marketEntry || !outcome) {
    return (
      <Section id={CALCULATOR_ANCHOR} aria-labelledby={`${id}-title`}>
        <Title id={`${id}-title`}>{i18n._(feesMessages.calculatorTitle)}</Title>
        <Note>{i18n._(feesMessages.unavailable)}</Note>
      </Section>
    );
  }

  const { rates } = marketEntry;
  const contracts = rates.contractSize !== undefined;
  const touch = (field: Field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const problemText = (field: Field, problem: TradeInputProblem | undefined): string | null => {
    if (!problem || !touched.has(field)) return null;
    if (field === 'price') {
      if (problem === 'unreadable') return i18n._(feesMessages.priceUnreadable.id, { typed: price.trim() });
      if (problem === 'currency') return i18n._(feesMessages.priceCurrency.id, { currency: rates.currency });
      if (contracts && problem === 'required') return i18n._(feesMessages.premiumRequired);
      return i18n._(problem === 'required' ? feesMessages.priceRequired : problem === 'too-large' ? feesMessages.priceTooLarge : feesMessages.priceInvalid);
    }
    if (field === 'quantity') {
      if (problem === 'lot') return i18n._(feesMessages.quantityLot.id, { lot: rates.buyLot });
      if (problem === 'unreadable') return i18n._((contracts ? feesMessages.contractsUnreadable : feesMessages.quantityUnreadable).id, { typed: quantity.trim() });
      if (contracts) return i18n._(problem === 'required' ? feesMessages.contractsRequired : problem === 'too-large' ? feesMessages.contractsTooLarge : feesMessages.contractsInvalid);
      return i18n._(problem === 'required' ? feesMessages.quantityRequired : problem === 'too-large' ? feesMessages.quantityTooLarge : feesMessages.quantityInvalid);
    }
    return i18n._(feesMessages.monthlyOrderInvalid);
  };
  const errors = {
    price: problemText('price', outcome.problems?.price),
    quantity: problemText('quantity', outcome.problems?.quantity),
    monthlyOrder: tiered ? problemText('monthlyOrder', outcome.problems?.monthlyOrder) : null,
  };
  const money = (amount: string) => formatMoney(lang, rates.currency, amount);
  const { cost, trade } = outcome;
  const summary = cost
    ? i18n._((side === 'buy' ? feesMessages.summaryBuy : feesMessages.summarySell).id, { total: money(cost.totalCharges), net: money(cost.netAmount) })
    : errors.price || errors.quantity || errors.monthlyOrder
      ? i18n._(feesMessages.fixErrors)
      : i18n._(feesMessages.prompt);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the result is already on screen; the button only shows what is missing.
    event.preventDefault();
    setTouched(new Set(['price', 'quantity', 'monthlyOrder']));
  };

  return (
    <Section id={CALCULATOR_ANCHOR} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{i18n._(feesMessages.calculatorTitle)}</Title>
      <Intro>{i18n._(feesMessages.calculatorIntro)}</Intro>
      <Layout>
        <Form ref={form} method="get" action={`#${CALCULATOR_ANCHOR}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
          <FieldBox>
            <Label htmlFor={`${id}-plan`}>{i18n._(feesMessages.plan)}</Label>
            <Select id={`${id}-plan`} name="plan" value={plan.id} onChange={(event) => edit(setPlanId)(Number(event.target.value))}>
              {plans.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </Select>
          </FieldBox>
          <FieldBox>
            <Label htmlFor={`${id}-market`}>{i18n._(feesMessages.market)}</Label>
            <Select id={`${id}-market`} name="market" value={marketEntry.market} onChange={(event) => edit(setMarket)(event.target.value)}>
              {plan.markets.map((entry) => (
                <option key={entry.market} value={entry.market}>
                  {entry.title}
                </option>
              ))}
            </Select>
          </FieldBox>
          <SideFieldset>
            <Legend>{i18n._(feesMessages.side)}</Legend>
            <Segments>
              {(['buy', 'sell'] as const).map((value) => (
                <Segment key={value}>
                  <SegmentInput type="radio" name="side" value={value} checked={side === value} onChange={() => edit(setSide)(value)} />
                  <span>{i18n._(value === 'buy' ? feesMessages.buy : feesMessages.sell)}</span>
                </Segment>
              ))}
            </Segments>
          </SideFieldset>
          <NumberField
            id={`${id}-price`}
            name="price"
            inputMode="decimal"
            label={i18n._((contracts ? feesMessages.premium : feesMessages.price).id, { currency: rates.currency })}
            value={price}
            onChange={edit(setPrice)}
            onBlur={() => touch('price')}
            error={errors.price}
          />
          <NumberField
            id={`${id}-quantity`}
            name="quantity"
            inputMode="numeric"
            label={i18n._(contracts ? feesMessages.contracts : feesMessages.quantity)}
            value={quantity}
            onChange={edit(setQuantity)}
            onBlur={() => touch('quantity')}
            hint={
              contracts
                ? i18n._(feesMessages.contractHint.id, { size: rates.contractSize })
                : rates.buyLot > 1
                  ? i18n._(feesMessages.lotHint.id, { lot: rates.buyLot })
                  : undefined
            }
            error={errors.quantity}
          />
          {tiered && (
            <NumberField
              id={`${id}-order`}
              name="order"
              inputMode="numeric"
              label={i18n._(feesMessages.monthlyOrder)}
              value={monthlyOrder}
              onChange={edit(setMonthlyOrder)}
              onBlur={() => touch('monthlyOrder')}
              hint={i18n._(feesMessages.monthlyOrderHint)}
              error={errors.monthlyOrder}
            />
          )}
          <SubmitButton type="submit">{i18n._(feesMessages.calculate)}</SubmitButton>
        </Form>

        <Results aria-labelledby={`${id}-results`}>
          <ResultsTitle id={`${id}-results`}>{i18n._(feesMessages.resultsTitle)}</ResultsTitle>
          {cost && trade && (
            <ResultTable data-testid="trade-cost">
              <Caption>
                {i18n._((contracts ? feesMessages.resultsCaptionContracts : feesMessages.resultsCaption).id, {
                  side: i18n._(side === 'buy' ? feesMessages.buy : feesMessages.sell),
                  quantity: formatCount(lang, trade.quantity),
                  price: formatMoney(lang, rates.currency, trade.price, 4),
                })}
              </Caption>
              <thead>
                <tr>
                  <th scope="col">{i18n._(feesMessages.chargeColumn)}</th>
                  <th scope="col">{i18n._(feesMessages.amountColumn)}</th>
                </tr>
              </thead>
              <tbody>
                {cost.lines.map((line) => (
                  <tr key={line.key}>
                    <th scope="row">{line.label}</th>
                    <td>{money(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <TotalRow>
                  <th scope="row">{i18n._(feesMessages.totalCharges)}</th>
                  <td>{money(cost.totalCharges)}</td>
                </TotalRow>
                <tr>
                  <th scope="row">{i18n._(feesMessages.tradeValue)}</th>
                  <td>{money(cost.tradeValue)}</td>
                </tr>
                <NetRow>
                  <th scope="row">{i18n._(side === 'buy' ? feesMessages.youPay : feesMessages.youReceive)}</th>
                  <td>{money(cost.netAmount)}</td>
                </NetRow>
              </tfoot>
            </ResultTable>
          )}
          <Summary aria-live="polite" aria-atomic="true" $hidden={!!cost} data-testid="trade-cost-summary">
            {summary}
          </Summary>
          <Note>{i18n._(feesMessages.roundingNote)}</Note>
        </Results>
      </Layout>
    </Section>
  );
};


interface NumberFieldProps {
  id: string;
  name: string;
  label: string;
  inputMode: 'decimal' | 'numeric';
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  hint?: string;
  error?: string | null;
}

/** A labelled number input with its hint and error, both tied to it for screen readers. */
const NumberField = ({ id, name, label, inputMode, value, onChange, onBlur, hint, error }: NumberFieldProps) => (
  <FieldBox>
    <Label htmlFor={id}>{label}</Label>
    <Input
      id={id}
      name={name}
      inputMode={inputMode}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      aria-invalid={error ? true : undefined}
      aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
    />
    {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
  </FieldBox>
);

const Section = styled.section`
  margin: ${({ theme }) => theme.space.xxl} 0 0;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  ${media.mobile} {
    margin-top: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const controlStyles = `
  width: 100%;
  min-height: 44px;
  box-sizing: border-box;
  font: inherit;
`;

const Select = styled.select`
  ${controlStyles}
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  ${controlStyles}
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SideFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Segments = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
`;

const Segment = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  & + & {
    border-inline-start: 1px solid ${({ theme }) => theme.colors.textMuted};
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
  }
`;

const SegmentInput = styled.input`
  ${visuallyHiddenStyles}
`;

const SubmitButton = styled(Button)`
  justify-self: start;
`;

const Results = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const ResultsTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Caption = styled.caption`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
`;

const ResultTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    font-weight: 400;
  }
  td {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    padding-inline-start: ${({ theme }) => theme.space.sm};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  thead th:last-child {
    text-align: end;
  }
`;

const TotalRow = styled.tr`
  th,
  td {
    font-weight: 700;
    border-top: 2px solid ${({ theme }) => theme.colors.text};
  }
`;

const NetRow = styled.tr`
  th,
  td {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.brand};
    border-bottom: 0;
  }
`;

/** The announced summary: shown when it is the only result (prompt or errors), read-only for screen readers next to the table. */
const Summary = styled.p<{ $hidden: boolean }>`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyles : '')}
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
`;
