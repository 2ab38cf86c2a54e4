import { hkt, t } from './localise';
import type { SeedBook, SeedBookType } from './types';

export const bookTypes: SeedBookType[] = [
  {
    code: 'getting-started',
    name: t('Getting started', '入門指南', '入门指南'),
    description: t(
      'Plain-language guides for your first steps in Hong Kong and US stocks.',
      '以淺白文字帶你踏出投資港股及美股的第一步。',
      '以浅白文字带你迈出投资港股及美股的第一步。',
    ),
  },
  {
    code: 'strategy',
    name: t('Investment strategy', '投資策略', '投资策略'),
    description: t(
      'Frameworks for building and maintaining a diversified portfolio.',
      '建立及維持分散投資組合的方法。',
      '建立及维持分散投资组合的方法。',
    ),
  },
  {
    code: 'derivatives',
    name: t('Derivatives and leverage', '衍生產品及槓桿', '衍生产品及杠杆'),
    description: t(
      'How options, margin and leveraged products work, and how their risks add up.',
      '期權、孖展及槓桿產品的運作方式，以及風險如何累積。',
      '期权、融资及杠杆产品的运作方式，以及风险如何累积。',
    ),
  },
];

export const books: SeedBook[] = [
  {
    name: 'hong-kong-stocks-starter-guide',
    district: 'all',
    type: 'getting-started',
    coverImage: '/images/official/books/hong-kong-stocks-starter-guide.svg',
    pageCount: 48,
    publishedAt: hkt('2025-03-01T10:00:00'),
    sortOrder: 60,
    title: t('Hong Kong Stocks: A Starter Guide', '港股入門手冊', '港股入门手册'),
    subtitle: t('From board lots to settlement in 48 pages', '48 頁由每手股數講到交收', '48 页从每手股数讲到交收'),
    author: t('Harbourfront Investor Education Team', '港灣證券投資者教育團隊', '港湾证券投资者教育团队'),
    summary: t(
      'Everything a new investor needs before placing a first order on the Hong Kong exchange: trading sessions, order types, fees and how settlement works.',
      '新手在港交所落第一張盤前須知：交易時段、訂單類型、收費及交收安排。',
      '新手在港交所下第一笔单前须知：交易时段、订单类型、收费及交收安排。',
    ),
    chapters: [
      {
        title: t('How the Hong Kong market works', '香港市場如何運作', '香港市场如何运作'),
        summary: t('Main Board and GEM, trading sessions and the closing auction.', '主板與 GEM、交易時段及收市競價。', '主板与 GEM、交易时段及收市竞价。'),
      },
      {
        title: t('Placing an order', '如何落盤', '如何下单'),
        summary: t('Board lots, spreads, limit and at-auction orders.', '每手股數、價位、限價盤及競價盤。', '每手股数、价位、限价单及竞价单。'),
      },
      {
        title: t('What it costs', '交易成本', '交易成本'),
        summary: t('Commission, stamp duty, levies and exchange fees.', '佣金、印花稅、徵費及交易所費用。', '佣金、印花税、征费及交易所费用。'),
      },
      {
        title: t('After the trade', '成交之後', '成交之后'),
        summary: t('T+2 settlement, dividends and corporate actions.', 'T+2 交收、股息及公司行動。', 'T+2 交收、股息及公司行动。'),
      },
    ],
    body: [
      t(
        'Hong Kong stocks trade in board lots set by each company, so the minimum amount you need differs from stock to stock. This guide shows how to find the lot size and the price spread in the app before you trade.',
        '港股以各公司訂定的每手股數買賣，因此每隻股票的最低入場金額各有不同。本手冊教你在落盤前如何於 App 內查看每手股數及價位。',
        '港股以各公司设定的每手股数买卖，因此每只股票的最低入场金额各有不同。本手册教你在下单前如何在 App 内查看每手股数及价位。',
      ),
      t(
        'Investment involves risks. This guide is for education only and does not constitute investment advice.',
        '投資涉及風險。本手冊只作教育用途，並不構成投資建議。',
        '投资涉及风险。本手册只作教育用途，并不构成投资建议。',
      ),
    ],
  },
  {
    name: 'us-stocks-for-hong-kong-investors',
    district: 'all',
    type: 'getting-started',
    coverImage: '/images/official/books/us-stocks-for-hong-kong-investors.svg',
    pageCount: 56,
    publishedAt: hkt('2025-06-15T10:00:00'),
    sortOrder: 50,
    title: t('US Stocks for Asian Investors', '亞洲投資者的美股指南', '亚洲投资者的美股指南'),
    subtitle: t('Time zones, taxes and currencies made simple', '時差、稅務及貨幣一次講清', '时差、税务及货币一次讲清'),
    author: t('Daniel Ho, Senior US Equity Analyst', '美股高級分析師何俊賢', '美股高级分析师何俊贤'),
    summary: t(
      'How to trade US stocks from Asia: the four trading sessions, the W-8BEN form, dividend withholding tax and managing US-dollar cash.',
      '如何在亞洲買賣美股：四個交易時段、W-8BEN 表格、股息預扣稅及美元資金管理。',
      '如何在亚洲买卖美股：四个交易时段、W-8BEN 表格、股息预扣税及美元资金管理。',
    ),
    chapters: [
      {
        title: t('Trading around the clock', '全天候交易', '全天候交易'),
        summary: t('Pre-market, regular, after-hours and overnight sessions.', '盤前、正常、盤後及夜盤時段。', '盘前、盘中、盘后及夜盘时段。'),
      },
      {
        title: t('Tax basics', '稅務基礎', '税务基础'),
        summary: t('The W-8BEN form and the 30% dividend withholding tax.', 'W-8BEN 表格及 30% 股息預扣稅。', 'W-8BEN 表格及 30% 股息预扣税。'),
      },
      {
        title: t('Currency', '貨幣兌換', '货币兑换'),
        summary: t('Converting HKD to USD and the peg.', '港元兌美元及聯繫匯率。', '港元兑美元及联系汇率。'),
      },
      {
        title: t('Fractional shares and ETFs', '碎股及 ETF', '碎股及 ETF'),
        summary: t('Investing small amounts across many companies.', '以小額分散投資多間公司。', '以小额分散投资多家公司。'),
      },
    ],
    body: [
      t(
        'US markets are the deepest in the world, but trading them from Asia brings questions of time zone, tax and currency. This guide answers them in order, with worked examples in Hong Kong dollars.',
        '美國市場是全球最具深度的市場，但由亞洲買賣會涉及時差、稅務及貨幣問題。本指南以港元實例逐一解答。',
        '美国市场是全球最具深度的市场，但从亚洲买卖会涉及时差、税务及货币问题。本指南以港元实例逐一解答。',
      ),
      t(
        'Tax treatment depends on your individual circumstances; please seek professional tax advice where needed.',
        '稅務處理視乎個人情況而定；如有需要，請諮詢專業稅務意見。',
        '税务处理视乎个人情况而定；如有需要，请咨询专业税务意见。',
      ),
    ],
  },
  {
    name: 'building-a-core-portfolio',
    district: 'all',
    type: 'strategy',
    coverImage: '/images/official/books/building-a-core-portfolio.svg',
    pageCount: 64,
    publishedAt: hkt('2025-10-08T10:00:00'),
    sortOrder: 40,
    title: t('Building a Core Portfolio with ETFs', '以 ETF 建立核心投資組合', '以 ETF 建立核心投资组合'),
    subtitle: t('Low cost, diversified, rebalanced once a year', '低成本、分散投資、每年再平衡', '低成本、分散投资、每年再平衡'),
    author: t('Michelle Wong, Head of Funds and Fixed Income', '基金及定息產品主管黃美詩', '基金及固定收益产品主管黄美诗'),
    summary: t(
      'A step-by-step method for choosing an asset mix, selecting ETFs and rebalancing without chasing the market.',
      '逐步教你選擇資產配置、挑選 ETF 及再平衡，而不追逐市況。',
      '逐步教你选择资产配置、挑选 ETF 及再平衡，而不追逐行情。',
    ),
    chapters: [
      {
        title: t('Your goals and risk tolerance', '投資目標及風險承受能力', '投资目标及风险承受能力'),
        summary: t('Time horizon, income needs and drawdowns you can live with.', '投資年期、收入需要及可承受的跌幅。', '投资期限、收入需要及可承受的回撤。'),
      },
      {
        title: t('Choosing the asset mix', '選擇資產配置', '选择资产配置'),
        summary: t('Equities, bonds and cash in three model mixes.', '以三個模擬組合說明股票、債券及現金比例。', '以三个模拟组合说明股票、债券及现金比例。'),
      },
      {
        title: t('Selecting ETFs', '挑選 ETF', '挑选 ETF'),
        summary: t('Costs, tracking difference and liquidity.', '成本、追蹤偏離度及流動性。', '成本、跟踪偏离度及流动性。'),
      },
      {
        title: t('Rebalancing', '再平衡', '再平衡'),
        summary: t('Calendar and threshold rules.', '按時間及按偏離幅度的規則。', '按时间及按偏离幅度的规则。'),
      },
    ],
    body: [
      t(
        'A core portfolio holds a few broad, low-cost funds for the long term. It is designed to be boring: the returns come from staying invested and keeping costs low, not from predicting the market.',
        '核心組合以少數廣泛、低成本的基金長期持有。它刻意保持平淡：回報來自持續投資及控制成本，而非預測市場。',
        '核心组合以少数广泛、低成本的基金长期持有。它刻意保持平淡：回报来自持续投资及控制成本，而非预测市场。',
      ),
      t(
        'Diversification does not guarantee a profit or protect against loss. Past performance is not indicative of future performance.',
        '分散投資並不保證獲利，亦不能避免損失。過往表現並不代表將來表現。',
        '分散投资并不保证获利，也不能避免损失。过往表现并不代表未来表现。',
      ),
    ],
  },
  {
    name: 'income-investing-handbook',
    district: 'all',
    type: 'strategy',
    coverImage: '/images/official/books/income-investing-handbook.svg',
    pageCount: 52,
    publishedAt: hkt('2026-04-20T10:00:00'),
    sortOrder: 45,
    title: t('The Income Investing Handbook', '收息投資手冊', '收息投资手册'),
    subtitle: t('Dividends, bonds and money market funds', '股息、債券及貨幣市場基金', '股息、债券及货币市场基金'),
    author: t('Vincent Lau, Chief Investment Strategist', '首席投資策略師劉偉信', '首席投资策略师刘伟信'),
    summary: t(
      'How to build a stream of income from dividend stocks, bonds and money market funds, and the risks behind a high yield.',
      '如何以收息股、債券及貨幣市場基金建立現金流，以及高息背後的風險。',
      '如何以高股息股票、债券及货币市场基金建立现金流，以及高收益背后的风险。',
    ),
    chapters: [
      {
        title: t('Dividend stocks', '收息股', '高股息股票'),
        summary: t('Payout ratios and dividend cover.', '派息比率及股息覆蓋率。', '派息比率及股息覆盖率。'),
      },
      {
        title: t('Bonds and bond ladders', '債券及債券階梯', '债券及债券阶梯'),
        summary: t('Yield to maturity and reinvestment risk.', '到期孳息率及再投資風險。', '到期收益率及再投资风险。'),
      },
      {
        title: t('Cash and money market funds', '現金及貨幣市場基金', '现金及货币市场基金'),
        summary: t('Where to keep money you will need soon.', '短期內需要的資金應放在哪裡。', '短期内需要的资金应放在哪里。'),
      },
      {
        title: t('Distributions from capital', '從資本中派息', '从资本中派息'),
        summary: t('Why a fund\'s yield can overstate its income.', '為何基金息率可能高估實際收入。', '为何基金派息率可能高估实际收益。'),
      },
    ],
    body: [
      t(
        'Income investing is about reliability rather than the highest number on the screen. This handbook shows how to check whether a dividend or a distribution is covered by earnings.',
        '收息投資重視穩定，而非螢幕上最高的數字。本手冊教你如何檢查股息或派息是否由盈利支持。',
        '收息投资重视稳定，而非屏幕上最高的数字。本手册教你如何检查股息或派息是否由盈利支撑。',
      ),
    ],
  },
  {
    name: 'options-explained',
    district: 'all',
    type: 'derivatives',
    coverImage: '/images/official/books/options-explained.svg',
    pageCount: 72,
    publishedAt: hkt('2025-11-12T10:00:00'),
    sortOrder: 30,
    title: t('Options Explained', '期權全解', '期权全解'),
    subtitle: t('Calls, puts and the strategies built from them', '認購、認沽期權及相關策略', '看涨、看跌期权及相关策略'),
    author: t('Karen Cheung, Head of Derivatives Education', '衍生產品教育主管張嘉欣', '衍生产品教育主管张嘉欣'),
    summary: t(
      'From the basics of calls and puts to covered calls, protective puts and spreads, with the payoff and maximum loss of each.',
      '由認購及認沽期權基礎，到備兌認購、保護性認沽及價差策略，逐一列明回報及最大損失。',
      '由看涨及看跌期权基础，到备兑看涨、保护性看跌及价差策略，逐一列明回报及最大损失。',
    ),
    chapters: [
      {
        title: t('Calls and puts', '認購與認沽', '看涨与看跌'),
        summary: t('Rights, obligations, strike and expiry.', '權利、責任、行使價及到期日。', '权利、义务、行权价及到期日。'),
      },
      {
        title: t('What drives the price', '影響期權價格的因素', '影响期权价格的因素'),
        summary: t('Intrinsic value, time value and volatility.', '內在值、時間值及波幅。', '内在价值、时间价值及波动率。'),
      },
      {
        title: t('Four core strategies', '四個核心策略', '四个核心策略'),
        summary: t('Covered call, protective put, bull and bear spreads.', '備兌認購、保護性認沽、牛市及熊市價差。', '备兑看涨、保护性看跌、牛市及熊市价差。'),
      },
      {
        title: t('Assignment and risk', '行使與風險', '行权与风险'),
        summary: t('Early assignment and the risks of selling options.', '提早行使及沽出期權的風險。', '提前行权及卖出期权的风险。'),
      },
    ],
    body: [
      t(
        'Options are contracts that give the buyer a right and the seller an obligation. Used carefully, they can limit risk; used carelessly, they can magnify losses quickly.',
        '期權是賦予買方權利、賣方責任的合約。審慎使用可限制風險；輕率使用則可能迅速放大損失。',
        '期权是赋予买方权利、卖方义务的合约。审慎使用可限制风险；轻率使用则可能迅速放大损失。',
      ),
      t(
        'Options are complex products. The buyer may lose the entire premium, and the seller may suffer losses well in excess of the premium received.',
        '期權屬複雜產品。買方可能損失全部期權金，賣方的損失則可能遠超已收取的期權金。',
        '期权属复杂产品。买方可能损失全部期权金，卖方的损失则可能远超已收取的期权金。',
      ),
    ],
  },
  {
    name: 'margin-and-leverage',
    district: 'all',
    type: 'derivatives',
    coverImage: '/images/official/books/margin-and-leverage.svg',
    pageCount: 40,
    publishedAt: hkt('2026-07-06T10:00:00'),
    sortOrder: 25,
    title: t('Margin and Leverage: Know the Risks', '孖展與槓桿：認識風險', '融资与杠杆：认识风险'),
    subtitle: t('Margin calls, CBBCs and leveraged ETFs', '追收保證金、牛熊證及槓桿 ETF', '追加保证金、牛熊证及杠杆 ETF'),
    author: t('Jason Leung, Investor Education Manager', '投資者教育經理梁家俊', '投资者教育经理梁家俊'),
    summary: t(
      'How borrowing and leveraged products change the size of gains and losses, with real-world examples of margin calls and mandatory call events.',
      '借貸及槓桿產品如何放大盈虧，並以真實例子說明追收保證金及強制收回事件。',
      '借贷及杠杆产品如何放大盈亏，并以真实例子说明追加保证金及强制收回事件。',
    ),
    chapters: [
      {
        title: t('How margin works', '孖展如何運作', '融资如何运作'),
        summary: t('Margin ratios, buying power and interest.', '孖展比率、購買力及利息。', '融资比率、购买力及利息。'),
      },
      {
        title: t('Margin calls', '追收保證金', '追加保证金'),
        summary: t('What triggers them and how to respond.', '觸發原因及應對方法。', '触发原因及应对方法。'),
      },
      {
        title: t('CBBCs and warrants', '牛熊證及窩輪', '牛熊证及权证'),
        summary: t('Call prices, residual value and time decay.', '收回價、剩餘價值及時間值損耗。', '收回价、剩余价值及时间价值衰减。'),
      },
      {
        title: t('Leveraged and inverse ETFs', '槓桿及反向 ETF', '杠杆及反向 ETF'),
        summary: t('Daily reset and why long holding periods hurt.', '每日重設及長期持有的影響。', '每日重置及长期持有的影响。'),
      },
    ],
    body: [
      t(
        'Leverage does not change whether an investment is good or bad; it changes how much you gain or lose. This guide helps you size positions so that a bad day does not become a forced sale.',
        '槓桿不會改變投資的好壞，只會改變盈虧的幅度。本指南幫助你控制倉位，避免一次急跌演變成被迫沽貨。',
        '杠杆不会改变投资的好坏，只会改变盈亏的幅度。本指南帮助你控制仓位，避免一次急跌演变成被迫平仓。',
      ),
      t(
        'The losses from margin trading can exceed the amount deposited. Leveraged products are not suitable for every investor.',
        '孖展交易的虧損可能超過存放的款項。槓桿產品並不適合所有投資者。',
        '融资交易的亏损可能超过存放的款项。杠杆产品并不适合所有投资者。',
      ),
    ],
  },
];
