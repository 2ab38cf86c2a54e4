import { paragraphs, type ArticleSeed, type CoverArt } from './articles';
import { BRAND } from './brand';
import { t } from './localise';

const COMMS = t('Corporate Communications', '企業傳訊部', '企业传讯部');

/** What each press release is about, which its cover draws. */
const ART: Record<number, CoverArt> = {
  1001: 'product',
  1002: 'company',
  1003: 'company',
  1004: 'product',
  1005: 'company',
  1006: 'education',
  1007: 'market',
  1008: 'product',
  1009: 'company',
  1010: 'market',
  1011: 'company',
  1012: 'company',
  1013: 'market',
  1014: 'award',
};

const release = (id: number, publishedAt: string, title: ReturnType<typeof t>, summary: ReturnType<typeof t>, body: ReturnType<typeof t>): ArticleSeed => ({
  id,
  group: '',
  title,
  summary,
  bodyHtml: body,
  source: BRAND.name,
  author: COMMS,
  coverImage: `/images/media/${id}.svg`,
  art: ART[id],
  publishedAt,
});

/** Press releases of the media centre, over two years. */
export const MEDIA_RELEASES: ArticleSeed[] = [
  release(
    1001,
    '2025-01-16T02:00:00.000Z',
    t('Harbourfront Securities adds US options trading to its app', '港灣證券App推出美股期權交易', '港湾证券App推出美股期权交易'),
    t('Clients approved for options can now trade calls and puts on more than 4,000 US underlyings.', '已開通期權交易的客戶現可買賣逾4,000隻美國標的的認購及認沽期權。', '已开通期权交易的客户现可买卖逾4,000只美国标的的认购及认沽期权。'),
    paragraphs(
      [
        'Harbourfront Securities today launched US stock and ETF options trading in its mobile app, with single-leg orders and ten multi-leg strategy templates.',
        'Options trading is available to clients who hold a margin account and have completed the derivatives knowledge assessment. Commission starts at US$0.65 per contract.',
      ],
      ['港灣證券今日於手機App推出美股及ETF期權交易，支援單腿訂單及十款多腿策略模板。', '期權交易適用於持有孖展帳戶並已完成衍生產品知識評估的客戶，佣金低至每張合約0.65美元。'],
      ['港湾证券今日于手机App推出美股及ETF期权交易，支持单腿订单及十款多腿策略模板。', '期权交易适用于持有融资账户并已完成衍生产品知识评估的客户，佣金低至每张合约0.65美元。'],
    ),
  ),
  release(
    1002,
    '2025-03-05T02:00:00.000Z',
    t('Harbourfront opens West Kowloon branch next to the high-speed rail terminus', '港灣證券西九龍分行開業', '港湾证券西九龙分行开业'),
    t('The new branch serves clients travelling through West Kowloon Station from Monday to Saturday.', '新分行位於西九龍站，星期一至六為往來旅客提供服務。', '新分行位于西九龙站，星期一至六为往来旅客提供服务。'),
    paragraphs(
      [
        'Our fifth client service point opened today at West Kowloon Station. Clients can open accounts, update their details and get help with the app in person.',
        'The branch opens 9:00-18:00 from Monday to Saturday and 10:00-18:00 on Sundays and public holidays.',
      ],
      ['我們第五個客戶服務點今日於西九龍站開業，客戶可親臨辦理開戶、更新資料及App使用查詢。', '分行星期一至六9:00-18:00營業，星期日及公眾假期10:00-18:00營業。'],
      ['我们第五个客户服务点今日于西九龙站开业，客户可亲临办理开户、更新资料及App使用查询。', '分行星期一至六9:00-18:00营业，星期日及公众假期10:00-18:00营业。'],
    ),
  ),
  release(
    1003,
    '2025-05-20T02:00:00.000Z',
    t('Harbourfront Securities publishes its 2024 annual results', '港灣證券公布2024年全年業績', '港湾证券公布2024年全年业绩'),
    t('Client assets grew 38% to HK$21.6 billion; funded accounts reached 186,000.', '客戶資產增長38%至港幣216億元，入金帳戶數目達186,000個。', '客户资产增长38%至港币216亿元，入金账户数目达186,000个。'),
    paragraphs(
      [
        'Client assets under custody rose 38% year on year to HK$21.6 billion at the end of 2024, and the number of funded accounts grew to 186,000.',
        'Total revenue was HK$612 million, of which 54% came from commissions and fees and 39% from interest income.',
      ],
      ['截至2024年底，託管客戶資產按年增長38%至港幣216億元，入金帳戶數目增至186,000個。', '全年總收入為港幣6.12億元，其中54%來自佣金及費用收入，39%來自利息收入。'],
      ['截至2024年底，托管客户资产按年增长38%至港币216亿元，入金账户数目增至186,000个。', '全年总收入为港币6.12亿元，其中54%来自佣金及费用收入，39%来自利息收入。'],
    ),
  ),
  release(
    1004,
    '2025-07-02T02:00:00.000Z',
    t('Money market funds now available from HK$1', '貨幣市場基金入場費降至港幣1元', '货币市场基金入场费降至港币1元'),
    t('Clients can move idle HKD and USD into money market funds with no subscription fee.', '客戶可將閒置港元及美元轉入貨幣市場基金，免認購費。', '客户可将闲置港元及美元转入货币市场基金，免认购费。'),
    paragraphs(
      [
        'We have lowered the minimum investment in our money market funds to HK$1 or US$1 and waived subscription and redemption fees.',
        'Money market funds are not bank deposits and are not protected by the Deposit Protection Scheme. Investors should read the offering documents before investing.',
      ],
      ['我們將貨幣市場基金的最低投資額降至港幣1元或1美元，並豁免認購及贖回費。', '貨幣市場基金並非銀行存款，不受存款保障計劃保障。投資者於投資前應細閱銷售文件。'],
      ['我们将货币市场基金的最低投资额降至港币1元或1美元，并豁免认购及赎回费。', '货币市场基金并非银行存款，不受存款保障计划保障。投资者于投资前应细阅销售文件。'],
    ),
  ),
  release(
    1005,
    '2025-08-28T02:00:00.000Z',
    t('Interim results: trading volume up 52% in the first half of 2025', '中期業績：2025年上半年交易額增長52%', '中期业绩：2025年上半年交易额增长52%'),
    t('Hong Kong stock turnover by clients rose sharply as market activity recovered.', '市場交投回暖，客戶港股成交額大幅上升。', '市场交投回暖，客户港股成交额大幅上升。'),
    paragraphs(
      [
        'Client trading volume reached HK$284 billion in the first half of 2025, up 52% on the same period last year, led by Hong Kong technology and consumer stocks.',
        'We also completed the upgrade of our risk management system, which now recalculates margin requirements every three seconds during trading hours.',
      ],
      ['2025年上半年客戶交易額達港幣2,840億元，按年增長52%，主要由香港科技及消費股帶動。', '我們亦完成風險管理系統升級，交易時段內每三秒重新計算一次保證金要求。'],
      ['2025年上半年客户交易额达港币2,840亿元，按年增长52%，主要由香港科技及消费股带动。', '我们亦完成风险管理系统升级，交易时段内每三秒重新计算一次保证金要求。'],
    ),
  ),
  release(
    1006,
    '2025-10-14T02:00:00.000Z',
    t('Harbourfront joins the HKEX Investor Education Week', '港灣證券參與港交所投資者教育週', '港湾证券参与港交所投资者教育周'),
    t('Free seminars on risk management and options basics at our five branches.', '五間分行舉辦免費講座，主題涵蓋風險管理及期權入門。', '五间分行举办免费讲座，主题涵盖风险管理及期权入门。'),
    paragraphs(
      [
        'During Investor Education Week our research team will hold 15 free seminars across our branches, covering diversification, margin risk and options basics.',
        'Seats are limited and can be booked in the Events section of our website.',
      ],
      ['投資者教育週期間，研究團隊將於各分行舉辦15場免費講座，內容涵蓋分散投資、孖展風險及期權入門。', '座位有限，請於網站活動專區預約。'],
      ['投资者教育周期间，研究团队将于各分行举办15场免费讲座，内容涵盖分散投资、融资风险及期权入门。', '座位有限，请于网站活动专区预约。'],
    ),
  ),
  release(
    1007,
    '2025-12-09T02:00:00.000Z',
    t('Notice of trading arrangements over Christmas and New Year', '聖誕及新年假期交易安排', '圣诞及新年假期交易安排'),
    t('Half-day trading in Hong Kong on 24 and 31 December; US markets close on 25 December and 1 January.', '香港市場12月24日及31日只設半日市；美國市場12月25日及1月1日休市。', '香港市场12月24日及31日只设半日市；美国市场12月25日及1月1日休市。'),
    paragraphs(
      [
        'Hong Kong: there is no afternoon session on 24 and 31 December 2025; the market is closed on 25 and 26 December and 1 January 2026.',
        'US: markets are closed on 25 December and 1 January and close early at 13:00 Eastern time on 24 December.',
      ],
      ['香港：2025年12月24日及31日不設午市；12月25日、26日及2026年1月1日休市。', '美國：12月25日及1月1日休市，12月24日美東時間13:00提早收市。'],
      ['香港：2025年12月24日及31日不设午市；12月25日、26日及2026年1月1日休市。', '美国：12月25日及1月1日休市，12月24日美东时间13:00提早收市。'],
    ),
  ),
  release(
    1008,
    '2026-01-20T02:00:00.000Z',
    t('Harbourfront Securities launches Open API for individual investors', '港灣證券向個人投資者推出開放API', '港湾证券向个人投资者推出开放API'),
    t('Quote and trading interfaces are now open to individual clients after approval.', '行情及交易接口經審批後現已開放予個人客戶使用。', '行情及交易接口经审批后现已开放予个人客户使用。'),
    paragraphs(
      [
        'Individual clients can now apply to use our Open API for market data and order placement over REST and WebSocket, with the same risk controls as the app.',
        'Applications are reviewed within three working days. Companies and developers without an account can apply for sandbox access.',
      ],
      ['個人客戶現可申請使用我們的開放API，透過REST及WebSocket獲取行情數據及下單，風險控制與App相同。', '申請將於三個工作天內審批。企業及未開戶的開發者可申請沙盒測試環境。'],
      ['个人客户现可申请使用我们的开放API，透过REST及WebSocket获取行情数据及下单，风险控制与App相同。', '申请将于三个工作日内审批。企业及未开户的开发者可申请沙盒测试环境。'],
    ),
  ),
  release(
    1009,
    '2026-03-18T02:00:00.000Z',
    t('2025 annual results: client assets pass HK$30 billion', '2025年全年業績：客戶資產突破港幣300億元', '2025年全年业绩：客户资产突破港币300亿元'),
    t('Funded accounts rose to 241,000 and revenue grew 31%.', '入金帳戶增至241,000個，收入增長31%。', '入金账户增至241,000个，收入增长31%。'),
    paragraphs(
      [
        'Client assets reached HK$30.4 billion at the end of 2025, up 41% year on year, and funded accounts rose to 241,000.',
        'Revenue grew 31% to HK$802 million. We will invest further in research coverage of Hong Kong and US technology stocks in 2026.',
      ],
      ['截至2025年底，客戶資產達港幣304億元，按年增長41%，入金帳戶增至241,000個。', '收入增長31%至港幣8.02億元。2026年我們將進一步加強對港美科技股的研究覆蓋。'],
      ['截至2025年底，客户资产达港币304亿元，按年增长41%，入金账户增至241,000个。', '收入增长31%至港币8.02亿元。2026年我们将进一步加强对港美科技股的研究覆盖。'],
    ),
  ),
  release(
    1010,
    '2026-05-06T02:00:00.000Z',
    t('US stock settlement moves to T+1: what it means for you', '美股交收改為T+1對你的影響', '美股交收改为T+1对你的影响'),
    t('Sale proceeds from US stocks are now available for withdrawal one business day after the trade.', '美股賣出所得款項現於交易後一個營業日即可提取。', '美股卖出所得款项现于交易后一个营业日即可提取。'),
    paragraphs(
      [
        'Following the move of the US market to T+1 settlement, proceeds from US stock sales can be withdrawn one business day after the trade date.',
        'Currency exchange for US trades should be completed before 11:00 Hong Kong time on the settlement day to avoid debit interest.',
      ],
      ['隨着美國市場改為T+1交收，美股賣出所得款項可於交易日後一個營業日提取。', '美股交易所需的貨幣兌換應於交收日香港時間11:00前完成，以免產生欠款利息。'],
      ['随着美国市场改为T+1交收，美股卖出所得款项可于交易日后一个营业日提取。', '美股交易所需的货币兑换应于交收日香港时间11:00前完成，以免产生欠款利息。'],
    ),
  ),
  release(
    1011,
    '2026-06-30T02:00:00.000Z',
    t('Harbourfront Securities receives Type 9 asset management licence', '港灣證券獲發第9類資產管理牌照', '港湾证券获发第9类资产管理牌照'),
    t('The licence allows us to offer discretionary portfolio management to our clients.', '新牌照讓我們可為客戶提供全權委託投資組合管理服務。', '新牌照让我们可为客户提供全权委托投资组合管理服务。'),
    paragraphs(
      [
        `The Securities and Futures Commission has granted ${BRAND.legalName.en} a licence for Type 9 (asset management) regulated activity, in addition to our Type 1, 4 and 6 licences.`,
        'We plan to launch model portfolios for Professional Investors in the fourth quarter of 2026.',
      ],
      [`證券及期貨事務監察委員會已向${BRAND.legalName['zh-hk']}發出第9類（提供資產管理）受規管活動牌照，我們現已持有第1、4、6及9類牌照。`, '我們計劃於2026年第四季為專業投資者推出模型投資組合。'],
      [`证券及期货事务监察委员会已向${BRAND.legalName['zh-cn']}发出第9类（提供资产管理）受规管活动牌照，我们现已持有第1、4、6及9类牌照。`, '我们计划于2026年第四季为专业投资者推出模型投资组合。'],
    ),
  ),
  release(
    1012,
    '2026-08-25T02:00:00.000Z',
    t('Interim results 2026: record half-year revenue', '2026年中期業績：半年收入創新高', '2026年中期业绩：半年收入创新高'),
    t('Revenue rose 27% to HK$468 million on higher trading and IPO activity.', '受惠於交投及新股活動增加，收入增長27%至港幣4.68億元。', '受惠于交投及新股活动增加，收入增长27%至港币4.68亿元。'),
    paragraphs(
      [
        'Revenue for the six months to 30 June 2026 rose 27% to HK$468 million, as client trading volume and IPO subscriptions increased.',
        'Client assets reached HK$35.2 billion, and 62% of new clients traded both Hong Kong and US stocks within three months of opening an account.',
      ],
      ['截至2026年6月30日止六個月，收入增長27%至港幣4.68億元，主要由於客戶交易額及新股認購增加。', '客戶資產達港幣352億元，62%的新客戶於開戶三個月內同時買賣港股及美股。'],
      ['截至2026年6月30日止六个月，收入增长27%至港币4.68亿元，主要由于客户交易额及新股认购增加。', '客户资产达港币352亿元，62%的新客户于开户三个月内同时买卖港股及美股。'],
    ),
  ),
  release(
    1013,
    '2026-10-08T02:00:00.000Z',
    t('Typhoon and rainstorm trading arrangements', '颱風及暴雨下的交易安排', '台风及暴雨下的交易安排'),
    t('Hong Kong markets now stay open in severe weather; our hotline and online services continue as usual.', '香港市場現於惡劣天氣下維持交易；客戶熱線及網上服務照常運作。', '香港市场现于恶劣天气下维持交易；客户热线及网上服务照常运作。'),
    paragraphs(
      [
        'Under the severe weather trading arrangements of HKEX, trading continues when Typhoon Signal No. 8 or above or a Black Rainstorm Warning is in force.',
        'Our branches close during such warnings for the safety of clients and staff, while the app, website and hotline continue to operate.',
      ],
      ['根據港交所的惡劣天氣交易安排，八號或以上颱風信號或黑色暴雨警告生效期間，市場將繼續交易。', '為保障客戶及員工安全，分行將於上述警告生效期間暫停營業，App、網站及熱線照常運作。'],
      ['根据港交所的恶劣天气交易安排，八号或以上台风信号或黑色暴雨警告生效期间，市场将继续交易。', '为保障客户及员工安全，分行将于上述警告生效期间暂停营业，App、网站及热线照常运作。'],
    ),
  ),
  release(
    1014,
    '2026-11-10T02:00:00.000Z',
    t('Harbourfront Securities named Best Online Broker (Hong Kong)', '港灣證券獲評「香港最佳網上券商」', '港湾证券获评“香港最佳网上券商”'),
    t('The award recognises our fee transparency and client service.', '獎項表揚我們收費透明及客戶服務出色。', '奖项表扬我们收费透明及客户服务出色。'),
    paragraphs(
      [
        'We are honoured to be named Best Online Broker (Hong Kong) at this year\u2019s Asia Retail Finance Awards, judged on pricing transparency, platform stability and client service.',
        'We thank our clients for their trust and will keep improving our products and service.',
      ],
      ['我們很榮幸在今年的亞洲零售金融大獎中獲評「香港最佳網上券商」，評審準則包括收費透明度、平台穩定性及客戶服務。', '感謝客戶一直以來的信任，我們將繼續優化產品及服務。'],
      ['我们很荣幸在今年的亚洲零售金融大奖中获评“香港最佳网上券商”，评审准则包括收费透明度、平台稳定性及客户服务。', '感谢客户一直以来的信任，我们将继续优化产品及服务。'],
    ),
  ),
];
