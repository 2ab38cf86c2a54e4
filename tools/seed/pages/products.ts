import type { Product, ProductSlug } from '@brokerage/contracts';
import { t, type AuthoredFields, type L } from './localise';
import { PRODUCT_TRADING } from './product-trading';

type ProductSeed = AuthoredFields<Omit<Product, 'slug' | 'title' | 'summary'>> & { slug: ProductSlug; sort: number; title: L; summary: L };

const hl = (value: L | string, label: L) => ({ value, label });
const feature = (title: L, text: L) => ({ title, text });
const qa = (question: L, answer: L) => ({ question, answer });

const SECURITIES_RISK = t(
  'The prices of securities fluctuate, sometimes dramatically, and may move up or down and may even become valueless. It is as likely that losses will be incurred rather than profit made as a result of buying and selling securities.',
  '證券價格有時可能會非常波動。證券價格可升可跌，甚至變成毫無價值。買賣證券未必一定能夠賺取利潤，反而可能會招致損失。',
  '证券价格有时可能会非常波动。证券价格可升可跌，甚至变成毫无价值。买卖证券未必一定能够赚取利润，反而可能会招致损失。',
);

/**
 * The smallest bond investment: the bonds page states it twice (summary and highlight) and news,
 * talks and events quote it; the seed test holds them to this one value.
 */
export const BOND_MINIMUM = 'US$1,000';

