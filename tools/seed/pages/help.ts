import { BRAND } from './brand';
import { byDistrict, t, type ByDistrict, type L } from './localise';

export interface HelpCatalogSeed {
  id: number;
  sort: number;
  title: L;
  description: L;
  icon: string;
}

export interface HelpQuestionSeed {
  id: number;
  catalogId: number;
  sort: number;
  question: L;
  answerHtml: L | ByDistrict<L>;
  isHot: boolean;
}

export const HELP_CATALOGS: HelpCatalogSeed[] = [
  { id: 1, sort: 1, icon: 'account-opening', title: t('Opening an account', '開戶', '开户'), description: t('Documents, eligibility and approval times.', '所需文件、申請資格及審批時間。', '所需文件、申请资格及审批时间。') },
  { id: 2, sort: 2, icon: 'funds', title: t('Deposits and withdrawals', '存款及提款', '存款及提款'), description: t('Moving money in and out, currencies and timing.', '資金存取、貨幣及所需時間。', '资金存取、货币及所需时间。') },
  { id: 3, sort: 3, icon: 'trading', title: t('Trading', '交易', '交易'), description: t('Orders, trading hours, IPOs and corporate actions.', '訂單、交易時間、新股及公司行動。', '订单、交易时间、新股及公司行动。') },
  { id: 4, sort: 4, icon: 'fees', title: t('Fees and statements', '收費及結單', '收费及结单'), description: t('What you pay, and where to find your records.', '收費詳情及查閱紀錄的方法。', '收费详情及查阅记录的方法。') },
  { id: 5, sort: 5, icon: 'security', title: t('Account security', '帳戶安全', '账户安全'), description: t('Passwords, devices and keeping your account safe.', '密碼、裝置及帳戶安全。', '密码、设备及账户安全。') },
];

const p = (en: string, zhHk: string, zhCn: string): L => t(`<p>${en}</p>`, `<p>${zhHk}</p>`, `<p>${zhCn}</p>`);
const list = (en: string[], zhHk: string[], zhCn: string[]): L => {
  const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return t(ul(en), ul(zhHk), ul(zhCn));
};
/** Joins HTML fragments language by language. */
const join = (...parts: L[]): L => t(parts.map((part) => part.en).join(''), parts.map((part) => part['zh-hk']).join(''), parts.map((part) => part['zh-cn']).join(''));

const q = (id: number, catalogId: number, question: L, answerHtml: L | ByDistrict<L>, isHot = false): Omit<HelpQuestionSeed, 'sort'> => ({
  id,
  catalogId,
  question,
  answerHtml,
  isHot,
});

