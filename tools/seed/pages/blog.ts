import { paragraphs, type ArticleSeed, type CoverArt } from './articles';
import { t, type L } from './localise';

export const BLOG_TAGS: { id: number; sort: number; name: L }[] = [
  { id: 1, sort: 1, name: t('Market views', '市場觀點', '市场观点') },
  { id: 2, sort: 2, name: t('Product guides', '產品指南', '产品指南') },
  { id: 3, sort: 3, name: t('Personal finance', '理財規劃', '理财规划') },
  { id: 4, sort: 4, name: t('Inside Harbourfront', '港灣動態', '港湾动态') },
];

/** A post's cover draws what its tag is about. */
const TAG_ART: Record<number, CoverArt> = { 1: 'market', 2: 'product', 3: 'education', 4: 'company' };

const post = (id: number, tagId: number, publishedAt: string, author: L, title: L, summary: L, body: L): ArticleSeed => ({
  id,
  group: String(tagId),
  title,
  summary,
  bodyHtml: body,
  source: t('Harbourfront blog', '港灣博客', '港湾博客'),
  author,
  coverImage: `/images/blog/${id}.svg`,
  art: TAG_ART[tagId],
  publishedAt,
});

const STRATEGY = t('Harbourfront Research', '港灣研究部', '港湾研究部');
const PRODUCT = t('Product Team', '產品團隊', '产品团队');
const EDUCATION = t('Investor Education Team', '投資者教育團隊', '投资者教育团队');
const PEOPLE = t('People and Culture', '人才及文化部', '人才及文化部');