/** The financial-investment overview (`index`) and the eleven product pages of spec 2, before their trading details. */
const PRODUCT_PAGES: ProductSeed[] = [
  {
    slug: 'index',
    sort: 0,
    title: t('Financial investment', '金融投資', '金融投资'),
    summary: t(
      'Stocks, ETFs, options, bonds and funds across Hong Kong, the US and mainland China, in one securities account.',
      '一個證券帳戶，投資香港、美國及中國內地的股票、ETF、期權、債券及基金。',
      '一个证券账户，投资香港、美国及中国内地的股票、ETF、期权、债券及基金。',
    ),
    highlights: [
      hl('3', t('markets: Hong Kong, US and A-shares', '大市場：港股、美股及A股', '大市场：港股、美股及A股')),
      hl('11', t('product types in one account', '類產品，一個帳戶', '类产品，一个账户')),
      hl(t('24h', '24小時', '24小时'), t('hotline on trading days', '交易日熱線服務', '交易日热线服务')),
    ],
    features: [
      feature(t('One account, several currencies', '一個帳戶，多種貨幣', '一个账户，多种货币'), t('Hold HKD, USD and CNH in the same account and exchange between them in the app at live rates.', '同一帳戶持有港元、美元及離岸人民幣，並可於App內按即時匯率兌換。', '同一账户持有港元、美元及离岸人民币，并可于App内按实时汇率兑换。')),
      feature(t('From first trade to advanced strategies', '由入門到進階', '由入门到进阶'), t('Start with fractional US shares from US$5 and move on to margin, options and IPO financing when you are ready.', '由5美元起買入碎股美股開始，準備好後再使用孖展、期權及新股融資。', '由5美元起买入碎股美股开始，准备好后再使用融资、期权及新股融资。')),
      feature(t('Suitability comes first', '適合性先行', '适合性先行'), t('Complex products such as options, leveraged ETFs and bonds with special features are offered only after a knowledge and suitability assessment.', '期權、槓桿ETF及具特殊條款的債券等複雜產品，須先完成知識及適合性評估方可交易。', '期权、杠杆ETF及具特殊条款的债券等复杂产品，须先完成知识及适合性评估方可交易。')),
    ],
    faq: [
      qa(t('Which products can I trade after opening an account?', '開戶後可以買賣哪些產品？', '开户后可以买卖哪些产品？'), t('Hong Kong and US stocks and ETFs are available straight away. Options, margin, A-shares and bonds need a short additional application in the app.', '開戶後即可買賣港股、美股及ETF。期權、孖展、A股及債券須於App內另行簡單申請。', '开户后即可买卖港股、美股及ETF。期权、融资、A股及债券须于App内另行简单申请。')),
      qa(t('Is there a minimum balance?', '有最低結餘要求嗎？', '有最低余额要求吗？'), t('No. There is no minimum balance and no account maintenance fee.', '沒有。帳戶並無最低結餘要求，亦不收取帳戶管理費。', '没有。账户并无最低余额要求，亦不收取账户管理费。')),
    ],
    riskNote: SECURITIES_RISK,
  },
  {
    slug: 'hk-stocks',
    sort: 1,
    title: t('Hong Kong stocks', '港股', '港股'),
    summary: t(
      'Trade every security listed on HKEX, including warrants, CBBCs and REITs, with real-time quotes included.',
      '買賣港交所所有上市證券，包括窩輪、牛熊證及房地產投資信託基金，附送即時報價。',
      '买卖港交所所有上市证券，包括窝轮、牛熊证及房地产投资信托基金，附送实时报价。',
    ),
    highlights: [
      hl('0.03%', t('commission, min. HK$3', '佣金，最低港幣3元', '佣金，最低港币3元')),
      hl('LV1', t('real-time quotes free', '即時報價免費', '实时报价免费')),
      hl('T+2', t('settlement', '交收', '交收')),
    ],
    features: [
      feature(t('Pre-opening and closing auctions', '開市前及收市競價', '开市前及收市竞价'), t('Place at-auction and at-auction limit orders in the pre-opening session from 9:00 and the closing auction session from 16:00.', '可於9:00起的開市前時段及16:00起的收市競價時段落競價盤及競價限價盤。', '可于9:00起的开市前时段及16:00起的收市竞价时段落竞价盘及竞价限价盘。')),
      feature(t('Odd lots and grey market', '碎股及暗盤', '碎股及暗盘'), t('Sell odd lots on the odd-lot board and trade new listings in the grey market the day before listing.', '可於碎股板出售碎股，並於新股上市前一日參與暗盤交易。', '可于碎股板出售碎股，并于新股上市前一日参与暗盘交易。')),
      feature(t('Conditional orders', '條件單', '条件单'), t('Stop-loss, take-profit and trailing stop orders are monitored by our servers, even when your phone is off.', '止損、止賺及追蹤止損單由伺服器監察，即使手機關機亦會執行。', '止损、止盈及追踪止损单由服务器监控，即使手机关机亦会执行。')),
    ],
    faq: [
      qa(t('What are the Hong Kong trading hours?', '港股交易時間是甚麼？', '港股交易时间是什么？'), t('Pre-opening 9:00-9:30, morning session 9:30-12:00, afternoon session 13:00-16:00 and closing auction 16:00-16:10 on HKEX trading days.', '交易日開市前時段9:00-9:30，早市9:30-12:00，午市13:00-16:00，收市競價16:00-16:10。', '交易日开市前时段9:00-9:30，早市9:30-12:00，午市13:00-16:00，收市竞价16:00-16:10。')),
      qa(t('When is money from a sale available?', '賣出股票後何時可以提款？', '卖出股票后何时可以提款？'), t('Sale proceeds can be reinvested at once and withdrawn after settlement on the second trading day (T+2).', '賣出所得款項可即時再買入，並於第二個交易日（T+2）交收後提取。', '卖出所得款项可即时再买入，并于第二个交易日（T+2）交收后提取。')),
      qa(t('Do warrants and CBBCs need extra approval?', '買賣窩輪及牛熊證需要額外審批嗎？', '买卖窝轮及牛熊证需要额外审批吗？'), t('Yes. They are derivative products, so you must pass the derivatives knowledge assessment first.', '需要。它們屬衍生產品，須先通過衍生產品知識評估。', '需要。它们属衍生产品，须先通过衍生产品知识评估。')),
    ],
    riskNote: SECURITIES_RISK,
  },
  {
    slug: 'us-stocks',
    sort: 2,
    title: t('US stocks', '美股', '美股'),
    summary: t(
      'Trade NYSE and Nasdaq stocks and ETFs, including pre-market and after-hours sessions.',
      '買賣紐約證券交易所及納斯達克的股票及ETF，支援盤前及盤後交易。',
      '买卖纽约证券交易所及纳斯达克的股票及ETF，支持盘前及盘后交易。',
    ),
    highlights: [
      hl('US$0.99', t('minimum commission per order', '每單最低佣金', '每单最低佣金')),
      hl('4:00-20:00', t('US Eastern trading hours incl. extended sessions', '美東時間交易時段（含盤前盤後）', '美东时间交易时段（含盘前盘后）')),
      hl('W-8BEN', t('treaty withholding handled for you', '協助辦理稅務表格', '协助办理税务表格')),
    ],
    features: [
      feature(t('Extended hours', '延長交易時段', '延长交易时段'), t('Trade from 4:00 to 9:30 before the open and 16:00 to 20:00 after the close, US Eastern time, with limit orders.', '美東時間開市前4:00-9:30及收市後16:00-20:00可落限價盤交易。', '美东时间开市前4:00-9:30及收市后16:00-20:00可落限价单交易。')),
      feature(t('Dividends and corporate actions', '股息及公司行動', '股息及公司行动'), t('Dividends are credited in USD net of US withholding tax; we handle splits, spin-offs and tender offers for you.', '股息扣除美國預扣稅後以美元存入；拆股、分拆及要約收購等公司行動由我們代為處理。', '股息扣除美国预扣税后以美元存入；拆股、分拆及要约收购等公司行动由我们代为处理。')),
      feature(t('Real-time quotes at no cost', '免費即時報價', '免费实时报价'), t('Nasdaq Basic real-time quotes are free; upgrade to Nasdaq TotalView for full depth.', 'Nasdaq Basic即時報價免費，亦可升級至Nasdaq TotalView查看完整深度。', 'Nasdaq Basic实时报价免费，亦可升级至Nasdaq TotalView查看完整深度。')),
    ],
    faq: [
      qa(t('Do I need to exchange HKD into USD first?', '需要先將港元兌換成美元嗎？', '需要先将港元兑换成美元吗？'), t('Yes, US trades settle in USD. You can exchange currencies in the app at any time during Hong Kong business hours.', '需要，美股以美元交收。你可於香港營業時間內隨時在App兌換貨幣。', '需要，美股以美元交收。你可于香港营业时间内随时在App兑换货币。')),
      qa(t('Why do I need to sign a W-8BEN form?', '為甚麼要簽署W-8BEN表格？', '为什么要签署W-8BEN表格？'), t('The W-8BEN certifies that you are not a US person, so dividends are taxed at the treaty rate where one applies instead of backup withholding. It is valid for three calendar years.', 'W-8BEN證明你並非美國人士，股息可按適用稅務協定稅率扣稅，而非按備用預扣稅率。表格有效期為三個曆年。', 'W-8BEN证明你并非美国人士，股息可按适用税务协定税率扣税，而非按备用预扣税率。表格有效期为三个历年。')),
      qa(t('When do US trades settle?', '美股何時交收？', '美股何时交收？'), t('US stock trades settle on the next business day (T+1).', '美股於下一個營業日（T+1）交收。', '美股于下一个营业日（T+1）交收。')),
    ],
    riskNote: t(
      'Investing in US securities involves exchange rate risk: movements in the USD/HKD rate may increase or reduce your returns. US securities are subject to US laws, taxes and market rules that may differ from those of Hong Kong.',
      '投資美國證券涉及匯率風險：美元兌港元匯率變動可能增加或減少你的回報。美國證券受美國法律、稅務及市場規則規管，或與香港不同。',
      '投资美国证券涉及汇率风险：美元兑港元汇率变动可能增加或减少你的回报。美国证券受美国法律、税务及市场规则规管，或与香港不同。',
    ),
  },
  {
    slug: 'bonds',
    sort: 3,
    title: t('Bonds', '債券', '债券'),
    summary: t(
      `Government, investment-grade and high-yield bonds in USD and HKD, from ${BOND_MINIMUM} per bond.`,
      `美元及港元計價的政府債券、投資級及高收益債券，每隻債券入場費低至 ${BOND_MINIMUM}。`,
      `美元及港元计价的政府债券、投资级及高收益债券，每只债券入场费低至 ${BOND_MINIMUM}。`,
    ),
    highlights: [
      hl(BOND_MINIMUM, t('minimum investment on selected bonds', '精選債券最低投資額', '精选债券最低投资额')),
      hl('200+', t('bonds quoted daily', '隻債券每日報價', '只债券每日报价')),
      hl('0.2%', t('commission on the face value', '按面值計算的佣金', '按面值计算的佣金')),
    ],
    features: [
      feature(t('Regular coupon income', '定期票息收入', '定期票息收入'), t('Coupons are paid into your account on each payment date, usually semi-annually.', '票息於每個派息日存入你的帳戶，一般每半年派發一次。', '票息于每个派息日存入你的账户，一般每半年派发一次。')),
      feature(t('Transparent pricing', '價格透明', '价格透明'), t('See bid and offer prices, yield to maturity and credit ratings before you trade.', '交易前可查看買入價、賣出價、到期收益率及信貸評級。', '交易前可查看买入价、卖出价、到期收益率及信贷评级。')),
      feature(t('Sell before maturity', '到期前可出售', '到期前可出售'), t('Bonds can be sold on trading days at the prevailing bid price, which may be above or below what you paid.', '債券可於交易日按當時買入價出售，價格或高於或低於買入成本。', '债券可于交易日按当时买入价出售，价格或高于或低于买入成本。')),
    ],
    faq: [
      qa(t('Who can buy bonds?', '誰可以購買債券？', '谁可以购买债券？'), t('All clients can buy plain government and investment-grade bonds. Bonds with complex features, such as perpetual or subordinated bonds, are for Professional Investors only.', '所有客戶均可購買一般政府及投資級債券。永續債、後償債等具複雜特點的債券只供專業投資者購買。', '所有客户均可购买一般政府及投资级债券。永续债、次级债等具复杂特点的债券只供专业投资者购买。')),
      qa(t('What is accrued interest?', '甚麼是應計利息？', '什么是应计利息？'), t('When you buy between coupon dates you pay the seller the interest earned since the last coupon; you receive the full coupon on the next payment date.', '於兩個派息日之間買入債券時，須向賣方支付自上次派息日起累計的利息；下次派息日你將收取全期票息。', '于两个派息日之间买入债券时，须向卖方支付自上次派息日起累计的利息；下次派息日你将收取全期票息。')),
    ],
    riskNote: t(
      'Bonds are subject to credit risk (the issuer may default), interest rate risk (prices fall when rates rise), liquidity risk and, for foreign-currency bonds, exchange rate risk. Credit ratings are not a guarantee of repayment.',
      '債券涉及信貸風險（發行人可能違約）、利率風險（利率上升時債券價格下跌）、流動性風險，以及外幣債券的匯率風險。信貸評級並不保證償還。',
      '债券涉及信贷风险（发行人可能违约）、利率风险（利率上升时债券价格下跌）、流动性风险，以及外币债券的汇率风险。信贷评级并不保证偿还。',
    ),
  },
  {
    slug: 'etf',
    sort: 4,
    title: t('ETFs', '交易所買賣基金（ETF）', '交易所买卖基金（ETF）'),
    summary: t(
      'Exchange-traded funds listed in Hong Kong and the US: index, sector, bond, commodity and leveraged and inverse products.',
      '香港及美國上市的交易所買賣基金：指數、行業、債券、商品以及槓桿及反向產品。',
      '香港及美国上市的交易所买卖基金：指数、行业、债券、商品以及杠杆及反向产品。',
    ),
    highlights: [
      hl('2,000+', t('ETFs across two markets', '隻兩地市場ETF', '只两地市场ETF')),
      hl('0%', t('stamp duty on HK ETF trades', '港股ETF免印花稅', '港股ETF免印花税')),
      hl('1', t('trade for a diversified basket', '筆交易即可分散投資', '笔交易即可分散投资')),
    ],
    features: [
      feature(t('Low-cost diversification', '低成本分散投資', '低成本分散投资'), t('Track the Hang Seng Index, the S&P 500 or a bond index in a single trade, with ongoing charges often below 0.2% a year.', '一筆交易即可追蹤恒生指數、標普500或債券指數，全年經常性開支比率往往低於0.2%。', '一笔交易即可追踪恒生指数、标普500或债券指数，全年经常性开支比率往往低于0.2%。')),
      feature(t('No stamp duty in Hong Kong', '香港免印花稅', '香港免印花税'), t('Transfers of Hong Kong-listed ETF units are exempt from stamp duty.', '轉讓香港上市ETF單位獲豁免印花稅。', '转让香港上市ETF单位获豁免印花税。')),
      feature(t('Leveraged and inverse products', '槓桿及反向產品', '杠杆及反向产品'), t('Available after a derivatives knowledge assessment; designed for short-term trading, not long-term holding.', '須先完成衍生產品知識評估；此類產品為短線交易而設，不宜長期持有。', '须先完成衍生产品知识评估；此类产品为短线交易而设，不宜长期持有。')),
    ],
    faq: [
      qa(t('How is an ETF different from a mutual fund?', 'ETF與互惠基金有何不同？', 'ETF与共同基金有何不同？'), t('ETFs trade on an exchange at market prices throughout the day; mutual funds are bought and sold once a day at the net asset value.', 'ETF於交易所全日按市價買賣；互惠基金則每日按資產淨值交易一次。', 'ETF于交易所全日按市价买卖；共同基金则每日按资产净值交易一次。')),
      qa(t('Why can a leveraged ETF lose value even if the index ends flat?', '為甚麼指數持平，槓桿ETF仍可能虧損？', '为什么指数持平，杠杆ETF仍可能亏损？'), t('Leveraged products reset daily, so over several days compounding can make their return differ substantially from the multiple of the index return.', '槓桿產品每日重新調整，經過多日複利效應後，其回報可與指數回報的倍數相差甚遠。', '杠杆产品每日重新调整，经过多日复利效应后，其回报可与指数回报的倍数相差甚远。')),
    ],
    riskNote: t(
      'ETFs are subject to market risk, tracking error and, for synthetic ETFs, counterparty risk. Leveraged and inverse products are complex and may lose most or all of your investment over short periods.',
      'ETF涉及市場風險及追蹤誤差，合成ETF另涉及交易對手風險。槓桿及反向產品屬複雜產品，可能於短時間內損失大部分或全部投資。',
      'ETF涉及市场风险及追踪误差，合成ETF另涉及交易对手风险。杠杆及反向产品属复杂产品，可能于短时间内损失大部分或全部投资。',
    ),
  },
  {
    slug: 'fractional-shares',
    sort: 5,
    title: t('Fractional shares', '碎股交易', '碎股交易'),
    summary: t(
      'Buy US stocks and ETFs by amount instead of by share, from US$5 per order.',
      '按金額而非股數買入美股及ETF，每單低至5美元。',
      '按金额而非股数买入美股及ETF，每单低至5美元。',
    ),
    highlights: [
      hl('US$5', t('minimum order amount', '最低下單金額', '最低下单金额')),
      hl('0.0001', t('shares, the smallest fraction', '股，最小單位', '股，最小单位')),
      hl('1,500+', t('eligible US stocks and ETFs', '隻合資格美股及ETF', '只合资格美股及ETF')),
    ],
    features: [
      feature(t('Invest by amount', '按金額投資', '按金额投资'), t('Enter the amount you want to invest and we buy the matching fraction of a share at market price.', '輸入想投資的金額，我們以市價為你買入相應的碎股。', '输入想投资的金额，我们以市价为你买入相应的碎股。')),
      feature(t('Full dividend rights', '按比例享有股息', '按比例享有股息'), t('Dividends on fractional holdings are paid in proportion to the shares you own.', '碎股持倉按持有比例收取股息。', '碎股持仓按持有比例收取股息。')),
      feature(t('Monthly investment plans', '月供計劃', '月供计划'), t('Set a fixed amount to invest on the same day every month and build a position gradually.', '設定每月同一日投資固定金額，逐步建立持倉。', '设置每月同一日投资固定金额，逐步建立持仓。')),
    ],
    faq: [
      qa(t('Can I transfer fractional shares to another broker?', '碎股可以轉倉至其他券商嗎？', '碎股可以转仓至其他券商吗？'), t('No. Only whole shares can be transferred out; fractions must be sold first.', '不可以。只有整股可以轉出，碎股須先行出售。', '不可以。只有整股可以转出，碎股须先行出售。')),
      qa(t('Do fractional orders execute immediately?', '碎股訂單會即時成交嗎？', '碎股订单会即时成交吗？'), t('Fractional orders are market orders executed during regular US trading hours; they are not available in extended sessions.', '碎股訂單為市價單，於美股常規交易時段執行，不適用於盤前及盤後時段。', '碎股订单为市价单，于美股常规交易时段执行，不适用于盘前及盘后时段。')),
    ],
    riskNote: t(
      'Fractional shares carry the same market and exchange rate risks as whole shares. They cannot be transferred out and carry no voting rights.',
      '碎股與整股同樣涉及市場風險及匯率風險。碎股不可轉出，亦不附帶投票權。',
      '碎股与整股同样涉及市场风险及汇率风险。碎股不可转出，亦不附带投票权。',
    ),
  },
  {
    slug: 'us-share-option',
    sort: 6,
    title: t('US stock options', '美股期權', '美股期权'),
    summary: t(
      'Trade calls and puts on US stocks, ETFs and indices, with single-leg and multi-leg strategies.',
      '買賣美股、ETF及指數的認購及認沽期權，支援單腿及多腿策略。',
      '买卖美股、ETF及指数的认购及认沽期权，支持单腿及多腿策略。',
    ),
    highlights: [
      hl('US$0.65', t('commission per contract', '每張合約佣金', '每张合约佣金')),
      hl('4,000+', t('underlyings', '隻標的', '只标的')),
      hl('10', t('built-in strategy templates', '個內置策略模板', '个内置策略模板')),
    ],
    features: [
      feature(t('Strategy builder', '策略構建器', '策略构建器'), t('Build covered calls, spreads and straddles and see the maximum profit, maximum loss and break-even before you trade.', '構建備兌認購、價差及跨式策略，交易前可查看最大盈利、最大虧損及盈虧平衡點。', '构建备兑认购、价差及跨式策略，交易前可查看最大盈利、最大亏损及盈亏平衡点。')),
      feature(t('Real-time Greeks', '即時希臘值', '实时希腊值'), t('Delta, gamma, theta, vega and implied volatility update with every quote.', 'Delta、Gamma、Theta、Vega及引伸波幅隨報價即時更新。', 'Delta、Gamma、Theta、Vega及隐含波动率随报价实时更新。')),
      feature(t('Exercise and assignment alerts', '行使及指派提示', '行权及指派提示'), t('We notify you before expiry and on assignment so you can close or roll positions in time.', '到期前及被指派時會即時通知，讓你及時平倉或轉倉。', '到期前及被指派时会实时通知，让你及时平仓或转仓。')),
    ],
    faq: [
      qa(t('What do I need to trade options?', '買賣期權需要甚麼條件？', '买卖期权需要什么条件？'), t('You need a margin account, the derivatives knowledge assessment and an options trading level approved according to your experience.', '你需要開立孖展帳戶、通過衍生產品知識評估，並按你的經驗獲批相應期權交易級別。', '你需要开立融资账户、通过衍生产品知识评估，并按你的经验获批相应期权交易级别。')),
      qa(t('What happens at expiry?', '期權到期時會怎樣？', '期权到期时会怎样？'), t('US stock options are American style. In-the-money options of US$0.01 or more are exercised automatically at expiry unless you instruct otherwise.', '美股期權屬美式期權。到期時價內0.01美元或以上的期權將自動行使，除非你另有指示。', '美股期权属美式期权。到期时价内0.01美元或以上的期权将自动行权，除非你另有指示。')),
    ],
    riskNote: t(
      'Options are complex products. The buyer may lose the entire premium; the seller of an uncovered option faces potentially unlimited loss and may be required to deposit additional margin at short notice.',
      '期權屬複雜產品。買方可能損失全部期權金；沽出無備兌期權的賣方所承受的虧損可能無限，並可能須於短時間內存入額外保證金。',
      '期权属复杂产品。买方可能损失全部期权金；卖出无备兑期权的卖方所承受的亏损可能无限，并可能须于短时间内存入额外保证金。',
    ),
  },
  {
    slug: 'a-shares',
    sort: 7,
    title: t('A-shares via Stock Connect', 'A股（滬深港通）', 'A股（沪深港通）'),
    summary: t(
      'Buy eligible Shanghai and Shenzhen stocks through Northbound Stock Connect, settled in offshore renminbi.',
      '透過北向滬深港通買賣合資格的上海及深圳股票，以離岸人民幣交收。',
      '透过北向沪深港通买卖合资格的上海及深圳股票，以离岸人民币交收。',
    ),
    highlights: [
      hl('3,000+', t('eligible A-shares', '隻合資格A股', '只合资格A股')),
      hl('CNH', t('trading currency', '交易貨幣', '交易货币')),
      hl('T+0', t('settlement of shares, cash on T+1', '股份交收，款項T+1交收', '股份交收，款项T+1交收')),
    ],
    features: [
      feature(t('Shanghai and Shenzhen in one place', '滬深兩市一站買賣', '沪深两市一站买卖'), t('Trade SSE and SZSE constituents eligible under Stock Connect, including STAR Market and ChiNext stocks for eligible investors.', '買賣滬深港通合資格的上交所及深交所股票；合資格投資者亦可買賣科創板及創業板股票。', '买卖沪深港通合资格的上交所及深交所股票；合格投资者亦可买卖科创板及创业板股票。')),
      feature(t('Convert in the app', '於App內換匯', '于App内换汇'), t('Exchange HKD into CNH at live rates before you buy.', '買入前可按即時匯率將港元兌換為離岸人民幣。', '买入前可按实时汇率将港元兑换为离岸人民币。')),
      feature(t('Mainland trading calendar', '內地交易日曆', '内地交易日历'), t('The app shows Northbound trading days and quota usage so you know when orders can be placed.', 'App顯示北向交易日及額度使用情況，讓你清楚何時可以落盤。', 'App显示北向交易日及额度使用情况，让你清楚何时可以下单。')),
    ],
    faq: [
      qa(t('Can I sell A-shares on the day I buy them?', '當日買入的A股可以當日賣出嗎？', '当日买入的A股可以当日卖出吗？'), t('No. Mainland rules do not allow day trading: shares bought today can be sold from the next trading day.', '不可以。內地規則不允許即日買賣，當日買入的股份須於下一個交易日起方可賣出。', '不可以。内地规则不允许当日回转交易，当日买入的股份须于下一个交易日起方可卖出。')),
      qa(t('Who can trade STAR Market and ChiNext stocks?', '誰可以買賣科創板及創業板股票？', '谁可以买卖科创板及创业板股票？'), t('Only institutional Professional Investors may trade STAR Market and ChiNext stocks through Stock Connect.', '只有機構專業投資者方可透過滬深港通買賣科創板及創業板股票。', '只有机构专业投资者方可透过沪深港通买卖科创板及创业板股票。')),
      qa(t('Why was my order rejected on a Hong Kong trading day?', '為甚麼在香港交易日落盤被拒？', '为什么在香港交易日下单被拒？'), t('Northbound trading needs both markets open and the settlement days to be open; around holidays some days are closed to Northbound trading.', '北向交易須兩地市場均開市及交收日均為營業日；假期前後部分日子暫停北向交易。', '北向交易须两地市场均开市及交收日均为营业日；假期前后部分日子暂停北向交易。')),
    ],
    riskNote: t(
      'A-share trading through Stock Connect is subject to quota limits, suspension by the exchanges, mainland rules on foreign shareholding and RMB exchange rate risk. Investors are not covered by the Investor Compensation Fund for Northbound trading.',
      '透過滬深港通買賣A股受額度限制、交易所暫停交易、內地外資持股規則及人民幣匯率風險影響。北向交易不受投資者賠償基金保障。',
      '透过沪深港通买卖A股受额度限制、交易所暂停交易、内地外资持股规则及人民币汇率风险影响。北向交易不受投资者赔偿基金保障。',
    ),
  },
  {
    slug: 'margin-account',
    sort: 8,
    title: t('Margin account', '孖展帳戶', '融资账户'),
    summary: t(
      'Borrow against your Hong Kong and US holdings to increase buying power, with interest charged daily only on what you use.',
      '以港股及美股持倉作抵押借入資金，提升購買力；利息只按實際使用金額每日計算。',
      '以港股及美股持仓作抵押借入资金，提升购买力；利息只按实际使用金额每日计算。',
    ),
    highlights: [
      hl('6.8%', t('p.a. HKD margin rate', '港元孖展年利率', '港元融资年利率')),
      hl('70%', t('maximum loan-to-value on blue chips', '藍籌股最高按倉比率', '蓝筹股最高按仓比率')),
      hl(t('Daily', '每日', '每日'), t('interest, charged monthly', '計息，按月收取', '计息，按月收取')),
    ],
    features: [
      feature(t('Pay only for what you use', '用多少計多少', '用多少计多少'), t('Interest accrues daily on the debit balance and is charged at the end of each month.', '利息按每日欠款結餘計算，並於每月底收取。', '利息按每日欠款余额计算，并于每月底收取。')),
      feature(t('Clear margin ratios', '清晰按倉比率', '清晰按仓比率'), t('See the margin ratio of every stock and your real-time risk level before you trade.', '交易前可查看每隻股票的按倉比率及即時風險水平。', '交易前可查看每只股票的按仓比率及实时风险水平。')),
      feature(t('Early warnings', '及早提示', '及早提示'), t('We alert you by app notification, SMS and e-mail when your account approaches a margin call.', '帳戶接近追繳保證金水平時，會以App通知、短訊及電郵提示你。', '账户接近追缴保证金水平时，会以App通知、短信及邮件提示你。')),
    ],
    faq: [
      qa(t('What is a margin call?', '甚麼是追收保證金？', '什么是追加保证金？'), t('If the value of your collateral falls so that your loan exceeds the allowed limit, you must deposit cash or securities or reduce positions by the stated deadline.', '如抵押品價值下跌令貸款超出許可上限，你須於指定期限前存入現金或證券，或減少持倉。', '如抵押品价值下跌令贷款超出许可上限，你须于指定期限前存入现金或证券，或减少持仓。')),
      qa(t('Can my positions be sold without my consent?', '持倉會在未經我同意下被出售嗎？', '持仓会在未经我同意下被出售吗？'), t('Yes. If a margin call is not met, or the market moves sharply, we may sell your positions without prior notice to reduce the loan.', '會。如未能應付追收保證金，或市況急劇波動，我們可在不作事先通知的情況下出售你的持倉以減少貸款。', '会。如未能应付追加保证金，或市况急剧波动，我们可在不作事先通知的情况下出售你的持仓以减少贷款。')),
    ],
    riskNote: t(
      'The risk of loss in financing a transaction by deposit of collateral is significant. You may sustain losses in excess of your cash and any other assets deposited as collateral. You may be called upon at short notice to make additional margin deposits or interest payments, and your collateral may be liquidated without your consent.',
      '藉存放抵押品而為交易取得融資的虧損風險可能極大。你所蒙受的虧損可能會超過你存放的現金及任何其他資產。你可能會在短時間內被要求存入額外的保證金款額或繳付利息，而你的抵押品可能會在未經你同意下被出售。',
      '借存放抵押品而为交易取得融资的亏损风险可能极大。你所蒙受的亏损可能会超过你存放的现金及任何其他资产。你可能会在短时间内被要求存入额外的保证金款额或缴付利息，而你的抵押品可能会在未经你同意下被出售。',
    ),
  },
  {
    slug: 'ipo',
    sort: 9,
    title: t('IPO subscription', '新股認購', '新股认购'),
    summary: t(
      'Subscribe to Hong Kong IPOs with cash or IPO financing, and trade new listings in the grey market.',
      '以現金或新股融資認購港股新股，並於暗盤買賣新上市股份。',
      '以现金或新股融资认购港股新股，并于暗盘买卖新上市股份。',
    ),
    highlights: [
      hl('HK$0', t('handling fee for cash subscriptions', '現金認購手續費', '现金认购手续费')),
      hl('10x', t('maximum IPO financing on selected deals', '精選新股最高融資倍數', '精选新股最高融资倍数')),
      hl('16:15', t('grey market from the day before listing', '上市前一日暗盤開市', '上市前一日暗盘开市')),
    ],
    features: [
      feature(t('Cash or financing', '現金或融資認購', '现金或融资认购'), t('Subscribe with your own cash at no handling fee, or apply for IPO financing on selected deals.', '以自有現金認購免手續費，或於精選新股申請新股融資。', '以自有现金认购免手续费，或于精选新股申请新股融资。')),
      feature(t('Grey market trading', '暗盤交易', '暗盘交易'), t('Trade allotted shares from 16:15 to 18:30 on the trading day before listing.', '可於上市前一個交易日16:15-18:30買賣獲分配的股份。', '可于上市前一个交易日16:15-18:30买卖获分配的股份。')),
      feature(t('Allotment results in the app', 'App查閱配發結果', 'App查阅配发结果'), t('See your allotment as soon as it is announced; unallotted cash is released to your account.', '配發結果公布後即時於App查看，未獲分配的款項將退回帳戶。', '配发结果公布后即时于App查看，未获分配的款项将退回账户。')),
    ],
    faq: [
      qa(t('When is the subscription money taken?', '認購款項何時扣除？', '认购款项何时扣除？'), t('Cash subscriptions are frozen when you apply and deducted on the allotment date; any unallotted amount is released the same day.', '現金認購款項於申請時凍結，並於配發日扣除；未獲分配的金額將於同日解凍。', '现金认购款项于申请时冻结，并于配发日扣除；未获分配的金额将于同日解冻。')),
      qa(t('How is IPO financing interest charged?', '新股融資利息如何計算？', '新股融资利息如何计算？'), t('Interest is charged on the financed amount for the days between the close of subscription and the refund date, at the rate shown for each deal, plus a handling fee of HK$100.', '利息按融資金額及由截止認購至退款日的日數，以每宗新股列明的利率計算，另收手續費港幣100元。', '利息按融资金额及由截止认购至退款日的日数，以每宗新股列明的利率计算，另收手续费港币100元。')),
    ],
    riskNote: t(
      'IPO allotment is not guaranteed. New listings can be highly volatile and may trade below the offer price. With IPO financing your loss may exceed your deposit, and interest is payable whether or not shares are allotted.',
      '新股分配並無保證。新上市股份波動可能極大，股價或會低於招股價。使用新股融資時，虧損可能超過你的按金，且不論是否獲分配股份均須繳付利息。',
      '新股分配并无保证。新上市股份波动可能极大，股价或会低于招股价。使用新股融资时，亏损可能超过你的按金，且不论是否获分配股份均须缴付利息。',
    ),
  },
  {
    slug: 'option-tool',
    sort: 10,
    title: t('Options tools', '期權工具', '期权工具'),
    summary: t(
      'Option chains, strategy analysis, unusual activity and volatility charts for US and Hong Kong options.',
      '美股及港股期權鏈、策略分析、異動監察及波幅圖表。',
      '美股及港股期权链、策略分析、异动监控及波动率图表。',
    ),
    highlights: [
      hl('P/L', t('charts for every strategy', '每個策略的盈虧圖', '每个策略的盈亏图')),
      hl('IV', t('rank and percentile', '排名及百分位', '排名及百分位')),
      hl(t('Free', '免費', '免费'), t('for clients approved for options', '已開通期權客戶可使用', '已开通期权客户可使用')),
    ],
    features: [
      feature(t('Profit and loss simulator', '盈虧模擬器', '盈亏模拟器'), t('Change the price, time to expiry and volatility to see how a position would perform.', '調整股價、到期日及波幅，模擬持倉表現。', '调整股价、到期日及波动率，模拟持仓表现。')),
      feature(t('Unusual options activity', '期權異動', '期权异动'), t('Spot large trades and sudden volume spikes across the market as they happen.', '即時發現市場上的大額交易及成交量急升。', '实时发现市场上的大额交易及成交量急升。')),
      feature(t('Volatility analysis', '波幅分析', '波动率分析'), t('Compare implied with historical volatility and view the volatility skew by expiry.', '比較引伸波幅與歷史波幅，並按到期日查看波幅偏斜。', '比较隐含波动率与历史波动率，并按到期日查看波动率偏斜。')),
    ],
    faq: [
      qa(t('Are the tools investment advice?', '這些工具是否構成投資建議？', '这些工具是否构成投资建议？'), t('No. The tools show calculations based on market data and your inputs; they do not recommend any trade.', '不是。工具只根據市場數據及你輸入的參數計算結果，並不推薦任何交易。', '不是。工具只根据市场数据及你输入的参数计算结果，并不推荐任何交易。')),
      qa(t('Is the data real time?', '數據是否即時？', '数据是否实时？'), t('Yes, if you subscribe to real-time options quotes; otherwise data is delayed by 15 minutes.', '如已訂閱期權即時報價則為即時數據，否則延遲15分鐘。', '如已订阅期权实时报价则为实时数据，否则延迟15分钟。')),
    ],
    riskNote: t(
      'Results from the tools are estimates based on models and assumptions and are not a guarantee of future results. Options are complex products that may not be suitable for every investor.',
      '工具結果為根據模型及假設作出的估算，並不保證未來結果。期權屬複雜產品，未必適合所有投資者。',
      '工具结果为根据模型及假设作出的估算，并不保证未来结果。期权属复杂产品，未必适合所有投资者。',
    ),
  },
  {
    slug: 'funds',
    sort: 11,
    title: t('Funds', '基金', '基金'),
    summary: t(
      'SFC-authorised money market, bond, equity and multi-asset funds from leading fund houses.',
      '來自知名基金公司的證監會認可貨幣市場、債券、股票及多元資產基金。',
      '来自知名基金公司的证监会认可货币市场、债券、股票及多元资产基金。',
    ),
    highlights: [
      hl('300+', t('SFC-authorised funds', '隻證監會認可基金', '只证监会认可基金')),
      hl('HK$1', t('minimum for money market funds', '貨幣市場基金最低投資額', '货币市场基金最低投资额')),
      hl('0%', t('subscription fee on money market funds', '貨幣市場基金認購費', '货币市场基金认购费')),
    ],
    features: [
      feature(t('Put idle cash to work', '閒置資金增值', '闲置资金增值'), t('Move uninvested HKD or USD into a money market fund and redeem it in time to settle your next trade.', '將未投資的港元或美元轉入貨幣市場基金，並可及時贖回以支付下一筆交易。', '将未投资的港元或美元转入货币市场基金，并可及时赎回以支付下一笔交易。')),
      feature(t('Compare before you invest', '投資前比較', '投资前比较'), t('Compare performance, ongoing charges, risk ratings and holdings side by side.', '並排比較基金表現、經常性開支、風險評級及持倉。', '并排比较基金表现、经常性开支、风险评级及持仓。')),
      feature(t('Regular savings plans', '定期供款計劃', '定期供款计划'), t('Invest a fixed amount every month from HK$500.', '每月定額投資，低至港幣500元。', '每月定额投资，低至港币500元。')),
    ],
    faq: [
      qa(t('How long does a redemption take?', '贖回需要多久？', '赎回需要多久？'), t('Money market fund redemptions usually settle in one business day; other funds take two to five business days as set out in the offering documents.', '貨幣市場基金贖回一般於一個營業日內交收；其他基金按銷售文件所列需時二至五個營業日。', '货币市场基金赎回一般于一个营业日内交收；其他基金按销售文件所列需时二至五个营业日。')),
      qa(t('Do you receive payments from fund houses?', '你們會收取基金公司的款項嗎？', '你们会收取基金公司的款项吗？'), t('We may receive trailer fees from fund managers. Details are disclosed before each transaction in accordance with the SFC Code of Conduct.', '我們或會從基金經理收取持續佣金，詳情會按證監會《操守準則》於每次交易前披露。', '我们或会从基金经理收取持续佣金，详情会按证监会《操守准则》于每次交易前披露。')),
    ],
    riskNote: t(
      'Fund prices may go down as well as up. Past performance is not indicative of future performance. Read the offering documents, including the risk factors, before investing. A money market fund is not a bank deposit and is not protected by the Deposit Protection Scheme.',
      '基金價格可升可跌，過往表現並不代表將來表現。投資前請細閱銷售文件，包括風險因素。貨幣市場基金並非銀行存款，不受存款保障計劃保障。',
      '基金价格可升可跌，过往表现并不代表将来表现。投资前请细阅销售文件，包括风险因素。货币市场基金并非银行存款，不受存款保障计划保障。',
    ),
  },
];

/** Every page with its trading details (product-trading.ts): fee market, market facts, steps, the rest of its FAQ, related products. */
export const PRODUCTS: ProductSeed[] = PRODUCT_PAGES.map((page) => {
  const trading = PRODUCT_TRADING[page.slug];
  // The pages' own FAQs are the same in both districts (a list, not a per-district variant).
  if (!trading || !Array.isArray(page.faq)) return page;
  const { moreFaq, ...details } = trading;
  return { ...page, ...details, faq: [...page.faq, ...moreFaq] };
});
