import { hkt, t, type L } from './localise';
import type { SeedActivity } from './types';

const eventTerms: L[] = [
  t(
    'Admission is free unless stated otherwise. Seats are limited and allocated on a first-come, first-served basis. The programme and speakers may change without prior notice.',
    '除另有註明外，活動費用全免。座位有限，先到先得。活動內容及講者如有更改，恕不另行通知。',
    '除另有注明外，活动费用全免。座位有限，先到先得。活动内容及讲者如有更改，恕不另行通知。',
  ),
  t(
    'The views expressed by speakers are their own and do not constitute investment advice or a recommendation to buy or sell any investment product. Investment involves risks.',
    '講者所表達的觀點僅屬其個人意見，並不構成投資建議或買賣任何投資產品的推薦。投資涉及風險。',
    '讲者所表达的观点仅属其个人意见，并不构成投资建议或买卖任何投资产品的推荐。投资涉及风险。',
  ),
];

interface EventInput {
  id: number;
  district?: SeedActivity['district'];
  cover: string;
  startsAt: string;
  endsAt: string;
  publishedAt: string;
  linkUrl?: string;
  registration?: SeedActivity['registration'];
  capacity?: number;
  title: L;
  summary: L;
  location: L;
  body: L[];
}

const event = (input: EventInput): SeedActivity => ({
  id: input.id,
  district: input.district ?? 'all',
  kind: 'event',
  coverImage: `/images/official/events/${input.cover}.svg`,
  linkUrl: input.linkUrl,
  registration: input.registration ?? 'none',
  capacity: input.capacity,
  startsAt: hkt(input.startsAt),
  endsAt: hkt(input.endsAt),
  publishedAt: hkt(input.publishedAt),
  published: true,
  title: input.title,
  summary: input.summary,
  location: input.location,
  body: input.body,
  terms: eventTerms,
});

const HKCEC = t(
  'Hong Kong Convention and Exhibition Centre, 1 Expo Drive, Wan Chai',
  '灣仔博覽道一號香港會議展覽中心',
  '湾仔博览道一号香港会议展览中心',
);
const TST_CENTRE = t(
  'Tsim Sha Tsui Branch seminar room, Shop 215, 2/F, Ocean Centre, Harbour City, 5 Canton Road, Tsim Sha Tsui',
  '尖沙咀分行講座室（尖沙咀廣東道 5 號海港城海洋中心 2 樓 215 號舖）',
  '尖沙咀分行讲座室（尖沙咀广东道 5 号海港城海洋中心 2 楼 215 号铺）',
);

/**
 * Events and exhibitions: past ones stay listed under "stale", coming ones under "fresh". Each kind
 * of taking part is here: registering on the site (204 past, 211, 212), in the app (203 past, 209,
 * 210), and none (past expos and forums, the mainland open day: just come).
 */
