import { hkt, t, type L } from './localise';
import type { SeedActivity } from './types';

/** Wording every promotion carries after its own conditions. */
const standardTerms: L[] = [
  t(
    'Harbourfront Securities Limited reserves the right to amend, suspend or terminate this promotion and to change its terms at any time without prior notice. In case of dispute, the decision of Harbourfront Securities Limited is final.',
    '港灣證券有限公司保留隨時修改、暫停或終止本推廣活動及修訂其條款的權利，而毋須事先通知。如有任何爭議，港灣證券有限公司保留最終決定權。',
    '港湾证券有限公司保留随时修改、暂停或终止本推广活动及修订其条款的权利，而无须事先通知。如有任何争议，港湾证券有限公司保留最终决定权。',
  ),
  t(
    'Investment involves risks. The prices of securities fluctuate, sometimes dramatically, and may become valueless. Losses may be incurred as well as profits made. This promotion does not constitute an offer, solicitation or recommendation to buy or sell any investment product.',
    '投資涉及風險。證券價格有時可能會非常波動，甚至變得毫無價值。買賣證券未必一定能夠賺取利潤，反而可能會招致損失。本推廣並不構成買賣任何投資產品的要約、招攬或建議。',
    '投资涉及风险。证券价格有时可能会非常波动，甚至变得毫无价值。买卖证券未必一定能够赚取利润，反而可能会招致损失。本推广并不构成买卖任何投资产品的要约、招揽或建议。',
  ),
  t(
    'If there is any inconsistency between the English and Chinese versions of these terms, the English version prevails.',
    '本條款之中英文版本如有任何歧義，概以英文版本為準。',
    '本条款之中英文版本如有任何歧义，概以英文版本为准。',
  ),
];

const terms = (...own: L[]): L[] => [t('<ol>', '<ol>', '<ol>'), ...own.map((item) => t(`<li>${item.en}</li>`, `<li>${item['zh-hk']}</li>`, `<li>${item['zh-cn']}</li>`)), t('</ol>', '</ol>', '</ol>'), ...standardTerms];