/** Thirty questions, six per catalog; the hot ones are listed on help-centre/faq. */
export const HELP_QUESTIONS: HelpQuestionSeed[] = (
  [
  q(
    101,
    1,
    t('What documents do I need to open an account?', '開戶需要甚麼文件？', '开户需要什么文件？'),
    join(
      p('Please prepare:', '請準備：', '请准备：'),
      list(
        ['A valid Hong Kong identity card, or passport plus your mainland or other identity document', 'Proof of residential address issued within the last three months', 'A bank account in your own name for deposits and withdrawals'],
        ['有效香港身份證，或護照連同內地或其他身份證明文件', '最近三個月內發出的住址證明', '本人名下用作存取款的銀行帳戶'],
        ['有效香港身份证，或护照连同内地或其他身份证明文件', '最近三个月内发出的住址证明', '本人名下用作存取款的银行账户'],
      ),
    ),
    true,
  ),
  q(
    102,
    1,
    t('How long does account approval take?', '開戶審批需時多久？', '开户审批需时多久？'),
    p(
      'Most online applications are approved within one working day. If we need more information, we will contact you by SMS and e-mail.',
      '大部分網上申請於一個工作天內完成審批。如需補充資料，我們會以短訊及電郵聯絡你。',
      '大部分网上申请于一个工作日内完成审批。如需补充资料，我们会以短信及邮件联系你。',
    ),
    true,
  ),
  q(
    103,
    1,
    t('Who can open an account?', '誰可以開戶？', '谁可以开户？'),
    byDistrict({
      hk: p(
        'Individuals aged 18 or over with a valid identity document. Residents of some jurisdictions, including the United States, cannot open an account with us.',
        '年滿18歲並持有有效身份證明文件的人士。部分司法管轄區（包括美國）的居民不能於本公司開戶。',
        '年满18岁并持有有效身份证明文件的人士。部分司法管辖区（包括美国）的居民不能于本公司开户。',
      ),
      mainland: p(
        'Individuals aged 18 or over with a valid identity document. Mainland residents should contact our customer service team about the account opening options available to them.',
        '年滿18歲並持有有效身份證明文件的人士。內地居民請聯絡客戶服務團隊了解適用的開戶安排。',
        '年满18岁并持有有效身份证明文件的人士。内地居民请联系客户服务团队了解适用的开户安排。',
      ),
    }),
  ),
  q(
    104,
    1,
    t('Can I open a joint or corporate account?', '可以開立聯名或公司帳戶嗎？', '可以开立联名或公司账户吗？'),
    p(
      'Joint accounts for up to two holders and corporate accounts are opened with paper forms. Download them under Help Centre &gt; Download Forms or visit a branch.',
      '最多兩名持有人的聯名帳戶及公司帳戶須以紙本表格開立，請於「幫助中心 &gt; 表格下載」下載或親臨分行辦理。',
      '最多两名持有人的联名账户及公司账户须以纸本表格开立，请于“帮助中心 &gt; 表格下载”下载或亲临分行办理。',
    ),
  ),
  q(
    105,
    1,
    t('Why do I need to answer questions about my finances?', '為甚麼要填寫財務狀況問卷？', '为什么要填写财务状况问卷？'),
    p(
      'The SFC Code of Conduct requires us to know our clients, including their financial situation, investment experience and objectives, so that we can assess suitability.',
      '證監會《操守準則》要求我們認識客戶，包括其財務狀況、投資經驗及目標，以評估產品是否適合。',
      '证监会《操守准则》要求我们认识客户，包括其财务状况、投资经验及目标，以评估产品是否适合。',
    ),
  ),
  q(
    106,
    1,
    t('How do I update my address or phone number?', '如何更新地址或電話號碼？', '如何更新地址或电话号码？'),
    p(
      'Update your details in the app under Me &gt; Personal Information. A change of residential address needs a new proof of address.',
      '請於App「我的 &gt; 個人資料」更新。更改住址須提交新的住址證明。',
      '请于App“我的 &gt; 个人资料”更新。更改住址须提交新的住址证明。',
    ),
  ),
  q(
    201,
    2,
    t('How do I deposit money?', '如何存款？', '如何存款？'),
    join(
      p('You can deposit by:', '你可透過以下方式存款：', '你可通过以下方式存款：'),
      list(
        ['FPS (Faster Payment System) from a bank account in your name, credited within minutes', 'Online or counter bank transfer, credited the same working day if received before 16:00', 'eDDA direct debit once it is set up in the app'],
        ['由本人名下銀行帳戶透過轉數快（FPS）存款，數分鐘內入帳', '網上或櫃位銀行轉帳，16:00前收妥即日入帳', '於App設定eDDA後直接扣帳'],
        ['由本人名下银行账户透过转数快（FPS）存款，数分钟内入账', '网上或柜台银行转账，16:00前收妥即日入账', '于App设置eDDA后直接扣账'],
      ),
    ),
    true,
  ),
  q(
    202,
    2,
    t('How long does a withdrawal take?', '提款需時多久？', '提款需时多久？'),
    p(
      'Withdrawal requests submitted before 11:00 on a working day are paid the same day; later requests are paid the next working day. Withdrawals go only to a bank account in your own name.',
      '工作天11:00前提交的提款申請即日處理，其後提交者於下一個工作天處理。款項只會存入本人名下的銀行帳戶。',
      '工作日11:00前提交的提款申请即日处理，其后提交者于下一个工作日处理。款项只会存入本人名下的银行账户。',
    ),
    true,
  ),
  q(
    203,
    2,
    t('Can I deposit from someone else\u2019s bank account?', '可以由他人的銀行帳戶存款嗎？', '可以由他人的银行账户存款吗？'),
    p(
      'No. Anti-money-laundering rules require deposits to come from an account in your own name. Third-party deposits are returned to the sender, less bank charges.',
      '不可以。根據打擊洗錢規定，存款必須來自本人名下帳戶。第三者存款將退回匯款人，並扣除銀行手續費。',
      '不可以。根据反洗钱规定，存款必须来自本人名下账户。第三方存款将退回汇款人，并扣除银行手续费。',
    ),
  ),
  q(
    204,
    2,
    t('How do I exchange HKD into USD?', '如何將港元兌換成美元？', '如何将港元兑换成美元？'),
    p(
      'Use Currency Exchange in the app during Hong Kong business hours. The rate is shown before you confirm and the exchange is completed immediately.',
      '請於香港營業時間內使用App的「貨幣兌換」功能，確認前會顯示匯率，兌換即時完成。',
      '请于香港营业时间内使用App的“货币兑换”功能，确认前会显示汇率，兑换即时完成。',
    ),
  ),
  q(
    205,
    2,
    t('Are there deposit or withdrawal fees?', '存款或提款有收費嗎？', '存款或提款有收费吗？'),
    p(
      'We do not charge for electronic deposits or withdrawals in HKD, USD or CNH. Your bank, and for telegraphic transfers intermediary banks, may charge their own fees.',
      '我們不收取港元、美元或離岸人民幣電子存取款費用，惟你的銀行及電匯的中轉銀行或會收取費用。',
      '我们不收取港元、美元或离岸人民币电子存取款费用，惟你的银行及电汇的中转银行或会收取费用。',
    ),
  ),
  q(
    206,
    2,
    t('Why has my deposit not arrived?', '為甚麼存款仍未到帳？', '为什么存款仍未到账？'),
    p(
      'Check that the payer name matches your account name and that you used the reference shown in the app. If it has not arrived after one working day, send us the bank receipt through the app.',
      '請確認匯款人名稱與帳戶名稱一致，並已填寫App顯示的參考編號。如一個工作天後仍未到帳，請透過App提交銀行收據。',
      '请确认汇款人名称与账户名称一致，并已填写App显示的参考编号。如一个工作日后仍未到账，请通过App提交银行收据。',
    ),
  ),
  q(
    301,
    3,
    t('What are the trading hours for each market?', '各市場的交易時間是甚麼？', '各市场的交易时间是什么？'),
    list(
      ['Hong Kong: 9:30-12:00 and 13:00-16:00, with pre-opening from 9:00 and closing auction to 16:10', 'US: 21:30-04:00 Hong Kong time in summer, 22:30-05:00 in winter; extended sessions before and after', 'A-shares via Stock Connect: 9:30-11:30 and 13:00-15:00'],
      ['港股：9:30-12:00及13:00-16:00，開市前時段由9:00起，收市競價至16:10', '美股：夏令時間香港時間21:30-04:00，冬令時間22:30-05:00，另設盤前及盤後時段', 'A股（滬深港通）：9:30-11:30及13:00-15:00'],
      ['港股：9:30-12:00及13:00-16:00，开市前时段由9:00起，收市竞价至16:10', '美股：夏令时间香港时间21:30-04:00，冬令时间22:30-05:00，另设盘前及盘后时段', 'A股（沪深港通）：9:30-11:30及13:00-15:00'],
    ),
    true,
  ),
  q(
    302,
    3,
    t('Why was my order rejected?', '為甚麼我的訂單被拒？', '为什么我的订单被拒？'),
    p(
      'Common reasons are insufficient buying power, a price outside the allowed range, a quantity that is not a whole board lot, or a product you have not been approved to trade. The reason is shown in the order details.',
      '常見原因包括購買力不足、價格超出允許範圍、數量並非完整手數，或未獲批准買賣該產品。被拒原因會顯示於訂單詳情。',
      '常见原因包括购买力不足、价格超出允许范围、数量并非完整手数，或未获批准买卖该产品。被拒原因会显示于订单详情。',
    ),
    true,
  ),
  q(
    303,
    3,
    t('How do I subscribe to an IPO?', '如何認購新股？', '如何认购新股？'),
    p(
      'Open the IPO centre in the app, choose the offering, and enter the number of shares and whether to use cash or financing. The amount is frozen until allotment.',
      '於App打開新股中心，選擇招股項目，輸入認購股數並選擇現金或融資認購。款項將凍結至配發日。',
      '于App打开新股中心，选择招股项目，输入认购股数并选择现金或融资认购。款项将冻结至配发日。',
    ),
  ),
  q(
    304,
    3,
    t('Can I change or cancel an order?', '可以修改或取消訂單嗎？', '可以修改或取消订单吗？'),
    p(
      'Unfilled or partly filled orders can be changed or cancelled from the Orders page. Orders cannot be changed during the random matching period of auction sessions.',
      '未成交或部分成交的訂單可於「訂單」頁面修改或取消。競價時段的隨機對盤期間不可修改訂單。',
      '未成交或部分成交的订单可于“订单”页面修改或取消。竞价时段的随机对盘期间不可修改订单。',
    ),
  ),
  q(
    305,
    3,
    t('How are stock splits and rights issues handled?', '拆股及供股如何處理？', '拆股及供股如何处理？'),
    p(
      'Splits and bonus shares are credited automatically. For rights issues and other elective actions we notify you in the app and you submit your election before our deadline, which is earlier than the market deadline.',
      '拆股及紅股會自動存入。供股及其他選擇性公司行動會於App通知你，請於我們的截止時間前提交選擇，此截止時間早於市場截止時間。',
      '拆股及红股会自动存入。供股及其他选择性公司行动会于App通知你，请于我们的截止时间前提交选择，此截止时间早于市场截止时间。',
    ),
  ),
  q(
    306,
    3,
    t('What happens to my orders when trading is suspended?', '停牌時我的訂單會怎樣？', '停牌时我的订单会怎样？'),
    p(
      'Outstanding orders in a suspended stock are cancelled by the exchange at the end of the day. You can place new orders once trading resumes.',
      '停牌股份的未成交訂單會於當日收市後由交易所取消，復牌後可重新落盤。',
      '停牌股份的未成交订单会于当日收市后由交易所取消，复牌后可重新下单。',
    ),
  ),
  q(
    401,
    4,
    t('Where can I see the fees for a trade?', '在哪裡查看交易收費？', '在哪里查看交易收费？'),
    p(
      'Before you confirm, the order screen shows the estimated fees. After the trade, the contract note lists every charge, including stamp duty and levies.',
      '確認訂單前，下單頁面會顯示預計收費；成交後，成交單據會列出所有收費，包括印花稅及徵費。',
      '确认订单前，下单页面会显示预计收费；成交后，成交单据会列出所有收费，包括印花税及征费。',
    ),
    true,
  ),
  q(
    402,
    4,
    t('When are statements issued?', '結單何時發出？', '结单何时发出？'),
    p(
      'Daily statements are issued on days with activity, and monthly statements by the fifth working day of the following month. Both are sent by e-mail and kept in the app for seven years.',
      '有交易或資金活動的日子會發出日結單，月結單則於下月第五個工作天前發出。結單以電郵發送，並於App保存七年。',
      '有交易或资金活动的日子会发出日结单，月结单则于下月第五个工作日前发出。结单以邮件发送，并于App保存七年。',
    ),
  ),
  q(
    403,
    4,
    t('How do I change my fee plan?', '如何更改收費套餐？', '如何更改收费套餐？'),
    p(
      'Choose a new plan in the app under Me &gt; Fee Plan. The change takes effect from the next trading day.',
      '請於App「我的 &gt; 收費套餐」選擇新套餐，更改將於下一個交易日生效。',
      '请于App“我的 &gt; 收费套餐”选择新套餐，更改将于下一个交易日生效。',
    ),
  ),
  q(
    404,
    4,
    t('Is there an inactivity or custody fee?', '有不活躍帳戶費或託管費嗎？', '有不活跃账户费或托管费吗？'),
    p('No. We do not charge inactivity, custody or account maintenance fees.', '沒有。我們不收取不活躍帳戶費、託管費或帳戶管理費。', '没有。我们不收取不活跃账户费、托管费或账户管理费。'),
  ),
  q(
    405,
    4,
    t('How is margin interest calculated?', '孖展利息如何計算？', '融资利息如何计算？'),
    p(
      'Interest accrues daily on the debit balance in each currency at the published annual rate divided by 365 (HKD) or 360 (USD), and is charged at month end.',
      '利息按各貨幣欠款結餘，以公布年利率除以365（港元）或360（美元）每日計算，並於月底收取。',
      '利息按各货币欠款余额，以公布年利率除以365（港元）或360（美元）每日计算，并于月底收取。',
    ),
  ),
  q(
    406,
    4,
    t('Can I get a tax statement for my US dividends?', '可以索取美股股息的稅務文件嗎？', '可以索取美股股息的税务文件吗？'),
    p(
      'Form 1042-S for the previous year is available in the app by 15 March each year.',
      '上一年度的1042-S表格會於每年3月15日前在App提供。',
      '上一年度的1042-S表格会于每年3月15日前在App提供。',
    ),
  ),
  q(
    501,
    5,
    t('I forgot my login password. What should I do?', '忘記登入密碼怎麼辦？', '忘记登录密码怎么办？'),
    p(
      'Tap Forgot Password on the login screen and verify with the code sent to your registered mobile number. You can then set a new password.',
      '請於登入頁面點擊「忘記密碼」，以發送至登記手機號碼的驗證碼驗證後即可重設密碼。',
      '请于登录页面点击“忘记密码”，以发送至登记手机号码的验证码验证后即可重设密码。',
    ),
    true,
  ),
  q(
    502,
    5,
    t('What is the difference between the login and trading passwords?', '登入密碼與交易密碼有何分別？', '登录密码与交易密码有何区别？'),
    p(
      'The login password opens the app. The trading password is needed to place orders and withdraw money, as a second layer of protection.',
      '登入密碼用於登入App；交易密碼則於落盤及提款時使用，作為第二重保障。',
      '登录密码用于登录App；交易密码则于下单及提款时使用，作为第二重保障。',
    ),
  ),
  q(
    503,
    5,
    t('My account is locked. How do I unlock it?', '帳戶被鎖定，如何解鎖？', '账户被锁定，如何解锁？'),
    byDistrict({
      hk: p(
        `After five wrong password attempts the account is locked for 15 minutes. If it stays locked, call ${BRAND.hotline.hk.display}.`,
        `連續五次輸入錯誤密碼後，帳戶將被鎖定15分鐘。如仍未能解鎖，請致電${BRAND.hotline.hk.display}。`,
        `连续五次输入错误密码后，账户将被锁定15分钟。如仍未能解锁，请致电${BRAND.hotline.hk.display}。`,
      ),
      mainland: p(
        `After five wrong password attempts the account is locked for 15 minutes. If it stays locked, call ${BRAND.hotline.mainland.display}.`,
        `連續五次輸入錯誤密碼後，帳戶將被鎖定15分鐘。如仍未能解鎖，請致電${BRAND.hotline.mainland.display}。`,
        `连续五次输入错误密码后，账户将被锁定15分钟。如仍未能解锁，请致电${BRAND.hotline.mainland.display}。`,
      ),
    }),
  ),
  q(
    504,
    5,
    t('How do I know a message really comes from Harbourfront?', '如何確認訊息真的來自港灣證券？', '如何确认信息真的来自港湾证券？'),
    p(
      `We send e-mails only from @${BRAND.domain} addresses and never include links that ask for your password. If in doubt, do not click and call our hotline.`,
      `我們只會以@${BRAND.domain}電郵地址發出電郵，亦不會附上要求輸入密碼的連結。如有懷疑，請勿點擊並致電熱線查詢。`,
      `我们只会以@${BRAND.domain}邮箱地址发出邮件，亦不会附上要求输入密码的链接。如有怀疑，请勿点击并致电热线查询。`,
    ),
  ),
  q(
    505,
    5,
    t('Can I log in on more than one device?', '可以在多部裝置登入嗎？', '可以在多部设备登录吗？'),
    p(
      'Yes, up to three devices. Each new device must be verified with a one-time code, and you can remove devices under Settings &gt; Security.',
      '可以，最多三部裝置。每部新裝置須以一次性驗證碼驗證，並可於「設定 &gt; 安全」移除裝置。',
      '可以，最多三部设备。每部新设备须以一次性验证码验证，并可于“设置 &gt; 安全”移除设备。',
    ),
  ),
  q(
    506,
    5,
    t('How do I close my account?', '如何銷戶？', '如何销户？'),
    p(
      'Sell or transfer out all holdings, withdraw your cash, then submit the account closure form from Help Centre &gt; Download Forms. Closure is completed within five working days.',
      '請先出售或轉出所有持倉並提取現金，然後於「幫助中心 &gt; 表格下載」提交銷戶表格，銷戶將於五個工作天內完成。',
      '请先出售或转出所有持仓并提取现金，然后于“帮助中心 &gt; 表格下载”提交销户表格，销户将于五个工作日内完成。',
    ),
  ),
  ] satisfies Omit<HelpQuestionSeed, 'sort'>[]
).map((question, index) => ({ ...question, sort: index + 1 }));
