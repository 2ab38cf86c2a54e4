import { t, type L } from './localise';
import type { SeedProtocol } from './types';

const heading = (en: string, zhHk: string, zhCn: string): L => t(`<h3>${en}</h3>`, `<h3>${zhHk}</h3>`, `<h3>${zhCn}</h3>`);

export const protocols: SeedProtocol[] = [
  {
    type: 'user-agreement',
    district: 'all',
    version: '2026.1',
    effectiveDate: '2026-07-01',
    title: t('Website and App Terms of Use', '網站及應用程式使用條款', '网站及应用程序使用条款'),
    body: [
      t(
        'These terms apply to your use of the website and the Harbourfront Securities app operated by Harbourfront Securities Limited ("we"), a corporation licensed by the Securities and Futures Commission for Types 1, 4, 6 and 9 regulated activities. By registering or using our services you agree to these terms.',
        '本條款適用於你使用由港灣證券有限公司（「我們」）營運的網站及港灣證券 App。港灣證券有限公司為證券及期貨事務監察委員會持牌法團，獲發牌進行第 1、4、6 及 9 類受規管活動。你註冊或使用我們的服務，即表示同意本條款。',
        '本条款适用于你使用由港湾证券有限公司（「我们」）运营的网站及港湾证券 App。港湾证券有限公司为证券及期货事务监察委员会持牌法团，获发牌进行第 1、4、6 及 9 类受规管活动。你注册或使用我们的服务，即表示同意本条款。',
      ),
      heading('1. Your registration', '1. 註冊', '1. 注册'),
      t(
        'You must give true, accurate and complete information and keep your login details confidential. You are responsible for all activity under your login. Registration does not open a securities account; an account is opened only after we approve a separate application.',
        '你必須提供真實、準確及完整的資料，並將登入資料保密。你須為以你的登入資料進行的所有活動負責。註冊並不代表開立證券帳戶；證券帳戶須另行申請並經我們批核後方可開立。',
        '你必须提供真实、准确及完整的信息，并将登录信息保密。你须为以你的登录信息进行的所有活动负责。注册并不代表开立证券账户；证券账户须另行申请并经我们批核后方可开立。',
      ),
      heading('2. Information on our platforms', '2. 平台上的資訊', '2. 平台上的信息'),
      t(
        'Market data, news and research are provided for information only and may be delayed. They are not an offer, solicitation or recommendation, and we do not guarantee their accuracy or completeness.',
        '市場數據、新聞及研究資料只供參考，並可能有所延遲。有關資料並不構成要約、招攬或建議，我們亦不保證其準確或完整。',
        '市场数据、新闻及研究资料只供参考，并可能有所延迟。有关资料并不构成要约、招揽或建议，我们也不保证其准确或完整。',
      ),
      heading('3. Acceptable use', '3. 合理使用', '3. 合理使用'),
      t(
        'You must not interfere with our systems, use automated means to access them other than our published Open API, or use our services for any unlawful purpose.',
        '你不得干擾我們的系統、以我們公佈的開放 API 以外的自動化方式存取系統，或將我們的服務用於任何非法用途。',
        '你不得干扰我们的系统、以我们公布的开放 API 以外的自动化方式访问系统，或将我们的服务用于任何非法用途。',
      ),
      heading('4. Changes and governing law', '4. 修訂及管轄法律', '4. 修订及管辖法律'),
      t(
        'We may amend these terms by posting a new version with its effective date. These terms are governed by the laws of the Hong Kong Special Administrative Region.',
        '我們可透過刊登附有生效日期的新版本修訂本條款。本條款受香港特別行政區法律管轄。',
        '我们可通过发布附有生效日期的新版本修订本条款。本条款受香港特别行政区法律管辖。',
      ),
    ],
  },
  {
    type: 'privacy-policy',
    district: 'all',
    version: '2026.1',
    effectiveDate: '2026-07-01',
    title: t('Privacy Policy', '私隱政策', '隐私政策'),
    body: [
      t(
        'Harbourfront Securities Limited respects your privacy and handles personal data in accordance with the Personal Data (Privacy) Ordinance (Cap. 486).',
        '港灣證券有限公司尊重你的私隱，並按照《個人資料（私隱）條例》（第 486 章）處理個人資料。',
        '港湾证券有限公司尊重你的隐私，并按照《个人资料（私隐）条例》（第 486 章）处理个人资料。',
      ),
      heading('What we collect', '我們收集的資料', '我们收集的信息'),
      t(
        'Identity and contact details, account and transaction records, device and log information, and the information you give us when you contact us.',
        '身份及聯絡資料、帳戶及交易紀錄、裝置及日誌資料，以及你聯絡我們時提供的資料。',
        '身份及联系信息、账户及交易记录、设备及日志信息，以及你联系我们时提供的信息。',
      ),
      heading('Cookies', 'Cookies', 'Cookies'),
      t(
        'We use cookies that are necessary to keep you logged in and secure, and analytics cookies to understand how our website is used. You can refuse analytics cookies in your browser settings.',
        '我們使用維持登入狀態及安全所必需的 Cookies，以及用以了解網站使用情況的分析 Cookies。你可於瀏覽器設定中拒絕分析 Cookies。',
        '我们使用维持登录状态及安全所必需的 Cookies，以及用以了解网站使用情况的分析 Cookies。你可在浏览器设置中拒绝分析 Cookies。',
      ),
      heading('Security and retention', '保安及保存', '安全及保存'),
      t(
        'Personal data is encrypted in transit and at rest and is kept only as long as needed for the purposes collected and as required by law, generally seven years after an account is closed.',
        '個人資料於傳輸及儲存時均經加密，只會按收集目的及法律要求保存所需時間，一般為帳戶結束後七年。',
        '个人资料在传输及存储时均经加密，只会按收集目的及法律要求保存所需时间，一般为账户注销后七年。',
      ),
      heading('Access and correction', '查閱及更正', '查阅及更正'),
      t(
        'You may request access to or correction of your personal data by writing to our Data Protection Officer. We may charge a reasonable fee for a data access request.',
        '你可致函我們的資料保障主任，要求查閱或更正你的個人資料。我們可就查閱資料要求收取合理費用。',
        '你可致函我们的资料保障主任，要求查阅或更正你的个人资料。我们可就查阅资料要求收取合理费用。',
      ),
    ],
  },
  {
    type: 'personal-data-statement',
    district: 'all',
    version: '2025.2',
    effectiveDate: '2025-09-01',
    title: t('Personal Information Collection Statement', '收集個人資料聲明', '收集个人资料声明'),
    body: [
      t(
        'This statement is made under the Personal Data (Privacy) Ordinance. Supplying your personal data is voluntary, but if you do not, we may be unable to register you, open an account or provide our services.',
        '本聲明根據《個人資料（私隱）條例》作出。提供個人資料屬自願性質，但如你未能提供，我們可能無法為你註冊、開立帳戶或提供服務。',
        '本声明根据《个人资料（私隐）条例》作出。提供个人资料属自愿性质，但如你未能提供，我们可能无法为你注册、开立账户或提供服务。',
      ),
      heading('Purposes', '用途', '用途'),
      t(
        '<ul><li>verifying your identity and opening and operating accounts</li><li>meeting legal, regulatory and anti-money-laundering requirements</li><li>sending service notices and, with your consent, marketing about our investment services</li><li>handling enquiries and complaints</li></ul>',
        '<ul><li>核實身份及開立、營運帳戶</li><li>遵守法律、監管及打擊洗錢規定</li><li>發送服務通知，以及在你同意下就我們的投資服務進行直接促銷</li><li>處理查詢及投訴</li></ul>',
        '<ul><li>核实身份及开立、运营账户</li><li>遵守法律、监管及反洗钱规定</li><li>发送服务通知，以及在你同意下就我们的投资服务进行直接营销</li><li>处理查询及投诉</li></ul>',
      ),
      heading('Transfer', '轉移', '转移'),
      t(
        'Your data may be transferred to our service providers, clearing houses, exchanges, regulators and law enforcement agencies, in or outside Hong Kong, for the purposes above. We will not use your data for direct marketing without your consent, and you may opt out at any time free of charge.',
        '你的資料可能為上述用途轉移至我們在香港或以外地區的服務供應商、結算所、交易所、監管機構及執法機構。未經你同意，我們不會將你的資料用於直接促銷，你亦可隨時免費拒絕。',
        '你的资料可能为上述用途转移至我们在香港或以外地区的服务提供商、结算所、交易所、监管机构及执法机构。未经你同意，我们不会将你的资料用于直接营销，你也可随时免费拒绝。',
      ),
    ],
  },
  {
    type: 'risk-disclosure',
    district: 'all',
    version: '2026.1',
    effectiveDate: '2026-01-01',
    title: t('Risk Disclosure Statement for Account Opening', '開戶風險披露聲明', '开户风险披露声明'),
    body: [
      t(
        'Please read this statement carefully before opening an account. You should seek independent advice if you do not understand it.',
        '開戶前請細閱本聲明。如你不明白本聲明的內容，應尋求獨立意見。',
        '开户前请细阅本声明。如你不明白本声明的内容，应寻求独立意见。',
      ),
      heading('Risk of securities trading', '證券交易的風險', '证券交易的风险'),
      t(
        'The prices of securities fluctuate, sometimes dramatically. The price of a security may move up or down, and may become valueless. It is as likely that losses will be incurred rather than profit made as a result of buying and selling securities.',
        '證券價格有時可能會非常波動。證券價格可升可跌，甚至變成毫無價值。買賣證券未必一定能夠賺取利潤，反而可能會招致損失。',
        '证券价格有时可能会非常波动。证券价格可升可跌，甚至变成毫无价值。买卖证券未必一定能够赚取利润，反而可能会招致损失。',
      ),
      heading('Risk of margin trading', '孖展交易的風險', '融资交易的风险'),
      t(
        'The risk of loss in financing a transaction by deposit of collateral is significant. You may sustain losses in excess of your cash and any other assets deposited as collateral. You may be called upon at short notice to make additional margin deposits or interest payments; if they are not made within the prescribed time, your collateral may be liquidated without your consent.',
        '藉存放抵押品而為交易取得融資的虧損風險可能極大。你所蒙受的虧損可能會超過你存放作為抵押品的現金及任何其他資產。你可能會在短時間內被要求存入額外的保證金款額或繳付利息；假如未能在指定時間內支付，你的抵押品可能會在未經你同意下被出售。',
        '借存放抵押品而为交易取得融资的亏损风险可能极大。你所蒙受的亏损可能会超过你存放作为抵押品的现金及任何其他资产。你可能会在短时间内被要求存入额外的保证金款额或缴付利息；假如未能在指定时间内支付，你的抵押品可能会在未经你同意下被出售。',
      ),
      heading('Risk of trading on other markets', '在其他市場交易的風險', '在其他市场交易的风险'),
      t(
        'Securities traded outside Hong Kong, including US stocks and A shares through Stock Connect, are subject to the rules of those markets, which may offer different or less investor protection. Currency movements affect your returns when you trade in a currency other than your own.',
        '於香港以外地區買賣的證券，包括美股及透過滬深港通買賣的 A 股，須受當地市場規則規管，投資者可獲得的保障可能有所不同或較少。以非本身貨幣買賣時，匯率變動會影響你的回報。',
        '在香港以外地区买卖的证券，包括美股及通过沪深港通买卖的 A 股，须受当地市场规则规管，投资者可获得的保障可能有所不同或较少。以非本币买卖时，汇率变动会影响你的回报。',
      ),
      heading('Risk of client assets received or held outside Hong Kong', '在香港以外地區收取或持有的客戶資產的風險', '在香港以外地区收取或持有的客户资产的风险'),
      t(
        'Client assets received or held by us outside Hong Kong are subject to the applicable laws and regulations of the relevant overseas jurisdiction, which may differ from the Securities and Futures Ordinance.',
        '我們在香港以外地區收取或持有的客戶資產，受當地司法管轄區的適用法律及規例監管，有關法律及規例可能與《證券及期貨條例》有所不同。',
        '我们在香港以外地区收取或持有的客户资产，受当地司法管辖区的适用法律及规例监管，有关法律及规例可能与《证券及期货条例》有所不同。',
      ),
    ],
  },
  {
    type: 'open-api-agreement',
    district: 'all',
    version: '2025.1',
    effectiveDate: '2025-09-01',
    title: t('Open API Service Agreement', '開放 API 服務協議', '开放 API 服务协议'),
    body: [
      t(
        'This agreement applies to individuals and companies granted access to the Harbourfront Securities Open API for their own accounts, in addition to the Client Agreement.',
        '本協議適用於獲准為其本身帳戶使用港灣證券開放 API 的個人及公司，並作為客戶協議的補充。',
        '本协议适用于获准为其本身账户使用港湾证券开放 API 的个人及公司，并作为客户协议的补充。',
      ),
      heading('Keys and security', '密鑰及保安', '密钥及安全'),
      t(
        'API keys are personal to you. You must store them securely, restrict them to the IP addresses you register, and tell us immediately if a key may have been compromised. Orders sent with your keys are treated as your instructions.',
        'API 密鑰只供你本人使用。你必須妥善保管密鑰、將其限制於你登記的 IP 地址，如密鑰可能外洩須立即通知我們。以你的密鑰發出的訂單均視為你的指示。',
        'API 密钥只供你本人使用。你必须妥善保管密钥、将其限制于你登记的 IP 地址，如密钥可能泄露须立即通知我们。以你的密钥发出的订单均视为你的指示。',
      ),
      heading('Limits and availability', '限制及服務可用性', '限制及服务可用性'),
      t(
        'We apply request-rate and order limits and may suspend access to protect our systems or markets. Automated trading can multiply errors quickly; you are responsible for testing your programs in the sandbox before live use.',
        '我們設有請求頻率及訂單限制，並可為保護系統或市場而暫停存取。自動化交易可迅速放大錯誤；你有責任於正式使用前先在測試環境測試你的程式。',
        '我们设有请求频率及订单限制，并可为保护系统或市场而暂停访问。自动化交易可迅速放大错误；你有责任在正式使用前先在测试环境测试你的程序。',
      ),
      heading('Market data', '市場數據', '市场数据'),
      t(
        'Market data obtained through the API is for your own use and may not be redistributed. Exchange data fees may apply.',
        '透過 API 取得的市場數據只供你本人使用，不得轉發。或須支付交易所數據費用。',
        '通过 API 获取的市场数据只供你本人使用，不得转发。或须支付交易所数据费用。',
      ),
    ],
  },
];