export const promotions: SeedActivity[] = [
  {
    id: 101,
    district: 'all',
    kind: 'promotion',
    tab: 'welcome-offer',
    coverImage: '/images/official/promotions/new-client-commission-free.svg',
    startsAt: hkt('2026-09-01T00:00:00'),
    endsAt: hkt('2026-12-31T23:59:59'),
    publishedAt: hkt('2026-08-28T10:00:00'),
    published: true,
    sortOrder: 90,
    title: t(
      'New clients: 180 days of commission-free HK and US stock trading',
      '新客戶專享：港股及美股 180 日免佣',
      '新客户专享：港股及美股 180 天免佣',
    ),
    summary: t(
      'Open an account and deposit HK$10,000 or more within 30 days to trade Hong Kong and US stocks commission-free for 180 days, plus a HK$800 stock cash coupon.',
      '開戶後 30 日內淨存入 HK$10,000 或以上，即享港股及美股交易 180 日免佣金，另送 HK$800 股票現金券。',
      '开户后 30 天内净存入 HK$10,000 或以上，即享港股及美股交易 180 天免佣金，另送 HK$800 股票现金券。',
    ),
    body: [
      t(
        'Start investing with Harbourfront Securities on the right foot. Clients who open their first securities account during the promotion period enjoy zero commission on Hong Kong and US stock trades for 180 days from the day the account is approved.',
        '由港灣證券開始你的投資旅程。於推廣期內首次開立證券帳戶的客戶，由帳戶獲批當日起計 180 日內買賣港股及美股均可豁免佣金。',
        '由港湾证券开始你的投资旅程。于推广期内首次开立证券账户的客户，由账户获批当日起计 180 天内买卖港股及美股均可豁免佣金。',
      ),
      t(
        '<ul><li>Commission: HK$0 for Hong Kong stocks, US$0 for US stocks, for 180 days</li><li>HK$800 stock cash coupon after a net deposit of HK$10,000 (or the US-dollar equivalent) held for 60 days</li><li>Free Hong Kong stock Level 2 quotes for 3 months</li></ul>',
        '<ul><li>佣金：180 日內港股 HK$0、美股 US$0</li><li>淨存入 HK$10,000（或等值美元）並維持 60 日，可獲 HK$800 股票現金券</li><li>免費港股 Level 2 報價 3 個月</li></ul>',
        '<ul><li>佣金：180 天内港股 HK$0、美股 US$0</li><li>净存入 HK$10,000（或等值美元）并维持 60 天，可获 HK$800 股票现金券</li><li>免费港股 Level 2 行情 3 个月</li></ul>',
      ),
      t(
        'Platform fees, exchange fees, stamp duty, SFC and AFRC transaction levies and other third-party charges still apply.',
        '平台費、交易所費用、印花稅、證監會及會財局交易徵費等第三方收費仍會照常收取。',
        '平台费、交易所费用、印花税、证监会及会财局交易征费等第三方收费仍会照常收取。',
      ),
    ],
    terms: terms(
      t(
        'The promotion period is from 1 September 2026 to 31 December 2026 (Hong Kong time). Only individuals opening their first securities account with Harbourfront Securities during this period are eligible.',
        '推廣期由 2026 年 9 月 1 日至 2026 年 12 月 31 日（香港時間）。只適用於推廣期內首次於港灣證券開立證券帳戶的個人客戶。',
        '推广期由 2026 年 9 月 1 日至 2026 年 12 月 31 日（香港时间）。只适用于推广期内首次于港湾证券开立证券账户的个人客户。',
      ),
      t(
        'Net deposit means deposits minus withdrawals and outgoing stock transfers. The coupon is credited within 10 business days after the 60-day holding period and is valid for 90 days.',
        '淨存入金額指存入資金減去提取資金及轉出股票的市值。現金券將於 60 日持有期完結後 10 個營業日內存入帳戶，有效期為 90 日。',
        '净存入金额指存入资金减去提取资金及转出股票的市值。现金券将于 60 天持有期结束后 10 个工作日内存入账户，有效期为 90 天。',
      ),
      t(
        'Commission-free trading does not apply to options, bonds, funds, IPO subscriptions or A shares.',
        '免佣優惠不適用於期權、債券、基金、新股認購及 A 股交易。',
        '免佣优惠不适用于期权、债券、基金、新股认购及 A 股交易。',
      ),
    ),
  },
  {
    id: 102,
    district: 'all',
    kind: 'promotion',
    tab: 'welcome-offer',
    coverImage: '/images/official/promotions/deposit-rewards.svg',
    startsAt: hkt('2026-10-01T00:00:00'),
    endsAt: hkt('2027-01-31T23:59:59'),
    publishedAt: hkt('2026-09-25T10:00:00'),
    published: true,
    sortOrder: 80,
    title: t('Deposit rewards: up to HK$3,000 in cash vouchers', '入金獎賞：高達 HK$3,000 現金券', '入金奖赏：高达 HK$3,000 现金券'),
    summary: t(
      'Bring new funds to your account and earn tiered cash vouchers: HK$300 from a HK$50,000 net deposit, up to HK$3,000 from HK$500,000.',
      '存入新資金即享分級現金券：淨存入 HK$50,000 可獲 HK$300，淨存入 HK$500,000 可獲高達 HK$3,000。',
      '存入新资金即享分级现金券：净存入 HK$50,000 可获 HK$300，净存入 HK$500,000 可获高达 HK$3,000。',
    ),
    body: [
      t(
        'New and existing clients can earn cash vouchers by increasing their net deposits during the promotion period. Vouchers can be used to offset commission and platform fees on any Hong Kong or US stock trade.',
        '新舊客戶於推廣期內增加淨存入資金，即可賺取現金券，用於抵銷港股或美股交易的佣金及平台費。',
        '新老客户于推广期内增加净存入资金，即可赚取现金券，用于抵扣港股或美股交易的佣金及平台费。',
      ),
      t(
        '<table><thead><tr><th>Net deposit held for 30 days</th><th>Reward</th></tr></thead><tbody><tr><td>HK$50,000 to HK$199,999</td><td>HK$300 cash voucher</td></tr><tr><td>HK$200,000 to HK$499,999</td><td>HK$1,200 cash voucher</td></tr><tr><td>HK$500,000 or above</td><td>HK$3,000 cash voucher</td></tr></tbody></table>',
        '<table><thead><tr><th>維持 30 日的淨存入金額</th><th>獎賞</th></tr></thead><tbody><tr><td>HK$50,000 至 HK$199,999</td><td>HK$300 現金券</td></tr><tr><td>HK$200,000 至 HK$499,999</td><td>HK$1,200 現金券</td></tr><tr><td>HK$500,000 或以上</td><td>HK$3,000 現金券</td></tr></tbody></table>',
        '<table><thead><tr><th>维持 30 天的净存入金额</th><th>奖赏</th></tr></thead><tbody><tr><td>HK$50,000 至 HK$199,999</td><td>HK$300 现金券</td></tr><tr><td>HK$200,000 至 HK$499,999</td><td>HK$1,200 现金券</td></tr><tr><td>HK$500,000 或以上</td><td>HK$3,000 现金券</td></tr></tbody></table>',
      ),
    ],
    terms: terms(
      t(
        'Promotion period: 1 October 2026 to 31 January 2027. The reward tier is based on the lowest net deposit balance during the 30 days after the qualifying deposit.',
        '推廣期：2026 年 10 月 1 日至 2027 年 1 月 31 日。獎賞級別按合資格存款後 30 日內的最低淨存入結餘計算。',
        '推广期：2026 年 10 月 1 日至 2027 年 1 月 31 日。奖赏级别按合资格存款后 30 天内的最低净存入余额计算。',
      ),
      t(
        'US-dollar deposits are converted at the exchange rate published by Harbourfront Securities on the day of deposit. Each client may receive one reward only.',
        '美元存款按存款當日港灣證券公佈的匯率折算。每位客戶只可獲發獎賞一次。',
        '美元存款按存款当日港湾证券公布的汇率折算。每位客户只可获发奖赏一次。',
      ),
    ),
  },
  {
    id: 103,
    district: 'all',
    kind: 'promotion',
    tab: 'welcome-offer',
    coverImage: '/images/official/promotions/stock-transfer-in.svg',
    startsAt: hkt('2026-01-05T00:00:00'),
    endsAt: hkt('2026-06-30T23:59:59'),
    publishedAt: hkt('2026-01-02T10:00:00'),
    published: true,
    sortOrder: 40,
    title: t('Transfer in your stocks and get up to HK$5,000', '轉入股票最高獎 HK$5,000', '转入股票最高奖 HK$5,000'),
    summary: t(
      'Move Hong Kong or US stocks from another broker and receive a reward of up to HK$5,000; we also refund the transfer fees charged by your old broker.',
      '由其他券商轉入港股或美股，最高可獲 HK$5,000 獎賞，並代為支付原券商收取的轉倉費用。',
      '由其他券商转入港股或美股，最高可获 HK$5,000 奖赏，并代为支付原券商收取的转仓费用。',
    ),
    body: [
      t(
        'Consolidate your portfolio in one account. Transfer in Hong Kong stocks through CCASS (SI) or US stocks through ACATS/DTC and earn a cash reward based on the market value transferred.',
        '將投資組合集中於一個帳戶管理。透過中央結算系統（SI）轉入港股，或透過 ACATS/DTC 轉入美股，即可按轉入市值獲取現金獎賞。',
        '将投资组合集中于一个账户管理。通过中央结算系统（SI）转入港股，或通过 ACATS/DTC 转入美股，即可按转入市值获取现金奖赏。',
      ),
      t(
        'Transfers of HK$100,000 or more earn HK$500; HK$500,000 or more earn HK$2,000; HK$1,000,000 or more earn HK$5,000.',
        '轉入市值 HK$100,000 或以上可獲 HK$500；HK$500,000 或以上可獲 HK$2,000；HK$1,000,000 或以上可獲 HK$5,000。',
        '转入市值 HK$100,000 或以上可获 HK$500；HK$500,000 或以上可获 HK$2,000；HK$1,000,000 或以上可获 HK$5,000。',
      ),
    ],
    terms: terms(
      t(
        'This promotion ended on 30 June 2026. Stocks transferred in must be held for at least 60 days. Transfer fee refunds are capped at HK$1,000 per client.',
        '本推廣已於 2026 年 6 月 30 日結束。轉入股票須持有最少 60 日。轉倉費用退還上限為每位客戶 HK$1,000。',
        '本推广已于 2026 年 6 月 30 日结束。转入股票须持有最少 60 天。转仓费用退还上限为每位客户 HK$1,000。',
      ),
    ),
  },
  {
    id: 104,
    district: 'mainland',
    kind: 'promotion',
    tab: 'welcome-offer',
    coverImage: '/images/official/promotions/lok-ma-chau-in-person.svg',
    startsAt: hkt('2026-07-01T00:00:00'),
    endsAt: hkt('2026-12-31T23:59:59'),
    publishedAt: hkt('2026-06-26T10:00:00'),
    published: true,
    sortOrder: 85,
    title: t(
      'Visiting Hong Kong? Open your account in person at Lok Ma Chau or West Kowloon',
      '訪港客戶：於落馬洲或西九龍分行親身開戶禮遇',
      '访港客户：在落马洲或西九龙分行亲临开户礼遇',
    ),
    summary: t(
      'Open your account face to face at our branches beside the Lok Ma Chau control point and the West Kowloon high-speed rail station, and enjoy 12 months of commission-free US stock trading.',
      '親臨毗鄰落馬洲管制站或西九龍高鐵站的分行開戶，即享 12 個月美股免佣。',
      '亲临毗邻落马洲口岸或西九龙高铁站的分行开户，即享 12 个月美股免佣。',
    ),
    body: [
      t(
        'Our Lok Ma Chau and West Kowloon branches are a short walk from the border crossing and the high-speed rail station. Bring your identity document, your valid travel permit or passport and proof of address, and our licensed staff will complete the account opening with you on the spot.',
        '落馬洲及西九龍分行鄰近口岸及高鐵站，步行即達。請攜帶身份證明文件、有效通行證或護照及住址證明，持牌職員會即場協助你完成開戶。',
        '落马洲及西九龙分行邻近口岸及高铁站，步行即达。请携带身份证件、有效港澳通行证或护照及住址证明，持牌员工会现场协助你完成开户。',
      ),
      t(
        'Opening hours are 9:00 to 18:00 from Monday to Saturday and 10:00 to 18:00 on Sundays and public holidays. Booking an appointment through the app shortens waiting time.',
        '營業時間為星期一至六 9:00 至 18:00，星期日及公眾假期 10:00 至 18:00。透過 App 預約可縮短輪候時間。',
        '营业时间为周一至周六 9:00 至 18:00，周日及公众假期 10:00 至 18:00。通过 App 预约可缩短排队时间。',
      ),
      t(
        'Please note: Harbourfront Securities is licensed by the Securities and Futures Commission of Hong Kong and does not provide securities services in mainland China. Accounts are opened and serviced in Hong Kong. Please make sure that holding overseas investments complies with the foreign exchange and other rules that apply to you.',
        '請注意：港灣證券受香港證券及期貨事務監察委員會監管，並無在中國內地提供證券服務。帳戶於香港開立及提供服務。請確保你持有境外投資符合適用於你的外匯及其他規定。',
        '请注意：港湾证券受香港证券及期货事务监察委员会监管，并无在中国内地提供证券服务。账户于香港开立及提供服务。请确保你持有境外投资符合适用于你的外汇及其他规定。',
      ),
    ],
    terms: terms(
      t(
        'The account must be opened in person at the Lok Ma Chau or West Kowloon branch between 1 July and 31 December 2026, and a net deposit of HK$10,000 (or equivalent) must be made within 30 days.',
        '帳戶須於 2026 年 7 月 1 日至 12 月 31 日期間於落馬洲或西九龍分行親身開立，並於 30 日內淨存入 HK$10,000（或等值）。',
        '账户须于 2026 年 7 月 1 日至 12 月 31 日期间在落马洲或西九龙分行亲临开立，并于 30 天内净存入 HK$10,000（或等值）。',
      ),
      t(
        'Deposits must come from a bank account in the client\'s own name. Third-party deposits are returned to the originating account.',
        '存款須來自客戶本人名下的銀行帳戶，第三方存款將退回原帳戶。',
        '存款须来自客户本人名下的银行账户，第三方存款将退回原账户。',
      ),
    ),
  },
  {
    id: 105,
    district: 'hk',
    kind: 'promotion',
    tab: 'welcome-offer',
    coverImage: '/images/official/promotions/edda-instant-deposit.svg',
    startsAt: hkt('2026-08-01T00:00:00'),
    endsAt: hkt('2026-12-31T23:59:59'),
    publishedAt: hkt('2026-07-30T10:00:00'),
    published: true,
    sortOrder: 70,
    title: t('First eDDA deposit: HK$200 cash reward', '首次 eDDA 入金：送 HK$200 現金', '首次 eDDA 入金：送 HK$200 现金'),
    summary: t(
      'Link your Hong Kong bank account with eDDA and make your first instant deposit of HK$5,000 or more to receive HK$200 in cash.',
      '以 eDDA 綁定香港銀行帳戶，首次即時存入 HK$5,000 或以上即獲 HK$200 現金。',
      '以 eDDA 绑定香港银行账户，首次即时存入 HK$5,000 或以上即获 HK$200 现金。',
    ),
    body: [
      t(
        'Electronic Direct Debit Authorisation (eDDA) moves money from your Hong Kong bank account to your securities account in seconds, 24 hours a day. Set it up once in the app and top up whenever the market moves.',
        '電子直接付款授權（eDDA）讓你全天候於數秒內由香港銀行帳戶轉帳至證券帳戶。只須於 App 內設定一次，便可隨時把握市場機會。',
        '电子直接付款授权（eDDA）让你全天候于数秒内由香港银行账户转账至证券账户。只须在 App 内设置一次，便可随时把握市场机会。',
      ),
      t(
        'More than 20 Hong Kong banks support eDDA, including all major retail banks.',
        '現時有超過 20 間香港銀行支援 eDDA，包括所有主要零售銀行。',
        '目前有超过 20 家香港银行支持 eDDA，包括所有主要零售银行。',
      ),
    ],
    terms: terms(
      t(
        'Only the first eDDA deposit made between 1 August and 31 December 2026 qualifies. The cash reward is credited within 5 business days and may be withdrawn after 30 days.',
        '只限 2026 年 8 月 1 日至 12 月 31 日期間的首次 eDDA 存款。現金獎賞將於 5 個營業日內存入，30 日後可提取。',
        '只限 2026 年 8 月 1 日至 12 月 31 日期间的首次 eDDA 存款。现金奖赏将于 5 个工作日内存入，30 天后可提取。',
      ),
    ),
  },
  {
    id: 111,
    district: 'all',
    kind: 'promotion',
    tab: 'referral-offer',
    coverImage: '/images/official/promotions/refer-a-friend.svg',
    startsAt: hkt('2026-07-01T00:00:00'),
    endsAt: hkt('2026-12-31T23:59:59'),
    publishedAt: hkt('2026-06-28T10:00:00'),
    published: true,
    sortOrder: 80,
    title: t('Refer a friend: HK$500 for you and HK$500 for them', '推薦好友：你和好友各得 HK$500', '推荐好友：你和好友各得 HK$500'),
    summary: t(
      'Share your invitation code. When your friend opens an account and deposits HK$10,000, you each receive a HK$500 stock cash coupon, for up to 20 friends.',
      '分享你的邀請碼。好友開戶並存入 HK$10,000 後，你們各得 HK$500 股票現金券，最多可推薦 20 位好友。',
      '分享你的邀请码。好友开户并存入 HK$10,000 后，你们各得 HK$500 股票现金券，最多可推荐 20 位好友。',
    ),
    body: [
      t(
        'Find your personal invitation code under Me, then Invite Friends in the app. Your friend enters the code when registering; the code is filled in automatically when they use your link.',
        '於 App 內「我的」>「邀請好友」查看你的專屬邀請碼。好友註冊時輸入邀請碼即可；使用你的連結註冊時會自動填入。',
        '在 App 内「我的」>「邀请好友」查看你的专属邀请码。好友注册时输入邀请码即可；使用你的链接注册时会自动填入。',
      ),
      t(
        'There is no limit to how often you can share, and rewards for up to 20 successful referrals are paid during the promotion period.',
        '分享次數不設上限，推廣期內最多可獲 20 位成功推薦的獎賞。',
        '分享次数不设上限，推广期内最多可获 20 位成功推荐的奖赏。',
      ),
    ],
    terms: terms(
      t(
        'A referral is successful when the referred friend registers with the referrer\'s code, opens a securities account and makes a net deposit of HK$10,000 (or equivalent) within 30 days of account approval.',
        '被推薦好友須以推薦人的邀請碼註冊、開立證券帳戶，並於帳戶獲批後 30 日內淨存入 HK$10,000（或等值），方屬成功推薦。',
        '被推荐好友须以推荐人的邀请码注册、开立证券账户，并于账户获批后 30 天内净存入 HK$10,000（或等值），方属成功推荐。',
      ),
      t(
        'Rewards are credited within 10 business days after the condition is met. Referrals between accounts of the same person are not eligible.',
        '獎賞將於符合條件後 10 個營業日內存入。同一人名下帳戶之間的推薦不合資格。',
        '奖赏将于符合条件后 10 个工作日内存入。同一人名下账户之间的推荐不合资格。',
      ),
    ),
  },
  {
    id: 112,
    district: 'all',
    kind: 'promotion',
    tab: 'referral-offer',
    coverImage: '/images/official/promotions/referral-year-end-bonus.svg',
    startsAt: hkt('2026-11-01T00:00:00'),
    endsAt: hkt('2026-12-31T23:59:59'),
    publishedAt: hkt('2026-10-29T10:00:00'),
    published: true,
    sortOrder: 90,
    title: t('Year-end referral bonus: an extra HK$1,000 for three friends', '年終推薦加碼：推薦三位好友額外獎 HK$1,000', '年终推荐加码：推荐三位好友额外奖 HK$1,000'),
    summary: t(
      'In November and December, every third successful referral earns an extra HK$1,000 cash reward on top of the regular referral rewards.',
      '11 月及 12 月期間，每成功推薦第三位好友，除一般推薦獎賞外，再額外獲得 HK$1,000 現金。',
      '11 月及 12 月期间，每成功推荐第三位好友，除一般推荐奖赏外，再额外获得 HK$1,000 现金。',
    ),
    body: [
      t(
        'Invite three friends before the year ends and your referral rewards grow. The year-end bonus is paid in cash and can be withdrawn or used to invest straight away.',
        '年底前邀請三位好友，推薦獎賞再升級。年終獎金以現金發放，可隨時提取或用作投資。',
        '年底前邀请三位好友，推荐奖赏再升级。年终奖金以现金发放，可随时提取或用于投资。',
      ),
    ],
    terms: terms(
      t(
        'Only referrals whose friends complete the deposit condition between 1 November and 31 December 2026 count. The bonus is capped at HK$3,000 per referrer.',
        '只計算被推薦好友於 2026 年 11 月 1 日至 12 月 31 日期間完成存款條件的推薦。每位推薦人的額外獎金上限為 HK$3,000。',
        '只计算被推荐好友于 2026 年 11 月 1 日至 12 月 31 日期间完成存款条件的推荐。每位推荐人的额外奖金上限为 HK$3,000。',
      ),
    ),
  },
  {
    id: 113,
    district: 'all',
    kind: 'promotion',
    tab: 'referral-offer',
    coverImage: '/images/official/promotions/spring-referral.svg',
    startsAt: hkt('2026-03-01T00:00:00'),
    endsAt: hkt('2026-05-31T23:59:59'),
    publishedAt: hkt('2026-02-26T10:00:00'),
    published: true,
    sortOrder: 30,
    title: t('Spring referral season: US stock cash coupons for every friend', '春季推薦季：每位好友送美股現金券', '春季推荐季：每位好友送美股现金券'),
    summary: t(
      'From March to May 2026, each successful referral earned a US$60 US stock cash coupon for the referrer and the friend.',
      '2026 年 3 月至 5 月期間，每成功推薦一位好友，推薦人及好友各得 US$60 美股現金券。',
      '2026 年 3 月至 5 月期间，每成功推荐一位好友，推荐人及好友各得 US$60 美股现金券。',
    ),
    body: [
      t(
        'Thank you to everyone who took part in our spring referral season. Rewards for all qualifying referrals have been credited.',
        '感謝各位參與春季推薦季，所有合資格推薦的獎賞已經發放。',
        '感谢各位参与春季推荐季，所有合资格推荐的奖赏已经发放。',
      ),
    ],
    terms: terms(
      t(
        'This promotion ended on 31 May 2026. Coupons are valid for 90 days from the date of issue.',
        '本推廣已於 2026 年 5 月 31 日結束。現金券由發出日起 90 日內有效。',
        '本推广已于 2026 年 5 月 31 日结束。现金券由发出日起 90 天内有效。',
      ),
    ),
  },
  {
    id: 121,
    district: 'all',
    kind: 'promotion',
    tab: 'funds-promo',
    coverImage: '/images/official/promotions/cash-plus-mmf.svg',
    startsAt: hkt('2026-06-01T00:00:00'),
    endsAt: hkt('2026-12-31T23:59:59'),
    publishedAt: hkt('2026-05-28T10:00:00'),
    published: true,
    sortOrder: 80,
    title: t('Cash Plus: put idle HKD and USD to work with no subscription fee', '現金寶：閒置港元及美元自動增值，免認購費', '现金宝：闲置港元及美元自动增值，免认购费'),
    summary: t(
      'Sweep idle cash into a Hong Kong dollar or US dollar money market fund with zero subscription and redemption fees; redeem any time to buy stocks.',
      '閒置現金自動投資於港元或美元貨幣市場基金，認購及贖回費全免，隨時贖回買股。',
      '闲置现金自动投资于港元或美元货币市场基金，认购及赎回费全免，随时赎回买股。',
    ),
    body: [
      t(
        'Cash Plus invests your uninvested cash in SFC-authorised money market funds. Switch it on once and idle balances above HK$1,000 or US$100 are subscribed automatically at the end of each business day.',
        '現金寶將你未投資的現金投資於證監會認可的貨幣市場基金。開啟一次後，每個營業日結束時超過 HK$1,000 或 US$100 的閒置結餘將自動認購。',
        '现金宝将你未投资的现金投资于证监会认可的货币市场基金。开启一次后，每个交易日结束时超过 HK$1,000 或 US$100 的闲置余额将自动认购。',
      ),
      t(
        'When you buy stocks, the units you need are redeemed automatically, so your buying power is never reduced.',
        '買入股票時，系統會自動贖回所需單位，購買力不受影響。',
        '买入股票时，系统会自动赎回所需份额，购买力不受影响。',
      ),
    ],
    terms: terms(
      t(
        'Money market funds are not bank deposits and are not protected by the Deposit Protection Scheme. The yield is not guaranteed and past performance is not indicative of future performance. Please read the offering documents, including the risk factors, before investing.',
        '貨幣市場基金並非銀行存款，不受存款保障計劃保障。回報並無保證，過往表現並不代表將來表現。投資前請細閱銷售文件，包括風險因素。',
        '货币市场基金并非银行存款，不受存款保障计划保障。回报并无保证，过往表现并不代表未来表现。投资前请细阅销售文件，包括风险因素。',
      ),
      t(
        'Fund management fees are charged by the fund and are reflected in its price.',
        '基金管理費由基金收取，並已反映於基金價格之中。',
        '基金管理费由基金收取，并已反映于基金价格之中。',
      ),
    ),
  },
  {
    id: 122,
    district: 'all',
    kind: 'promotion',
    tab: 'funds-promo',
    coverImage: '/images/official/promotions/monthly-investment-plan.svg',
    startsAt: hkt('2026-09-01T00:00:00'),
    endsAt: hkt('2027-02-28T23:59:59'),
    publishedAt: hkt('2026-08-27T10:00:00'),
    published: true,
    sortOrder: 70,
    title: t('Monthly fund investment plan from HK$500, fees waived for 12 months', '基金月供計劃 HK$500 起，首 12 個月免認購費', '基金月供计划 HK$500 起，首 12 个月免认购费'),
    summary: t(
      'Start a monthly plan in more than 300 funds from HK$500 a month and pay no subscription fee for the first 12 contributions.',
      '超過 300 隻基金可供月供，每月 HK$500 起，首 12 期免認購費。',
      '超过 300 只基金可供月供，每月 HK$500 起，首 12 期免认购费。',
    ),
    body: [
      t(
        'Regular investing spreads your purchases over time and reduces the impact of buying at a single price. Choose a fund, an amount and a day of the month; we do the rest.',
        '定期投資可分散入市時間，減低單一價格買入的影響。只須選擇基金、金額及每月扣款日，其餘交給我們。',
        '定期投资可分散入市时间，降低单一价格买入的影响。只须选择基金、金额及每月扣款日，其余交给我们。',
      ),
    ],
    terms: terms(
      t(
        'The waiver applies to the first 12 monthly contributions of plans set up between 1 September 2026 and 28 February 2027. Dollar-cost averaging does not guarantee a profit or protect against loss in declining markets.',
        '豁免適用於 2026 年 9 月 1 日至 2027 年 2 月 28 日期間設立之計劃的首 12 期月供。平均成本法並不保證獲利，亦不能在市場下跌時避免損失。',
        '豁免适用于 2026 年 9 月 1 日至 2027 年 2 月 28 日期间设立之计划的首 12 期月供。平均成本法并不保证获利，也不能在市场下跌时避免损失。',
      ),
    ),
  },
  {
    id: 123,
    district: 'all',
    kind: 'promotion',
    tab: 'funds-promo',
    coverImage: '/images/official/promotions/bond-funds.svg',
    startsAt: hkt('2026-10-15T00:00:00'),
    endsAt: hkt('2026-12-31T23:59:59'),
    publishedAt: hkt('2026-10-12T10:00:00'),
    published: true,
    sortOrder: 60,
    title: t('Bond funds at a 0.5% subscription fee', '債券基金認購費低至 0.5%', '债券基金认购费低至 0.5%'),
    summary: t(
      'Lock in income ideas for 2027 with selected investment-grade and short-duration bond funds at a subscription fee of 0.5%, down from up to 3%.',
      '精選投資級別及短存續期債券基金，認購費由最高 3% 減至 0.5%，為 2027 年部署收息策略。',
      '精选投资级别及短久期债券基金，认购费由最高 3% 降至 0.5%，为 2027 年部署收息策略。',
    ),
    body: [
      t(
        'The selection covers global investment-grade, Asian investment-grade and US Treasury short-duration funds in HKD and USD classes, with monthly distribution options.',
        '精選基金涵蓋環球投資級別、亞洲投資級別及美國國庫債券短存續期基金，提供港元及美元類別，並設每月派息選項。',
        '精选基金涵盖全球投资级别、亚洲投资级别及美国国债短久期基金，提供港元及美元类别，并设每月派息选项。',
      ),
    ],
    terms: terms(
      t(
        'Distributions may be paid out of capital, which amounts to a return of part of the original investment and may reduce the net asset value. Bond funds are subject to interest rate, credit and liquidity risks.',
        '派息可能從資本中支付，相當於退還部分原投資額，並可能令資產淨值下跌。債券基金涉及利率、信貸及流動性風險。',
        '派息可能从资本中支付，相当于退还部分原投资额，并可能令资产净值下跌。债券基金涉及利率、信用及流动性风险。',
      ),
    ),
  },
  {
    id: 124,
    district: 'all',
    kind: 'promotion',
    tab: 'funds-promo',
    coverImage: '/images/official/promotions/fund-switch.svg',
    startsAt: hkt('2026-02-01T00:00:00'),
    endsAt: hkt('2026-04-30T23:59:59'),
    publishedAt: hkt('2026-01-28T10:00:00'),
    published: true,
    sortOrder: 20,
    title: t('Fund transfer-in: we pay your switching costs', '基金轉入：轉換費用由我們支付', '基金转入：转换费用由我们支付'),
    summary: t(
      'From February to April 2026, clients who transferred fund holdings from another platform had transfer charges refunded up to HK$2,000.',
      '2026 年 2 月至 4 月期間，由其他平台轉入基金持倉的客戶可獲退還轉倉費用，上限 HK$2,000。',
      '2026 年 2 月至 4 月期间，由其他平台转入基金持仓的客户可获退还转仓费用，上限 HK$2,000。',
    ),
    body: [
      t(
        'This offer has ended. Fund transfers in remain free of charge on our side at all times.',
        '此優惠已結束。本公司一直不收取基金轉入費用。',
        '此优惠已结束。本公司一直不收取基金转入费用。',
      ),
    ],
    terms: terms(
      t(
        'Refunds were based on invoices from the transferring platform and paid within 15 business days after the transfer completed.',
        '退款以轉出平台的收費單據為準，於轉倉完成後 15 個營業日內支付。',
        '退款以转出平台的收费单据为准，于转仓完成后 15 个工作日内支付。',
      ),
    ),
  },
  {
    id: 131,
    district: 'all',
    kind: 'promotion',
    tab: 'other-promo',
    coverImage: '/images/official/promotions/us-options-low-fee.svg',
    startsAt: hkt('2026-10-01T00:00:00'),
    endsAt: hkt('2026-12-31T23:59:59'),
    publishedAt: hkt('2026-09-28T10:00:00'),
    published: true,
    sortOrder: 80,
    title: t('US options from US$0.15 per contract', '美股期權低至每張 US$0.15', '美股期权低至每张 US$0.15'),
    summary: t(
      'Trade US stock and ETF options at US$0.15 per contract (normally US$0.65) for your first 90 days of options trading.',
      '開通期權交易後首 90 日，美股及 ETF 期權佣金低至每張 US$0.15（一般為 US$0.65）。',
      '开通期权交易后首 90 天，美股及 ETF 期权佣金低至每张 US$0.15（一般为 US$0.65）。',
    ),
    body: [
      t(
        'Options let you hedge a position, generate income or express a view with defined risk. Apply for options trading in the app; we assess your knowledge and experience before approval.',
        '期權可用於對沖持倉、賺取收入或以有限風險表達市場觀點。請於 App 申請開通期權交易，我們會在批核前評估你的知識及經驗。',
        '期权可用于对冲持仓、赚取收入或以有限风险表达市场观点。请在 App 申请开通期权交易，我们会在批核前评估你的知识及经验。',
      ),
    ],
    terms: terms(
      t(
        'Exchange and clearing fees (about US$0.03 per contract) and the regulatory fees are charged separately. Options are complex products; buyers may lose the entire premium and sellers may face losses far greater than the premium received.',
        '交易所及結算費用（約每張 US$0.03）及監管費用另計。期權屬複雜產品；買方可能損失全部期權金，賣方可能承受遠超已收期權金的損失。',
        '交易所及结算费用（约每张 US$0.03）及监管费用另计。期权属复杂产品；买方可能损失全部期权金，卖方可能承受远超已收期权金的损失。',
      ),
    ),
  },
  {
    id: 132,
    district: 'all',
    kind: 'promotion',
    tab: 'other-promo',
    coverImage: '/images/official/promotions/ipo-zero-fee.svg',
    startsAt: hkt('2026-07-01T00:00:00'),
    endsAt: hkt('2026-12-31T23:59:59'),
    publishedAt: hkt('2026-06-29T10:00:00'),
    published: true,
    sortOrder: 70,
    title: t('Hong Kong IPOs: zero handling fee on cash subscriptions', '港股新股：現金認購零手續費', '港股新股：现金认购零手续费'),
    summary: t(
      'Subscribe for Hong Kong IPOs with cash at no handling fee, or use IPO financing of up to 10 times at a rate from 2.8% p.a.',
      '現金認購港股新股免手續費，亦可使用高達 10 倍新股融資，年利率低至 2.8%。',
      '现金认购港股新股免手续费，也可使用高达 10 倍新股融资，年利率低至 2.8%。',
    ),
    body: [
      t(
        'Follow the IPO calendar in the app, read the prospectus summary and subscribe in a few taps. Allotment results are pushed to you as soon as they are announced.',
        '於 App 查看新股日曆、閱讀招股書摘要，數步即可完成認購。公佈配發結果後即時通知你。',
        '在 App 查看新股日历、阅读招股书摘要，几步即可完成认购。公布配发结果后即时通知你。',
      ),
    ],
    terms: terms(
      t(
        'The financing rate and multiple depend on each offering and on available financing; interest is charged on the financed amount for the financing period even if no shares are allotted. Brokerage of 1%, the SFC transaction levy, the AFRC levy and the exchange trading fee are payable on allotted shares as stated in the prospectus.',
        '融資利率及倍數視乎個別新股及可供融資額度而定；即使未獲配發股份，亦須就融資金額支付融資期內的利息。獲配發股份須按招股書所列支付 1% 經紀佣金、證監會交易徵費、會財局徵費及聯交所交易費。',
        '融资利率及倍数视乎个别新股及可供融资额度而定；即使未获配发股份，也须就融资金额支付融资期内的利息。获配发股份须按招股书所列支付 1% 经纪佣金、证监会交易征费、会财局征费及联交所交易费。',
      ),
    ),
  },
  {
    id: 133,
    district: 'all',
    kind: 'promotion',
    tab: 'other-promo',
    coverImage: '/images/official/promotions/margin-rate.svg',
    startsAt: hkt('2026-11-01T00:00:00'),
    endsAt: hkt('2027-01-31T23:59:59'),
    publishedAt: hkt('2026-10-30T10:00:00'),
    published: true,
    sortOrder: 60,
    title: t('Margin financing at 4.8% p.a. on HK and US stocks', '港美股孖展年利率 4.8%', '港美股融资年利率 4.8%'),
    summary: t(
      'A preferential margin rate of 4.8% p.a. on HKD and USD financing for balances up to HK$2 million, until 31 January 2027.',
      '港元及美元孖展融資結餘 HK$200 萬以內享優惠年利率 4.8%，直至 2027 年 1 月 31 日。',
      '港元及美元融资余额 HK$200 万以内享优惠年利率 4.8%，直至 2027 年 1 月 31 日。',
    ),
    body: [
      t(
        'A margin account lets you borrow against eligible stocks in your portfolio. Interest is calculated daily on the amount actually used and charged monthly.',
        '孖展帳戶讓你以合資格股票作抵押借入資金。利息按實際動用金額每日計算，每月收取。',
        '融资账户让你以合资格股票作抵押借入资金。利息按实际动用金额每日计算，每月收取。',
      ),
    ],
    terms: terms(
      t(
        'The losses from margin trading can exceed the amount you deposit. You may be called on at short notice to make additional margin deposits; if you do not, your collateral may be sold without your consent. Margin ratios may change at any time.',
        '孖展交易的虧損可能超過你存放的款項。你可能在短時間內被要求存入額外保證金，否則你的抵押品可能會在未經你同意下被出售。孖展比率可隨時更改。',
        '融资交易的亏损可能超过你存放的款项。你可能在短时间内被要求存入额外保证金，否则你的抵押品可能会在未经你同意下被出售。融资比率可随时更改。',
      ),
    ),
  },
  {
    id: 134,
    district: 'all',
    kind: 'promotion',
    tab: 'other-promo',
    coverImage: '/images/official/promotions/quote-card.svg',
    startsAt: hkt('2026-05-01T00:00:00'),
    endsAt: hkt('2026-08-31T23:59:59'),
    publishedAt: hkt('2026-04-28T10:00:00'),
    published: true,
    sortOrder: 10,
    title: t('Summer trading rewards: free US Level 1 quotes', '夏日交易獎賞：免費美股 Level 1 報價', '夏日交易奖赏：免费美股 Level 1 行情'),
    summary: t(
      'From May to August 2026, clients who made 10 trades in a month received a month of US real-time Level 1 quotes free.',
      '2026 年 5 月至 8 月期間，每月交易滿 10 筆的客戶可免費獲得一個月美股實時 Level 1 報價。',
      '2026 年 5 月至 8 月期间，每月交易满 10 笔的客户可免费获得一个月美股实时 Level 1 行情。',
    ),
    body: [
      t(
        'This promotion has ended. Quote packages remain available in the app under Market, then Quote Services.',
        '此推廣已結束。報價套餐仍可於 App「市場」>「行情服務」購買。',
        '此推广已结束。行情套餐仍可在 App「市场」>「行情服务」购买。',
      ),
    ],
    terms: terms(
      t(
        'Trades of the same order executed in several fills count as one trade. Quote cards were credited by the fifth business day of the following month.',
        '同一訂單分多次成交只計算為一筆交易。報價卡已於翌月第五個營業日或之前發放。',
        '同一订单分多次成交只计算为一笔交易。行情卡已于次月第五个工作日或之前发放。',
      ),
    ),
  },
  {
    id: 199,
    district: 'all',
    kind: 'promotion',
    tab: 'welcome-offer',
    coverImage: '/images/official/promotions/lunar-new-year-2027.svg',
    startsAt: hkt('2027-01-20T00:00:00'),
    endsAt: hkt('2027-03-31T23:59:59'),
    publishedAt: hkt('2027-01-18T10:00:00'),
    published: false,
    sortOrder: 95,
    title: t('Lunar New Year 2027: lucky red packets for new clients', '2027 新春開戶利是', '2027 新春开户红包'),
    summary: t(
      'Open an account over Lunar New Year and receive a red packet of up to HK$888 after your first deposit.',
      '新春期間開戶，首次存款後可獲最高 HK$888 利是。',
      '新春期间开户，首次存款后可获最高 HK$888 红包。',
    ),
    body: [
      t(
        'Celebrate the Year of the Goat with a red packet from Harbourfront Securities. The amount is drawn at random between HK$88 and HK$888 after a net deposit of HK$8,888.',
        '港灣證券與你迎接羊年。淨存入 HK$8,888 後，可隨機獲得 HK$88 至 HK$888 利是。',
        '港湾证券与你迎接羊年。净存入 HK$8,888 后，可随机获得 HK$88 至 HK$888 红包。',
      ),
    ],
    terms: terms(
      t(
        'Draft for review by Compliance; the terms are subject to approval before publication.',
        '草稿，待合規部審閱；條款於發佈前須經批核。',
        '草稿，待合规部审阅；条款于发布前须经批核。',
      ),
    ),
  },
];