/** Twelve blog posts over the four tags. */
export const BLOG_POSTS: ArticleSeed[] = [
  post(
    5001,
    1,
    '2026-11-16T03:00:00.000Z',
    STRATEGY,
    t('Year-end outlook: three questions for 2027', '年終展望：2027年的三個問題', '年终展望：2027年的三个问题'),
    t('Rates, earnings and the Hong Kong listing pipeline.', '利率、企業盈利及香港上市步伐。', '利率、企业盈利及香港上市步伐。'),
    paragraphs(
      ['Where US policy rates settle, whether earnings growth broadens beyond large technology companies, and how many new listings Hong Kong can absorb will shape returns next year.', 'We do not forecast index levels. Instead we suggest reviewing how concentrated your portfolio has become after two strong years for a few sectors.'],
      ['美國利率最終落在哪個水平、盈利增長會否由大型科技公司擴散至其他行業，以及香港市場能吸納多少新股，將左右明年的回報。', '我們不預測指數點位，但建議你檢視經歷兩年個別行業強勢後，投資組合是否過於集中。'],
      ['美国利率最终落在哪个水平、盈利增长会否由大型科技公司扩散至其他行业，以及香港市场能吸纳多少新股，将左右明年的回报。', '我们不预测指数点位，但建议你检视经历两年个别行业强势后，投资组合是否过于集中。'],
    ),
  ),
  post(
    5002,
    1,
    '2026-09-14T03:00:00.000Z',
    STRATEGY,
    t('What falling rates mean for bonds and dividend stocks', '減息對債券及收息股的影響', '降息对债券及收息股的影响'),
    t('Duration, reinvestment risk and the search for yield.', '存續期、再投資風險及尋找收益。', '久期、再投资风险及寻找收益。'),
    paragraphs(
      ['When rates fall, existing bonds with longer maturities gain the most in price, while cash and short-term deposits earn less on renewal.', 'Dividend stocks often benefit as investors look for income, but a high yield can also signal a dividend at risk. Check the payout ratio and cash flow.'],
      ['利率下跌時，年期較長的現有債券價格升幅最大，而現金及短期存款續期時收益則會減少。', '投資者尋找收益時，收息股往往受惠，但高息率亦可能反映股息難以持續，請留意派息比率及現金流。'],
      ['利率下跌时，期限较长的现有债券价格涨幅最大，而现金及短期存款续期时收益则会减少。', '投资者寻找收益时，收息股往往受惠，但高股息率亦可能反映股息难以持续，请留意派息比率及现金流。'],
    ),
  ),
  post(
    5003,
    1,
    '2026-06-15T03:00:00.000Z',
    STRATEGY,
    t('Why the Hong Kong IPO market matters for all investors', '為何香港新股市場與每位投資者有關', '为何香港新股市场与每位投资者有关'),
    t('New listings change index weights and market liquidity.', '新上市公司會改變指數權重及市場流動性。', '新上市公司会改变指数权重及市场流动性。'),
    paragraphs(
      ['Large listings draw money from existing stocks in the weeks around their offering and may enter indices quickly, changing what index funds hold.', 'Even if you never subscribe to IPOs, the calendar of large deals is worth following.'],
      ['大型新股招股前後數週會從現有股份吸走資金，亦可能快速被納入指數，改變指數基金的持倉。', '即使你從不認購新股，大型招股的時間表亦值得留意。'],
      ['大型新股招股前后数周会从现有股份吸走资金，亦可能快速被纳入指数，改变指数基金的持仓。', '即使你从不认购新股，大型招股的时间表亦值得留意。'],
    ),
  ),
  post(
    5004,
    2,
    '2026-10-20T03:00:00.000Z',
    PRODUCT,
    t('Five order types every investor should know', '每位投資者都應認識的五種訂單', '每位投资者都应认识的五种订单'),
    t('Limit, market, stop, stop-limit and trailing stop.', '限價、市價、止損、止損限價及追蹤止損。', '限价、市价、止损、止损限价及追踪止损。'),
    paragraphs(
      ['A limit order never fills at a worse price than you set. A market order fills at once but at whatever price is available.', 'Stop orders become active once a trigger price is reached; a trailing stop moves the trigger up with the price. None of them can protect against a price gap at the open.'],
      ['限價盤不會以差於你設定的價格成交；市價盤會即時成交，但成交價視乎當時市況。', '止損單於觸及觸發價後生效；追蹤止損會隨股價上升而提高觸發價。以上各類訂單均無法防範開市時的跳空。'],
      ['限价单不会以差于你设定的价格成交；市价单会即时成交，但成交价视乎当时市况。', '止损单于触及触发价后生效；追踪止损会随股价上升而提高触发价。以上各类订单均无法防范开市时的跳空。'],
    ),
  ),
  post(
    5005,
    2,
    '2026-07-28T03:00:00.000Z',
    PRODUCT,
    t('How to transfer your shares to Harbourfront', '如何將股票轉倉至港灣證券', '如何将股票转仓至港湾证券'),
    t('Moving Hong Kong and US holdings from another broker.', '由其他券商轉入港股及美股持倉。', '由其他券商转入港股及美股持仓。'),
    paragraphs(
      ['For Hong Kong shares, submit a transfer-in instruction in the app and ask your current broker to deliver the shares through CCASS (SI transfer).', 'US shares move through ACATS or DTC and usually take three to five business days. Names on both accounts must match.'],
      ['港股方面，請於App提交轉入指示，並要求原券商透過中央結算系統（SI轉倉）交付股份。', '美股透過ACATS或DTC轉倉，一般需時三至五個營業日。兩個帳戶的持有人名稱必須一致。'],
      ['港股方面，请于App提交转入指示，并要求原券商透过中央结算系统（SI转仓）交付股份。', '美股透过ACATS或DTC转仓，一般需时三至五个营业日。两个账户的持有人名称必须一致。'],
    ),
  ),
  post(
    5006,
    2,
    '2026-04-14T03:00:00.000Z',
    PRODUCT,
    t('Setting up two-factor authentication', '設定雙重認證', '设置双重认证'),
    t('Protect your account with a second step at login.', '登入時加設第二重驗證，保護帳戶安全。', '登录时加设第二重验证，保护账户安全。'),
    paragraphs(
      ['Turn on two-factor authentication under Settings &gt; Security. Each login from a new device then needs a one-time code sent to your phone.', 'We will never ask for your password or one-time code by phone, SMS or e-mail. Report any such request to our hotline.'],
      ['請於「設定 &gt; 安全」開啟雙重認證，此後於新裝置登入時均須輸入發送至手機的一次性驗證碼。', '我們絕不會透過電話、短訊或電郵索取你的密碼或一次性驗證碼。如收到此類要求，請致電熱線舉報。'],
      ['请于“设置 &gt; 安全”开启双重认证，此后于新设备登录时均须输入发送至手机的一次性验证码。', '我们绝不会通过电话、短信或邮件索取你的密码或一次性验证码。如收到此类要求，请致电热线举报。'],
    ),
  ),
  post(
    5007,
    3,
    '2026-09-01T03:00:00.000Z',
    EDUCATION,
    t('Building an emergency fund before you invest', '投資前先建立應急錢', '投资前先建立应急资金'),
    t('Why six months of expenses in cash comes first.', '為何應先預留六個月生活開支。', '为何应先预留六个月生活开支。'),
    paragraphs(
      ['Keep three to six months of living expenses in deposits or a money market fund, so you are never forced to sell investments at a bad time.', 'Only money you will not need for several years belongs in stocks.'],
      ['預留三至六個月生活開支於存款或貨幣市場基金，以免在不利時機被迫出售投資。', '只有數年內不需動用的資金才適合投資股票。'],
      ['预留三至六个月生活开支于存款或货币市场基金，以免在不利时机被迫出售投资。', '只有数年内不需动用的资金才适合投资股票。'],
    ),
  ),
  post(
    5008,
    3,
    '2026-05-25T03:00:00.000Z',
    EDUCATION,
    t('Monthly investing versus lump sums', '月供與一筆過投資', '月供与一笔过投资'),
    t('What the numbers say and what suits your temperament.', '數據怎樣說，以及哪種方式適合你的性格。', '数据怎样说，以及哪种方式适合你的性格。'),
    paragraphs(
      ['Historically, investing a lump sum at once has more often ended ahead, because markets rise more often than they fall. Monthly investing reduces the regret of buying just before a fall.', 'If a sharp fall right after investing would make you sell, monthly investing is the better plan for you.'],
      ['過往數據顯示，一筆過投資較常取得較佳結果，因為市場上升的時間多於下跌。月供則可減少剛買入便遇上大跌的遺憾。', '如投資後隨即大跌會令你忍不住沽貨，月供會是較適合你的方式。'],
      ['过往数据显示，一笔过投资较常取得较佳结果，因为市场上升的时间多于下跌。月供则可减少刚买入便遇上大跌的遗憾。', '如投资后随即大跌会令你忍不住卖出，月供会是较适合你的方式。'],
    ),
  ),
  post(
    5009,
    3,
    '2026-02-24T03:00:00.000Z',
    EDUCATION,
    t('Spotting investment scams', '識別投資騙案', '识别投资骗局'),
    t('Fake brokers, chat-group tips and guaranteed returns.', '假冒券商、聊天群組貼士及保證回報。', '假冒券商、聊天群组荐股及保证回报。'),
    paragraphs(
      ['Check that any firm you deal with is on the SFC public register of licensed persons, and only download our app from official app stores or this website.', 'Be wary of chat groups recommending small stocks and anyone promising guaranteed returns. We never ask clients to pay money into personal bank accounts.'],
      ['請於證監會持牌人公眾紀錄冊核實往來機構的牌照，並只從官方應用程式商店或本網站下載我們的App。', '提防聊天群組推介細價股及任何保證回報的承諾。我們絕不會要求客戶將款項存入個人銀行帳戶。'],
      ['请于证监会持牌人公众纪录册核实往来机构的牌照，并只从官方应用商店或本网站下载我们的App。', '提防聊天群组推荐小盘股及任何保证回报的承诺。我们绝不会要求客户将款项存入个人银行账户。'],
    ),
  ),
  post(
    5010,
    4,
    '2026-10-05T03:00:00.000Z',
    PEOPLE,
    t('Meet our 24-hour service team', '認識我們的24小時客服團隊', '认识我们的24小时客服团队'),
    t('Who answers when you call at 3 a.m. during US trading.', '美股交易時段凌晨三點來電，誰在接聽？', '美股交易时段凌晨三点来电，谁在接听？'),
    paragraphs(
      ['Our client service team works in three shifts on trading days, so a licensed representative is available during both Hong Kong and US sessions.', 'Every member holds an SFC licence and completes at least 10 hours of continuous professional training each year.'],
      ['客戶服務團隊於交易日分三更工作，確保港股及美股交易時段均有持牌代表接聽。', '每位成員均持有證監會牌照，並每年完成最少10小時持續專業培訓。'],
      ['客户服务团队于交易日分三班工作，确保港股及美股交易时段均有持牌代表接听。', '每位成员均持有证监会牌照，并每年完成最少10小时持续专业培训。'],
    ),
  ),
  post(
    5011,
    4,
    '2026-07-06T03:00:00.000Z',
    PEOPLE,
    t('Inside our risk control room', '走進風險控制室', '走进风险控制室'),
    t('How margin and market risk are monitored through the night.', '我們如何通宵監察孖展及市場風險。', '我们如何通宵监控融资及市场风险。'),
    paragraphs(
      ['Our risk team monitors margin accounts in real time, with automatic alerts when an account nears a margin call and manual review of large or concentrated positions.', 'During volatile sessions we may raise margin requirements on individual stocks and will notify affected clients in the app.'],
      ['風險管理團隊即時監察孖展帳戶，帳戶接近追收保證金水平時自動發出提示，並人工覆核大額或集中持倉。', '市況波動時，我們或會提高個別股票的保證金要求，並於App通知受影響客戶。'],
      ['风险管理团队实时监控融资账户，账户接近追加保证金水平时自动发出提示，并人工复核大额或集中持仓。', '市况波动时，我们或会提高个别股票的保证金要求，并于App通知受影响客户。'],
    ),
  ),
  post(
    5012,
    4,
    '2026-01-12T03:00:00.000Z',
    PEOPLE,
    t('Volunteering with financial literacy programmes', '參與理財教育義工計劃', '参与理财教育义工计划'),
    t('Our staff taught money basics at 12 secondary schools last year.', '去年同事到12間中學教授理財基礎。', '去年同事到12所中学教授理财基础。'),
    paragraphs(
      ['In 2025, 86 colleagues volunteered with local financial literacy programmes, teaching budgeting and the basics of risk to secondary school students.', 'We will extend the programme to elderly centres in 2026, with a focus on avoiding scams.'],
      ['2025年共有86位同事參與本地理財教育計劃，向中學生講解預算及風險的基本概念。', '2026年我們將把計劃延伸至長者中心，重點講解如何防範騙案。'],
      ['2025年共有86位同事参与本地理财教育计划，向中学生讲解预算及风险的基本概念。', '2026年我们将把计划延伸至长者中心，重点讲解如何防范骗局。'],
    ),
  ),
];