export const events: SeedActivity[] = [
  event({
    id: 201,
    cover: 'investment-expo-2025',
    startsAt: '2025-05-17T10:00:00',
    endsAt: '2025-05-18T18:00:00',
    publishedAt: '2025-04-25T10:00:00',
    title: t('Hong Kong Investment and Wealth Expo 2025', '2025 香港投資理財博覽', '2025 香港投资理财博览'),
    summary: t(
      'Visit us at booth B12 for live demonstrations of US stock overnight trading and free one-to-one portfolio check-ups.',
      '歡迎蒞臨 B12 攤位，現場示範美股夜盤交易，並提供免費一對一投資組合檢視。',
      '欢迎莅临 B12 展位，现场演示美股夜盘交易，并提供免费一对一投资组合检视。',
    ),
    location: HKCEC,
    body: [
      t(
        'Over two days our licensed representatives showed visitors how to trade US stocks around the clock, how to subscribe for Hong Kong IPOs and how to set up a monthly fund plan.',
        '兩日展覽期間，我們的持牌代表向參觀人士示範如何全天候交易美股、認購港股新股及設立基金月供計劃。',
        '两天展览期间，我们的持牌代表向参观者演示如何全天候交易美股、认购港股新股及设立基金月供计划。',
      ),
    ],
  }),
  event({
    id: 202,
    cover: 'etf-forum-2025',
    startsAt: '2025-09-20T14:00:00',
    endsAt: '2025-09-20T17:30:00',
    publishedAt: '2025-08-29T10:00:00',
    title: t('Asia ETF Forum 2025: building a core portfolio', '2025 亞洲 ETF 論壇：建立核心投資組合', '2025 亚洲 ETF 论坛：建立核心投资组合'),
    summary: t(
      'Fund issuers and our research team discussed how to combine equity, bond and money market ETFs into a low-cost core portfolio.',
      '基金發行商與我們的研究團隊探討如何結合股票、債券及貨幣市場 ETF，建立低成本核心組合。',
      '基金发行商与我们的研究团队探讨如何结合股票、债券及货币市场 ETF，建立低成本核心组合。',
    ),
    location: TST_CENTRE,
    body: [
      t(
        'The forum covered tracking difference, liquidity and the role of market makers, and compared Hong Kong-listed and US-listed ETFs on tax and currency considerations.',
        '論壇內容包括追蹤偏離度、流動性及莊家角色，並比較香港上市及美國上市 ETF 在稅務及貨幣方面的考慮。',
        '论坛内容包括跟踪偏离度、流动性及做市商角色，并比较香港上市及美国上市 ETF 在税务及货币方面的考虑。',
      ),
    ],
  }),
  event({
    id: 203,
    cover: 'fintech-week-2025',
    startsAt: '2025-11-03T09:00:00',
    endsAt: '2025-11-07T18:00:00',
    publishedAt: '2025-10-20T10:00:00',
    registration: 'app',
    title: t('Hong Kong FinTech Week 2025', '2025 香港金融科技周', '2025 香港金融科技周'),
    summary: t(
      'Our engineering team presented how we deliver real-time quotes and order routing for 24-hour US stock trading.',
      '我們的技術團隊分享如何為 24 小時美股交易提供實時報價及訂單傳遞。',
      '我们的技术团队分享如何为 24 小时美股交易提供实时行情及订单路由。',
    ),
    location: t('AsiaWorld-Expo, Lantau', '大嶼山亞洲國際博覽館', '大屿山亚洲国际博览馆'),
    body: [
      t(
        'Visitors to our stand tried the new options strategy builder and learned how passkeys replace passwords for secure login.',
        '參觀人士於攤位試用全新期權策略工具，並了解通行密鑰如何取代密碼，提供更安全的登入方式。',
        '参观者在展位试用全新期权策略工具，并了解通行密钥如何取代密码，提供更安全的登录方式。',
      ),
    ],
  }),
  event({
    id: 204,
    cover: 'outlook-2026',
    startsAt: '2025-12-06T14:30:00',
    endsAt: '2025-12-06T17:00:00',
    publishedAt: '2025-11-14T10:00:00',
    registration: 'site',
    capacity: 150,
    title: t('2026 Market Outlook: Hong Kong, US and A shares', '2026 市場展望：港股、美股及 A 股', '2026 市场展望：港股、美股及 A 股'),
    summary: t(
      'Our chief strategist shared the year-ahead view on earnings, interest rates and sector rotation across three markets.',
      '首席策略師分享來年對三大市場盈利、利率及板塊輪動的看法。',
      '首席策略师分享来年对三大市场盈利、利率及板块轮动的看法。',
    ),
    location: TST_CENTRE,
    body: [
      t(
        'The session discussed the path of US rate cuts, the recovery in Hong Kong IPO activity and the policy support for mainland consumption, followed by a question-and-answer session.',
        '講座討論美國減息路徑、港股新股市場復甦及內地消費政策支持，並設答問環節。',
        '讲座讨论美国降息路径、港股新股市场复苏及内地消费政策支持，并设问答环节。',
      ),
    ],
  }),
  event({
    id: 205,
    cover: 'spring-outlook-2026',
    startsAt: '2026-03-14T14:30:00',
    endsAt: '2026-03-14T16:30:00',
    publishedAt: '2026-02-20T10:00:00',
    title: t('Spring strategy briefing: after the earnings season', '春季策略簡報：業績期後部署', '春季策略简报：业绩期后部署'),
    summary: t(
      'A review of full-year results from Hong Kong\'s largest listed companies and what they mean for dividend investors.',
      '回顧香港大型上市公司全年業績，並分析對收息投資者的啟示。',
      '回顾香港大型上市公司全年业绩，并分析对收息投资者的启示。',
    ),
    location: t(
      'Causeway Bay Branch, Shop 1106, 11/F, Times Square, 1 Matheson Street, Causeway Bay',
      '銅鑼灣分行（銅鑼灣勿地臣街 1 號時代廣場 11 樓 1106 號舖）',
      '铜锣湾分行（铜锣湾勿地臣街 1 号时代广场 11 楼 1106 号铺）',
    ),
    body: [
      t(
        'Topics included payout ratios of banks and utilities, buy-backs and the sustainability of high yields.',
        '內容包括銀行及公用股的派息比率、股份回購及高息率的可持續性。',
        '内容包括银行及公用股的派息比率、股份回购及高股息率的可持续性。',
      ),
    ],
  }),
  event({
    id: 206,
    cover: 'investor-education-day-2026',
    startsAt: '2026-06-13T10:00:00',
    endsAt: '2026-06-13T16:00:00',
    publishedAt: '2026-05-22T10:00:00',
    title: t('Investor Education Day: understanding leveraged products', '投資者教育日：認識槓桿產品', '投资者教育日：认识杠杆产品'),
    summary: t(
      'A full-day workshop on margin, options, CBBCs and leveraged ETFs: how they work and how losses can grow.',
      '全日工作坊，講解孖展、期權、牛熊證及槓桿 ETF 的運作，以及虧損如何擴大。',
      '全天工作坊，讲解融资、期权、牛熊证及杠杆 ETF 的运作，以及亏损如何扩大。',
    ),
    location: TST_CENTRE,
    body: [
      t(
        'Participants worked through case studies of margin calls and mandatory call events, and practised position sizing with simple rules.',
        '參加者透過個案分析了解追加保證金及強制收回事件，並以簡單規則練習倉位管理。',
        '参加者通过案例分析了解追加保证金及强制收回事件，并以简单规则练习仓位管理。',
      ),
    ],
  }),
  event({
    id: 207,
    cover: 'us-midterms-2026',
    startsAt: '2026-10-17T14:30:00',
    endsAt: '2026-10-17T16:00:00',
    publishedAt: '2026-09-30T10:00:00',
    title: t('US midterm elections and the markets', '美國中期選舉與市場', '美国中期选举与市场'),
    summary: t(
      'How midterm elections have affected US equities, the dollar and Treasury yields, and which sectors are most exposed to policy change.',
      '中期選舉過往如何影響美股、美元及美國國債孳息，以及哪些板塊最受政策變化影響。',
      '中期选举过往如何影响美股、美元及美国国债收益率，以及哪些板块最受政策变化影响。',
    ),
    location: t('Online live broadcast in the Harbourfront Securities app', '港灣證券 App 網上直播', '港湾证券 App 在线直播'),
    body: [
      t(
        'The replay is available in the app under Learn, then Live Replays.',
        '重溫片段可於 App「學堂」>「直播重溫」觀看。',
        '回放可在 App「学堂」>「直播回放」观看。',
      ),
    ],
  }),
  event({
    id: 208,
    cover: 'fintech-week-2026',
    startsAt: '2026-11-02T09:00:00',
    endsAt: '2026-11-06T18:00:00',
    publishedAt: '2026-10-16T10:00:00',
    title: t('Hong Kong FinTech Week 2026', '2026 香港金融科技周', '2026 香港金融科技周'),
    summary: t(
      'We showcased our open API for professional investors and the new bond trading desk at stand F08.',
      '我們於 F08 攤位展示專業投資者開放 API 及全新債券交易平台。',
      '我们在 F08 展位展示专业投资者开放 API 及全新债券交易平台。',
    ),
    location: HKCEC,
    body: [
      t(
        'Developers met our API team to discuss order types, rate limits and sandbox access, and professional investors tried bond trading from US$1,000.',
        '開發者與我們的 API 團隊交流訂單類型、頻率限制及測試環境，專業投資者亦試用了 US$1,000 起的債券交易。',
        '开发者与我们的 API 团队交流订单类型、频率限制及测试环境，专业投资者也试用了 US$1,000 起的债券交易。',
      ),
    ],
  }),
  event({
    id: 209,
    cover: 'outlook-2027',
    startsAt: '2026-11-28T14:30:00',
    endsAt: '2026-11-28T17:00:00',
    publishedAt: '2026-11-06T10:00:00',
    registration: 'app',
    title: t('2027 Market Outlook Forum', '2027 市場展望論壇', '2027 市场展望论坛'),
    summary: t(
      'Our strategists and guest economists on the themes for 2027: rates, AI capital spending, Hong Kong listings and China\'s consumption recovery.',
      '策略師及特邀經濟學家剖析 2027 年主題：利率、人工智能資本開支、香港上市活動及中國消費復甦。',
      '策略师及特邀经济学家剖析 2027 年主题：利率、人工智能资本开支、香港上市活动及中国消费复苏。',
    ),
    location: TST_CENTRE,
    body: [
      t(
        '<ul><li>14:30 Registration</li><li>15:00 Global macro outlook</li><li>15:45 Hong Kong and China equities</li><li>16:20 US technology and AI</li><li>16:45 Questions and answers</li></ul>',
        '<ul><li>14:30 登記</li><li>15:00 環球宏觀展望</li><li>15:45 港股及中國股市</li><li>16:20 美國科技與人工智能</li><li>16:45 答問環節</li></ul>',
        '<ul><li>14:30 签到</li><li>15:00 全球宏观展望</li><li>15:45 港股及中国股市</li><li>16:20 美国科技与人工智能</li><li>16:45 问答环节</li></ul>',
      ),
      t('Please register in the app; the session is conducted in Cantonese with English slides.', '請於 App 內報名；講座以粵語進行，配英文簡報。', '请在 App 内报名；讲座以粤语进行，配英文讲义。'),
    ],
  }),
  event({
    id: 210,
    cover: 'wealth-expo-dec-2026',
    startsAt: '2026-12-05T10:00:00',
    endsAt: '2026-12-06T18:00:00',
    publishedAt: '2026-11-10T10:00:00',
    registration: 'app',
    title: t('Winter Investment and Wealth Expo 2026', '2026 冬季投資理財博覽', '2026 冬季投资理财博览'),
    summary: t(
      'Meet us at booth A05 for bond and fund ideas for 2027, and collect a HK$100 trading voucher when you open an account at the expo.',
      '歡迎蒞臨 A05 攤位了解 2027 年債券及基金部署，展會期間開戶可獲 HK$100 交易券。',
      '欢迎莅临 A05 展位了解 2027 年债券及基金部署，展会期间开户可获 HK$100 交易券。',
    ),
    location: HKCEC,
    body: [
      t(
        'Our product specialists will host 20-minute talks every hour on bonds, money market funds and US options.',
        '產品專家每小時主持 20 分鐘講座，主題包括債券、貨幣市場基金及美股期權。',
        '产品专家每小时主持 20 分钟讲座，主题包括债券、货币市场基金及美股期权。',
      ),
    ],
  }),
  event({
    id: 211,
    cover: 'family-wealth-workshop',
    startsAt: '2026-12-12T14:00:00',
    endsAt: '2026-12-12T16:30:00',
    publishedAt: '2026-11-18T10:00:00',
    registration: 'site',
    capacity: 30,
    title: t('Year-end family wealth workshop', '年終家庭理財工作坊', '年终家庭理财工作坊'),
    summary: t(
      'Planning for children\'s education and retirement: savings targets, fund plans and the role of bonds, for parents and grandparents.',
      '為子女教育及退休作規劃：儲蓄目標、基金月供及債券角色，適合父母及祖父母參加。',
      '为子女教育及退休作规划：储蓄目标、基金月供及债券角色，适合父母及祖父母参加。',
    ),
    location: t(
      'Tsuen Wan Branch, Shop 318, 3/F, Citywalk, 1 Yeung Uk Road, Tsuen Wan',
      '荃灣楊屋道 1 號荃新天地 3 樓 318 號舖荃灣分行',
      '荃湾杨屋道 1 号荃新天地 3 楼 318 号铺荃湾分行',
    ),
    body: [
      t(
        'The workshop uses worked examples and a simple planning sheet that participants take home.',
        '工作坊以實例講解，並提供簡易規劃表供參加者帶回家使用。',
        '工作坊以实例讲解，并提供简易规划表供参加者带回家使用。',
      ),
    ],
  }),
  event({
    id: 212,
    cover: 'ipo-pipeline-2027',
    startsAt: '2027-01-16T14:30:00',
    endsAt: '2027-01-16T16:00:00',
    publishedAt: '2026-11-19T10:00:00',
    registration: 'site',
    capacity: 120,
    title: t('Hong Kong IPO pipeline 2027 briefing', '2027 港股新股市場前瞻', '2027 港股新股市场前瞻'),
    summary: t(
      'Which sectors are lining up to list in Hong Kong, how the cornerstone and allocation rules work, and how to read a prospectus quickly.',
      '哪些行業排隊來港上市、基石投資者及分配機制如何運作，以及如何快速閱讀招股書。',
      '哪些行业排队来港上市、基石投资者及分配机制如何运作，以及如何快速阅读招股书。',
    ),
    location: TST_CENTRE,
    body: [
      t(
        'Suitable for investors who already subscribe for IPOs and want a more disciplined approach to allocation and financing.',
        '適合已有認購新股經驗、希望以更有紀律方式處理分配及融資的投資者。',
        '适合已有认购新股经验、希望以更有纪律方式处理分配及融资的投资者。',
      ),
    ],
  }),
  event({
    id: 213,
    district: 'mainland',
    cover: 'lok-ma-chau-open-day',
    startsAt: '2026-12-19T10:00:00',
    endsAt: '2026-12-19T17:00:00',
    publishedAt: '2026-11-16T10:00:00',
    title: t('Lok Ma Chau branch open day for cross-border visitors', '落馬洲分行訪港客戶開放日', '落马洲分行访港客户开放日'),
    summary: t(
      'A day of short talks on Hong Kong and US stock basics, account opening in person and how deposits and withdrawals work from Hong Kong bank accounts.',
      '一連串簡短講座：港美股入門、親身開戶流程，以及如何經香港銀行帳戶存取資金。',
      '一系列简短讲座：港美股入门、亲临开户流程，以及如何通过香港银行账户存取资金。',
    ),
    location: t(
      'Lok Ma Chau branch, next to the Lok Ma Chau Spur Line control point',
      '落馬洲分行（毗鄰落馬洲支線管制站）',
      '落马洲分行（毗邻落马洲支线口岸）',
    ),
    body: [
      t(
        'Talks in Putonghua every hour from 10:30. Please bring your identity document and travel permit if you plan to open an account on the day.',
        '由 10:30 起每小時均有普通話講座。如計劃即日開戶，請攜帶身份證明文件及通行證。',
        '由 10:30 起每小时均有普通话讲座。如计划当天开户，请携带身份证件及港澳通行证。',
      ),
      t(
        'Harbourfront Securities is licensed in Hong Kong and does not conduct securities business in mainland China.',
        '港灣證券於香港持牌經營，並無在中國內地從事證券業務。',
        '港湾证券于香港持牌经营，并无在中国内地从事证券业务。',
      ),
    ],
  }),
];
