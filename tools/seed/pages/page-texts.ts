import { BRAND } from './brand';
import { byDistrict, t, type Authored } from './localise';

/**
 * Page texts by page id and text id (`contentI18n` of page-text). Text ids are stable: the
 * sites look them up by id, so rename only together with the pages that read them.
 */
export const PAGE_TEXTS: Record<string, Record<string, Authored<string>>> = {
  home: {
    'hero.title': t('Invest in Hong Kong, US and A-shares from one account', '一個帳戶，投資港股、美股及A股', '一个账户，投资港股、美股及A股'),
    'hero.subtitle': byDistrict({
      hk: t(
        'Licensed by the SFC since 2012. Low, transparent commissions, real-time quotes and client assets held in segregated accounts.',
        '自2012年起獲證監會發牌。佣金低廉透明，即時行情，客戶資產獨立存管。',
        '自2012年起获证监会发牌。佣金低廉透明，实时行情，客户资产独立存管。',
      ),
      mainland: t(
        'A Hong Kong licensed broker serving investors worldwide. Register to explore Hong Kong and US market insights, courses and tools.',
        '香港持牌券商，服務全球投資者。註冊即可瀏覽港美市場資訊、投資課程及工具。',
        '香港持牌券商，服务全球投资者。注册即可浏览港美市场资讯、投资课程及工具。',
      ),
    }),
    'hero.cta': byDistrict({ hk: t('Open an account', '立即開戶', '立即开户'), mainland: t('Register now', '立即註冊', '立即注册') }),
    'points.title': t(`Why ${BRAND.name.en}`, `為甚麼選擇${BRAND.name['zh-hk']}`, `为什么选择${BRAND.name['zh-cn']}`),
    'points.fees.title': t('Transparent fees', '收費透明', '收费透明'),
    'points.fees.text': t(
      'Hong Kong stock commission from 0.03% (minimum HK$3), with every exchange and regulatory fee listed up front.',
      '港股佣金低至0.03%（最低港幣3元），交易所及監管費用全部預先列明。',
      '港股佣金低至0.03%（最低港币3元），交易所及监管费用全部预先列明。',
    ),
    'points.markets.title': t('Three markets, one app', '三大市場，一個App', '三大市场，一个App'),
    'points.markets.text': t(
      'Hong Kong stocks, US stocks and options, A-shares through Stock Connect, ETFs, bonds and funds.',
      '港股、美股及期權、透過滬深港通買賣A股，以及ETF、債券及基金。',
      '港股、美股及期权、透过沪深港通买卖A股，以及ETF、债券及基金。',
    ),
    'points.safety.title': t('Your assets, protected', '資產安全有保障', '资产安全有保障'),
    'points.safety.text': t(
      'Client securities are held with HKSCC and custodian banks in segregated accounts; eligible clients are covered by the Investor Compensation Fund.',
      '客戶證券存放於香港結算及託管銀行的獨立帳戶；合資格客戶受投資者賠償基金保障。',
      '客户证券存放于香港结算及托管银行的独立账户；合资格客户受投资者赔偿基金保障。',
    ),
    'points.service.title': t('Service around the clock', '全天候客戶服務', '全天候客户服务'),
    'points.service.text': t(
      'Our hotline answers 24 hours on trading days and 9:00-18:00 on non-trading days, in Cantonese, Mandarin and English.',
      '交易日24小時、非交易日9:00-18:00提供粵語、普通話及英語熱線服務。',
      '交易日24小时、非交易日9:00-18:00提供粤语、普通话及英语热线服务。',
    ),
    'markets.title': t('Markets at your fingertips', '環球市場，盡在掌握', '环球市场，尽在掌握'),
    'markets.text': t(
      'Free Level 1 quotes for Hong Kong and US stocks, with Level 2 depth available by subscription.',
      '免費提供港股及美股基本報價，並可訂閱Level 2深度行情。',
      '免费提供港股及美股基本报价，并可订阅Level 2深度行情。',
    ),
    'download.title': t('Trade anywhere with the Harbourfront app', '港灣證券App，隨時隨地交易', '港湾证券App，随时随地交易'),
    'download.text': t('Scan the QR code to download for iOS or Android.', '掃描二維碼下載iOS或Android版本。', '扫描二维码下载iOS或Android版本。'),
  },
  charges: {
    title: t('Fees and charges', '收費一覽', '收费一览'),
    intro: t(
      'Choose the plan that fits how you trade. All fees are listed in full, including those collected on behalf of exchanges and regulators.',
      '按你的交易習慣選擇合適套餐。所有收費均完整列出，包括代交易所及監管機構收取的費用。',
      '按你的交易习惯选择合适套餐。所有收费均完整列出，包括代交易所及监管机构收取的费用。',
    ),
    'plans.title': t('Fee plans', '收費套餐', '收费套餐'),
    'table.item': t('Item', '項目', '项目'),
    'table.charge': t('Charge', '收費', '收费'),
    'table.collectedBy': t('Collected by', '收費機構', '收费机构'),
    disclaimer: t(
      'Fees are subject to change with prior notice to clients in accordance with regulatory requirements. Third-party fees are collected on behalf of the relevant exchange, clearing house or regulator.',
      '收費如有更改，將按監管要求事先通知客戶。第三方費用乃代相關交易所、結算所或監管機構收取。',
      '收费如有更改，将按监管要求事先通知客户。第三方费用乃代相关交易所、结算所或监管机构收取。',
    ),
  },
  market: {
    title: t('Quote services', '行情服務', '行情服务'),
    intro: t(
      'Free basic quotes come with every account. Subscribe to real-time depth when you need to see the full order book.',
      '所有帳戶均享免費基本報價；如需查看完整買賣盤，可訂閱即時深度行情。',
      '所有账户均享免费基本报价；如需查看完整买卖盘，可订阅实时深度行情。',
    ),
    'tabs.hk': t('Hong Kong stocks', '港股', '港股'),
    'tabs.us': t('US stocks', '美股', '美股'),
    'tabs.a': t('A-shares', 'A股', 'A股'),
    subscribe: t('Subscribe in the app', '於App內訂閱', '于App内订阅'),
    free: t('Free', '免費', '免费'),
    perMonth: t('per month', '每月', '每月'),
    note: t(
      'Quote subscriptions are charged monthly in advance and renew automatically until cancelled. Exchange rules limit professional subscribers to separate packages; contact us if you are a professional investor.',
      '行情訂閱按月預繳並自動續期，直至取消為止。根據交易所規定，專業用戶須訂閱專屬套餐；如你屬專業投資者，請與我們聯絡。',
      '行情订阅按月预缴并自动续期，直至取消为止。根据交易所规定，专业用户须订阅专属套餐；如你属专业投资者，请与我们联系。',
    ),
  },
  institution: {
    title: t('Institutional services', '機構服務', '机构服务'),
    intro: t(
      'Execution, custody and corporate finance services for asset managers, family offices, corporates and listed companies.',
      '為資產管理機構、家族辦公室、企業及上市公司提供交易執行、託管及企業融資服務。',
      '为资产管理机构、家族办公室、企业及上市公司提供交易执行、托管及企业融资服务。',
    ),
    'services.execution.title': t('Global execution', '環球交易執行', '环球交易执行'),
    'services.execution.text': t(
      'Direct market access to HKEX, NYSE, Nasdaq and Stock Connect, with algorithmic orders and FIX connectivity.',
      '直連港交所、紐約證券交易所、納斯達克及滬深港通，支援算法交易及FIX接入。',
      '直连港交所、纽约证券交易所、纳斯达克及沪深港通，支持算法交易及FIX接入。',
    ),
    'services.custody.title': t('Custody and settlement', '託管及交收', '托管及交收'),
    'services.custody.text': t(
      'Segregated safekeeping, corporate action handling and multi-currency settlement in HKD, USD and CNH.',
      '獨立託管、公司行動處理及港元、美元、離岸人民幣多幣種交收。',
      '独立托管、公司行动处理及港元、美元、离岸人民币多币种交收。',
    ),
    'services.corporate.title': t('Corporate finance', '企業融資', '企业融资'),
    'services.corporate.text': t(
      'Advice on listings, placements and share schemes under our Type 6 licence, and IPO distribution to our retail client base.',
      '憑第6類牌照就上市、配售及股份計劃提供意見，並透過我們的零售客戶網絡分銷新股。',
      '凭第6类牌照就上市、配售及股份计划提供意见，并透过我们的零售客户网络分销新股。',
    ),
    'services.esop.title': t('Employee share plans', '僱員持股計劃', '员工持股计划'),
    'services.esop.text': t(
      'Administration of share option and award schemes, with self-service exercise and sale for your employees.',
      '管理股份期權及獎勵計劃，僱員可自助行使及出售股份。',
      '管理股份期权及奖励计划，员工可自助行使及出售股份。',
    ),
    contact: t('Talk to our institutional desk: institutional@harbourfrontsec.com', '聯絡機構業務部：institutional@harbourfrontsec.com', '联系机构业务部：institutional@harbourfrontsec.com'),
  },
  'open-api': {
    title: t('Harbourfront Open API', '港灣證券開放API', '港湾证券开放API'),
    intro: t(
      'Build your own trading tools on our quote and trading interfaces, with the same risk controls as our app.',
      '利用我們的行情及交易接口開發自己的交易工具，享有與App相同的風險控制。',
      '利用我们的行情及交易接口开发自己的交易工具，享有与App相同的风险控制。',
    ),
    'features.quotes.title': t('Market data', '行情數據', '行情数据'),
    'features.quotes.text': t(
      'Snapshots, tick-by-tick trades and K-lines for Hong Kong and US stocks over REST and WebSocket.',
      '透過REST及WebSocket獲取港股及美股快照、逐筆成交及K線數據。',
      '透过REST及WebSocket获取港股及美股快照、逐笔成交及K线数据。',
    ),
    'features.trading.title': t('Order placement', '下單交易', '下单交易'),
    'features.trading.text': t(
      'Place, amend and cancel orders, and query positions and cash, under per-account rate limits.',
      '下單、改單及撤單，查詢持倉及資金，按帳戶設有頻率限制。',
      '下单、改单及撤单，查询持仓及资金，按账户设有频率限制。',
    ),
    'features.security.title': t('Security first', '安全為先', '安全为先'),
    'features.security.text': t(
      'Key-pair authentication, IP allow-lists and a separate trading password for every API session.',
      '採用密鑰對認證及IP白名單，每個API連線均須另行輸入交易密碼。',
      '采用密钥对认证及IP白名单，每个API连接均须另行输入交易密码。',
    ),
    'apply.title': t('Apply for access', '申請使用', '申请使用'),
    'apply.personal': t('Individual investors', '個人投資者', '个人投资者'),
    'apply.company': t('Companies', '企業', '企业'),
    'apply.visitor': t('Developers without an account', '未開戶開發者', '未开户开发者'),
    'apply.note': t(
      'API trading is available to clients with a securities account in good standing. Applications are reviewed within three working days.',
      'API交易僅適用於證券帳戶狀態正常的客戶，申請將於三個工作天內審批。',
      'API交易仅适用于证券账户状态正常的客户，申请将于三个工作日内审批。',
    ),
  },
  'apply-api': {
    title: t('Open API application', '開放API申請', '开放API申请'),
    'step.details': t('Applicant details', '申請人資料', '申请人资料'),
    'step.documents': t('Supporting documents', '證明文件', '证明文件'),
    'step.review': t('Review and submit', '確認及提交', '确认及提交'),
    'documents.note': t(
      'Upload PDF, JPG or PNG files of up to 10 MB each. Companies need the business registration certificate and a board resolution authorising API use.',
      '請上載PDF、JPG或PNG檔案，每個不超過10MB。企業須提供商業登記證及授權使用API的董事會決議。',
      '请上传PDF、JPG或PNG文件，每个不超过10MB。企业须提供商业登记证及授权使用API的董事会决议。',
    ),
    submitted: t(
      'Thank you. We have received your application and will e-mail you the result within three working days.',
      '謝謝，我們已收到你的申請，將於三個工作天內以電郵通知結果。',
      '谢谢，我们已收到你的申请，将于三个工作日内以邮件通知结果。',
    ),
  },
  'account-guide': {
    title: t('How to open an account', '開戶指南', '开户指南'),
    intro: t(
      'Open a securities account online in about 10 minutes. Most applications are approved within one working day.',
      '網上開立證券帳戶約需10分鐘，大部分申請於一個工作天內完成審批。',
      '网上开立证券账户约需10分钟，大部分申请于一个工作日内完成审批。',
    ),
    'step1.title': t('Download the app and register', '下載App並註冊', '下载App并注册'),
    'step1.text': t('Register with your mobile number and set a login password.', '以手機號碼註冊並設定登入密碼。', '以手机号码注册并设置登录密码。'),
    'step2.title': t('Prepare your documents', '準備開戶文件', '准备开户文件'),
    'step2.text': t(
      'Your Hong Kong identity card or passport, proof of address issued in the last three months, and a bank account in your own name.',
      '香港身份證或護照、最近三個月內發出的住址證明，以及本人名下的銀行帳戶。',
      '香港身份证或护照、最近三个月内发出的住址证明，以及本人名下的银行账户。',
    ),
    'step3.title': t('Fill in the application', '填寫開戶申請', '填写开户申请'),
    'step3.text': t(
      'Answer the financial situation and investment experience questions, and sign the client agreement electronically.',
      '填寫財務狀況及投資經驗問卷，並以電子方式簽署客戶協議。',
      '填写财务状况及投资经验问卷，并以电子方式签署客户协议。',
    ),
    'step4.title': t('Verify your identity and deposit', '身份認證及入金', '身份认证及入金'),
    'step4.text': t(
      'Transfer at least HK$10,000 (or the equivalent) from your verified bank account to complete identity verification.',
      '由已驗證的銀行帳戶轉入最少港幣10,000元（或等值）以完成身份認證。',
      '由已验证的银行账户转入最少港币10,000元（或等值）以完成身份认证。',
    ),
    eligibility: t(
      'You must be 18 or over. Residents of some jurisdictions cannot open an account online; our customer service team can advise you.',
      '申請人須年滿18歲。部分司法管轄區的居民未能於網上開戶，詳情請向客戶服務團隊查詢。',
      '申请人须年满18岁。部分司法管辖区的居民未能于网上开户，详情请向客户服务团队查询。',
    ),
  },
  download: {
    title: t('Download the Harbourfront app', '下載港灣證券App', '下载港湾证券App'),
    text: t(
      'Quotes, trading, IPO subscriptions, fund transfers and statements in one app, protected by biometric login and two-factor authentication.',
      '行情、交易、新股認購、資金存取及結單，一個App全面覆蓋，並設生物認證登入及雙重認證保障。',
      '行情、交易、新股认购、资金存取及结单，一个App全面覆盖，并设生物认证登录及双重认证保障。',
    ),
    ios: t('Download on the App Store', '於App Store下載', '于App Store下载'),
    android: t('Get it on Google Play', '於Google Play下載', '于Google Play下载'),
    apk: t('Download the Android APK', '下載Android APK', '下载Android APK'),
    desktop: t('Desktop trading for Windows and macOS is coming in 2027.', 'Windows及macOS桌面版將於2027年推出。', 'Windows及macOS桌面版将于2027年推出。'),
  },
  'download-tip': {
    title: t('Open this page in your browser', '請於瀏覽器開啟此頁', '请在浏览器打开此页'),
    text: t(
      'Downloads are blocked inside this app. Tap the ··· menu at the top right and choose "Open in browser".',
      '此應用程式內無法下載。請點擊右上角「···」並選擇「在瀏覽器開啟」。',
      '此应用内无法下载。请点击右上角“···”并选择“在浏览器打开”。',
    ),
  },
  'help-centre': {
    title: t('Help centre', '幫助中心', '帮助中心'),
    searchPlaceholder: t('Search questions, e.g. deposit', '搜尋問題，例如：入金', '搜索问题，例如：入金'),
    hotTitle: t('Frequently asked questions', '常見問題', '常见问题'),
    catalogsTitle: t('Browse by topic', '按主題瀏覽', '按主题浏览'),
    formsTitle: t('Download forms', '表格下載', '表格下载'),
    noResult: t('No matching questions. Try another keyword or contact us.', '找不到相關問題，請嘗試其他關鍵字或聯絡我們。', '找不到相关问题，请尝试其他关键词或联系我们。'),
    contact: t('Still need help? Call our hotline or e-mail cs@harbourfrontsec.com.', '仍需協助？請致電客戶服務熱線或電郵至cs@harbourfrontsec.com。', '仍需协助？请致电客户服务热线或发送邮件至cs@harbourfrontsec.com。'),
  },
  'promotion-and-activities': {
    title: t('Promotions', '優惠活動', '优惠活动'),
    intro: t('Current offers for new and existing clients. Terms and conditions apply.', '新舊客戶最新優惠，受條款及細則約束。', '新老客户最新优惠，受条款及细则约束。'),
    'tabs.all': t('All', '全部', '全部'),
    'tabs.welcome-offer': t('Welcome offers', '開戶優惠', '开户优惠'),
    'tabs.referral-offer': t('Referral rewards', '推薦獎賞', '推荐奖赏'),
    'tabs.funds-promo': t('Fund offers', '基金優惠', '基金优惠'),
    'tabs.other-promo': t('Other offers', '其他優惠', '其他优惠'),
    empty: t('There are no offers in this category right now.', '此類別暫無優惠。', '此类别暂无优惠。'),
  },
  'events-and-exhibition': {
    title: t('Events and exhibitions', '活動及展覽', '活动及展览'),
    'tabs.fresh': t('Upcoming', '即將舉行', '即将举行'),
    'tabs.stale': t('Past events', '往期回顧', '往期回顾'),
    empty: t('No events to show.', '暫無活動。', '暂无活动。'),
  },
  'media-centre': {
    title: t('Media centre', '媒體中心', '媒体中心'),
    intro: t('Press releases and announcements from Harbourfront Securities.', '港灣證券新聞稿及公告。', '港湾证券新闻稿及公告。'),
    allYears: t('All years', '全部年份', '全部年份'),
    contact: t('Media enquiries: media@harbourfrontsec.com', '傳媒查詢：media@harbourfrontsec.com', '媒体查询：media@harbourfrontsec.com'),
  },
  'special-list': {
    title: t('Investment courses', '投資學堂', '投资学堂'),
    intro: t(
      'Short, practical series written by our research and education team, from your first trade to options strategies.',
      '由研究及投資者教育團隊撰寫的實用專欄，由第一次交易到期權策略，循序漸進。',
      '由研究及投资者教育团队撰写的实用专栏，由第一次交易到期权策略，循序渐进。',
    ),
    articles: t('articles', '篇文章', '篇文章'),
  },
  'news-flash': {
    title: t('News flash', '快訊', '快讯'),
    'tabs.hk': t('Hong Kong', '港股', '港股'),
    'tabs.us': t('US', '美股', '美股'),
    'tabs.a': t('A-shares', 'A股', 'A股'),
    disclaimer: t(
      'News flash is for information only and does not constitute investment advice.',
      '快訊僅供參考，並不構成任何投資建議。',
      '快讯仅供参考，并不构成任何投资建议。',
    ),
  },
  blog: {
    title: t('Harbourfront blog', '港灣博客', '港湾博客'),
    intro: t('Market thinking, product guides and stories from our team.', '市場觀點、產品指南及團隊故事。', '市场观点、产品指南及团队故事。'),
    allTags: t('All', '全部', '全部'),
    readMore: t('Read more', '閱讀全文', '阅读全文'),
  },
  'ai-investment': {
    title: t('AI investment assistant', 'AI投資助手', 'AI投资助手'),
    intro: t(
      'Ask questions about a stock, a results announcement or your watchlist and get a plain-language summary with its sources.',
      '就個股、業績公告或自選股提問，即可獲得附有資料來源的淺白摘要。',
      '就个股、业绩公告或自选股提问，即可获得附有资料来源的浅白摘要。',
    ),
    disclaimer: t(
      'AI-generated summaries may be inaccurate or incomplete and are not investment advice. Check the original sources before making any decision.',
      'AI生成的摘要可能不準確或不完整，並不構成投資建議。作出任何決定前，請先查閱原始資料。',
      'AI生成的摘要可能不准确或不完整，并不构成投资建议。作出任何决定前，请先查阅原始资料。',
    ),
  },
  'sta-regform': {
    title: byDistrict({
      hk: t('Register and open your account', '註冊並開立帳戶', '注册并开立账户'),
      mainland: t('Register with Harbourfront', '註冊港灣證券', '注册港湾证券'),
    }),
    subtitle: t('Register with your mobile number in under a minute.', '以手機號碼註冊，一分鐘完成。', '以手机号码注册，一分钟完成。'),
    terms: t(
      'By registering you agree to our Privacy Policy and the terms of use of this website.',
      '註冊即表示你同意我們的私隱政策及本網站使用條款。',
      '注册即表示你同意我们的隐私政策及本网站使用条款。',
    ),
  },
  'newreg-thankyou': {
    title: t('Welcome to Harbourfront Securities', '歡迎加入港灣證券', '欢迎加入港湾证券'),
    text: byDistrict({
      hk: t(
        'Your registration is complete. Download the app to finish opening your securities account.',
        '註冊已完成。請下載App完成開立證券帳戶。',
        '注册已完成。请下载App完成开立证券账户。',
      ),
      mainland: t('Your registration is complete. Download the app to get started.', '註冊已完成。請下載App開始使用。', '注册已完成。请下载App开始使用。'),
    }),
  },
  book: {
    title: t('Investor library', '投資書庫', '投资书库'),
    intro: t('Free e-books for investors at every stage.', '為不同階段投資者而設的免費電子書。', '为不同阶段投资者而设的免费电子书。'),
  },
  'not-found': {
    title: t('Page not found', '找不到頁面', '找不到页面'),
    text: t('The page you are looking for has moved or no longer exists.', '你要找的頁面已移動或不存在。', '你要找的页面已移动或不存在。'),
    back: t('Back to home', '返回首頁', '返回首页'),
  },
};
