import { PRODUCTS } from './products';
import { byDistrict, t, type Authored, type L } from './localise';

export interface PageMetaSeed {
  /** The key id the sites ask for (`key_ids`). */
  page: string;
  title: Authored<string>;
  description: Authored<string>;
  keywords: Authored<string>;
}

const SUFFIX = { en: ' | Harbourfront Securities', 'zh-hk': ' | 港灣證券', 'zh-cn': ' | 港湾证券' };
const KEYWORDS = t('Harbourfront Securities, Hong Kong broker', '港灣證券, 香港券商', '港湾证券, 香港券商');

const meta = (page: string, title: L, description: Authored<string>, keywords: L = KEYWORDS): PageMetaSeed => ({
  page,
  title: t(title.en + SUFFIX.en, title['zh-hk'] + SUFFIX['zh-hk'], title['zh-cn'] + SUFFIX['zh-cn']),
  description,
  keywords,
});

/**
 * Head title, description and keywords per page. Key ids follow the routes: `home`, `charges`,
 * `about-us-company-profile`, ..., and `products-{slug}` for the financial-investment pages.
 */
export const PAGE_META: PageMetaSeed[] = [
  {
    page: 'home',
    title: t(
      'Harbourfront Securities | Hong Kong, US and A-share trading',
      '港灣證券 | 港股、美股及A股交易',
      '港湾证券 | 港股、美股及A股交易',
    ),
    description: byDistrict({
      hk: t(
        'Trade Hong Kong stocks, US stocks and options, A-shares, funds and bonds with an SFC-licensed broker. Low, transparent fees and 24-hour service on trading days.',
        '與證監會持牌券商買賣港股、美股及期權、A股、基金及債券。收費低廉透明，交易日24小時服務。',
        '与证监会持牌券商买卖港股、美股及期权、A股、基金及债券。收费低廉透明，交易日24小时服务。',
      ),
      mainland: t(
        'Harbourfront Securities is a Hong Kong licensed broker. Explore market insights, investment courses and tools for Hong Kong and US markets.',
        '港灣證券是香港持牌券商。瀏覽港美市場資訊、投資課程及工具。',
        '港湾证券是香港持牌券商。浏览港美市场资讯、投资课程及工具。',
      ),
    }),
    keywords: t('Hong Kong stocks, US stocks, A-shares, online broker', '港股, 美股, A股, 網上券商', '港股, 美股, A股, 网上券商'),
  },
  meta('charges', t('Fees and charges', '收費一覽', '收费一览'), t('Fee plans and every charge for Hong Kong stocks, US stocks, A-shares and funds.', '港股、美股、A股及基金的收費套餐及全部費用。', '港股、美股、A股及基金的收费套餐及全部费用。'), t('brokerage fees, commission, stamp duty', '經紀佣金, 佣金, 印花稅', '经纪佣金, 佣金, 印花税')),
  meta('market', t('Quote services', '行情服務', '行情服务'), t('Free Level 1 quotes and real-time Level 2 packages for Hong Kong, US and A-share markets.', '免費基本報價及港股、美股、A股即時Level 2行情套餐。', '免费基本报价及港股、美股、A股实时Level 2行情套餐。')),
  meta('download', t('Download the app', '下載App', '下载App'), t('Download the Harbourfront Securities app for iOS and Android.', '下載港灣證券iOS及Android App。', '下载港湾证券iOS及Android App。')),
  meta('download-tip', t('Open in browser', '於瀏覽器開啟', '在浏览器打开'), t('How to download the app when the page is opened inside another app.', '在其他應用程式內開啟頁面時如何下載App。', '在其他应用内打开页面时如何下载App。')),
  meta('help-centre', t('Help centre', '幫助中心', '帮助中心'), t('Answers about opening an account, deposits, trading, fees and account security.', '有關開戶、存款、交易、收費及帳戶安全的解答。', '有关开户、存款、交易、收费及账户安全的解答。')),
  meta('help-centre-faq', t('Frequently asked questions', '常見問題', '常见问题'), t('The questions our clients ask most often, answered.', '客戶最常問的問題及解答。', '客户最常问的问题及解答。')),
  meta('help-centre-download-form', t('Download forms', '表格下載', '表格下载'), t('Account opening forms, tax forms, transfer forms and more.', '開戶表格、稅務表格、轉倉表格等。', '开户表格、税务表格、转仓表格等。')),
  meta('sta-regform', t('Register', '註冊', '注册'), t('Register with your mobile number in under a minute.', '以手機號碼註冊，一分鐘完成。', '以手机号码注册，一分钟完成。')),
  meta('newreg-thankyou', t('Registration complete', '註冊成功', '注册成功'), t('Your registration is complete. Download the app to continue.', '註冊已完成，請下載App繼續。', '注册已完成，请下载App继续。')),
  meta('about-us-contact-us', t('Contact us', '聯絡我們', '联系我们'), t('Hotline, e-mail, offices and branches of Harbourfront Securities.', '港灣證券熱線、電郵、辦事處及分行。', '港湾证券热线、邮箱、办事处及分行。')),
  meta('about-us-company-profile', t('Company profile', '公司簡介', '公司简介'), t('An SFC-licensed Hong Kong broker since 2012, with Type 1, 4, 6 and 9 licences.', '自2012年起獲證監會發牌的香港券商，持有第1、4、6及9類牌照。', '自2012年起获证监会发牌的香港券商，持有第1、4、6及9类牌照。')),
  meta('about-us-important-notice', t('Important notice', '重要通知', '重要通知'), t('Fraud warnings, regulatory notices and risk disclosure.', '防騙提示、監管通知及風險披露。', '防骗提示、监管通知及风险披露。')),
  meta('about-us-media-centre', t('Media centre', '媒體中心', '媒体中心'), t('Press releases and announcements from Harbourfront Securities.', '港灣證券新聞稿及公告。', '港湾证券新闻稿及公告。')),
  meta('institution', t('Institutional services', '機構服務', '机构服务'), t('Execution, custody, corporate finance and share plan services for institutions.', '為機構提供交易執行、託管、企業融資及股份計劃服務。', '为机构提供交易执行、托管、企业融资及股份计划服务。')),
  meta('products-ai-investment', t('AI investment assistant', 'AI投資助手', 'AI投资助手'), t('Plain-language summaries of stocks and announcements, with sources.', '以淺白文字總結個股及公告，並附資料來源。', '以浅白文字总结个股及公告，并附资料来源。')),
  meta('open-api', t('Open API', '開放API', '开放API'), t('Quote and trading APIs for individual investors, companies and developers.', '為個人投資者、企業及開發者而設的行情及交易API。', '为个人投资者、企业及开发者而设的行情及交易API。')),
  meta('apply-api', t('Apply for Open API', '申請開放API', '申请开放API'), t('Apply for access to the Harbourfront Open API.', '申請使用港灣證券開放API。', '申请使用港湾证券开放API。')),
  meta('promotion-and-activities', t('Promotions', '優惠活動', '优惠活动'), t('Welcome offers, referral rewards and fund promotions. Terms apply.', '開戶優惠、推薦獎賞及基金優惠，受條款約束。', '开户优惠、推荐奖赏及基金优惠，受条款约束。')),
  // The promotion tabs (promotion-and-activities/{tabKey}) are pages of their own.
  meta('promotion-and-activities-all', t('All promotions', '所有優惠活動', '所有优惠活动'), t('Every current promotion: welcome offers, referral rewards, fund and other promotions. Terms apply.', '所有進行中的優惠：開戶、推薦、基金及其他優惠，受條款約束。', '所有进行中的优惠：开户、推荐、基金及其他优惠，受条款约束。')),
  meta('promotion-and-activities-welcome-offer', t('Welcome offers', '開戶優惠', '开户优惠'), t('Offers for new clients who open an account. Terms apply.', '新客戶開戶優惠，受條款約束。', '新客户开户优惠，受条款约束。')),
  meta('promotion-and-activities-referral-offer', t('Referral offers', '推薦優惠', '推荐优惠'), t('Rewards for you and the friends you refer. Terms apply.', '推薦朋友開戶，你與朋友均可獲獎賞，受條款約束。', '推荐朋友开户，你与朋友均可获奖赏，受条款约束。')),
  meta('promotion-and-activities-funds-promo', t('Fund promotions', '基金優惠', '基金优惠'), t('Lower fees on funds and monthly investment plans. Terms apply.', '基金及月供計劃收費優惠，受條款約束。', '基金及月供计划收费优惠，受条款约束。')),
  meta('promotion-and-activities-other-promo', t('Other promotions', '其他優惠', '其他优惠'), t('Offers on options, IPOs, margin financing and more. Terms apply.', '期權、新股認購、孖展融資等優惠，受條款約束。', '期权、新股认购、融资等优惠，受条款约束。')),
  meta('news-list', t('News', '新聞', '新闻'), t('Market news and company announcements.', '市場新聞及公司公告。', '市场新闻及公司公告。')),
  meta('media-list', t('Media coverage', '媒體報道', '媒体报道'), t('Press releases and media coverage of Harbourfront Securities.', '港灣證券新聞稿及媒體報道。', '港湾证券新闻稿及媒体报道。')),
  meta('news-detail', t('News', '新聞', '新闻'), t('Market news and investment insights.', '市場新聞及投資觀點。', '市场新闻及投资观点。')),
  meta('special-list', t('Special columns', '專欄', '专栏'), t('Short, practical series from our research and education team.', '研究及投資者教育團隊撰寫的實用專欄。', '研究及投资者教育团队撰写的实用专栏。')),
  meta('special-detail', t('Investment courses', '投資學堂', '投资学堂'), t('Lessons from our investment course series.', '投資學堂專欄文章。', '投资学堂专栏文章。')),
  meta('news-stock', t('Stock news', '個股新聞', '个股新闻'), t('News and research notes on individual stocks.', '個股新聞及研究筆記。', '个股新闻及研究笔记。')),
  meta('news-flash-list', t('News flash', '快訊', '快讯'), t('Market notices for Hong Kong, US and A-share investors.', '港股、美股及A股市場快訊。', '港股、美股及A股市场快讯。')),
  meta('privacy', t('Privacy policy', '私隱政策', '隐私政策'), t('How we collect, use and protect your personal data.', '我們如何收集、使用及保障你的個人資料。', '我们如何收集、使用及保障你的个人资料。')),
  meta('disclaimer', t('Disclaimer', '免責聲明', '免责声明'), t('Terms that apply to the information on this website.', '適用於本網站資料的條款。', '适用于本网站资料的条款。')),
  meta('statement', t('Statement', '聲明', '声明'), t('Copyright, trademarks and links to other websites.', '版權、商標及其他網站連結。', '版权、商标及其他网站链接。')),
  meta('book', t('Investor library', '投資書庫', '投资书库'), t('Free e-books for investors at every stage.', '為不同階段投資者而設的免費電子書。', '为不同阶段投资者而设的免费电子书。')),
  meta('events-and-exhibition', t('Events and exhibitions', '活動及展覽', '活动及展览'), t('Seminars, webinars and exhibitions, upcoming and past.', '即將舉行及往期的講座、網上研討會及展覽。', '即将举行及往期的讲座、网上研讨会及展览。')),
  meta('events-and-exhibition-fresh', t('Upcoming events', '即將舉行的活動', '即将举行的活动'), t('Seminars, forums and exhibitions coming up.', '即將舉行的講座、論壇及展覽。', '即将举行的讲座、论坛及展览。')),
  meta('events-and-exhibition-stale', t('Past events', '往期活動', '往期活动'), t('Seminars, forums and exhibitions we have held.', '我們舉辦過的講座、論壇及展覽。', '我们举办过的讲座、论坛及展览。')),
  meta('chair', t('Investor talks', '投資講座', '投资讲座'), t('Talks by our research team and guest speakers.', '研究團隊及特邀講者主講的講座。', '研究团队及特邀讲者主讲的讲座。')),
  meta('blog', t('Blog', '博客', '博客'), t('Market views, product guides and personal finance.', '市場觀點、產品指南及理財規劃。', '市场观点、产品指南及理财规划。')),
  meta('account-guide', t('How to open an account', '開戶指南', '开户指南'), t('Open a securities account online in about 10 minutes.', '約10分鐘於網上開立證券帳戶。', '约10分钟于网上开立证券账户。')),
  meta('sta-login', t('Personal centre', '個人中心', '个人中心'), t('Your profile, API keys and orders.', '你的個人資料、API密鑰及訂單。', '你的个人资料、API密钥及订单。')),
  meta('renew-record', t('Renewal records', '續費紀錄', '续费记录'), t('Your quote and service subscription history.', '你的行情及服務訂閱紀錄。', '你的行情及服务订阅记录。')),
  meta('not-found', t('Page not found', '找不到頁面', '找不到页面'), t('The page you are looking for has moved or no longer exists.', '你要找的頁面已移動或不存在。', '你要找的页面已移动或不存在。')),
  ...PRODUCTS.map((product) =>
    meta(product.slug === 'index' ? 'products-financial-investment' : `products-${product.slug}`, product.title, product.summary),
  ),
  // The product pages' own key ids (`pageIdOf('products/financial-investment/hk-stocks')`), which the root meta asks for.
  ...PRODUCTS.filter((product) => product.slug !== 'index').map((product) =>
    meta(`products-financial-investment-${product.slug}`, product.title, product.summary),
  ),
  // download-tip/{type}: each type is its own key id.
  ...(['hk', 'mainland', 'sg', 'auto'] as const).map((type) =>
    meta(
      `download-tip-${type}`,
      t('Download the app', '下載App', '下载App'),
      t('Download the Harbourfront Securities app for your phone.', '下載港灣證券手機App。', '下载港湾证券手机App。'),
    ),
  ),
];
