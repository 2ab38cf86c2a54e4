// The fees pages' browser halves (component, meta, handle, data types).
export { ChargesPage, ChargesRoute, chargesHandle, type ChargesData } from './charges-page';
export { MarketPage, MarketRoute, marketHandle, type MarketData } from './market-page';
export { FeeTableView, type FeeTableHeaders, type FeeTableViewProps } from './fee-table';
export { CALCULATOR_ANCHOR } from './calculator-link';
export { CALCULATOR_PARAMS, calculatorPlanOf, chargesShouldRevalidate, type CalculatorPlan, type CalculatorQuery } from './calculator-query';
export { TradeCostCalculator, type TradeCostCalculatorProps } from './trade-cost-calculator';
export { calculateTradeCost, parseTradeInput, type Trade, type TradeCost, type TradeCostLine } from './trade-cost';
