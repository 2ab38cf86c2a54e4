import type { BaseConfig } from '@brokerage/contracts';
import { BRAND, LICENCES } from './brand';
import { byDistrict, t, type Authored } from './localise';

const link = (label: ReturnType<typeof t>, href: string) => ({ label, href });

/** Page `base`: what the header and footer of every page show. Branches are added from BRANCHES. */
export const BASE_CONFIG: Authored<Omit<BaseConfig, 'branches'>> = {
  brandName: BRAND.name,
  logoText: byDistrict({
    hk: t(`SFC licensed · CE No. ${BRAND.ceNumber}`, `證監會持牌法團 · 中央編號 ${BRAND.ceNumber}`, `证监会持牌法团 · 中央编号 ${BRAND.ceNumber}`),
    mainland: t('Hong Kong and US markets in one app', '一個App投資港美市場', '一个App投资港美市场'),
  }),
  hotline: {
    label: t('Customer service hotline', '客戶服務熱線', '客户服务热线'),
    display: byDistrict({ hk: BRAND.hotline.hk.display, mainland: BRAND.hotline.mainland.display }),
    tel: byDistrict({ hk: BRAND.hotline.hk.tel, mainland: BRAND.hotline.mainland.tel }),
    hours: t(
      'Trading days: 24 hours · Non-trading days: 9:00-18:00',
      '交易日：24小時 · 非交易日：9:00-18:00',
      '交易日：24小时 · 非交易日：9:00-18:00',
    ),
  },
  emails: [
    { label: t('Customer service', '客戶服務', '客户服务'), address: BRAND.emails.service },
    { label: t('Business cooperation', '商務合作', '商务合作'), address: BRAND.emails.business },
    { label: t('Media enquiries', '傳媒查詢', '媒体查询'), address: BRAND.emails.media },
  ],
  headquarters: [BRAND.headquarters.hongKong, BRAND.headquarters.shenzhen],
  tradingHours: {
    title: t('Service hours', '服務時間', '服务时间'),
    lines: [t('Trading days: 24 hours', '交易日：24小時', '交易日：24小时'), t('Non-trading days: 9:00-18:00', '非交易日：9:00-18:00', '非交易日：9:00-18:00')],
  },
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/harbourfrontsec' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/harbourfrontsec' },
    { network: 'telegram', label: 'Telegram', url: 'https://t.me/harbourfrontsec' },
    { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@harbourfrontsec' },
    { network: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/85239586200' },
    { network: 'x', label: 'X', url: 'https://x.com/harbourfrontsec' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@harbourfrontsec' },
  ],
  appDownload: {
    title: t('Download the Harbourfront app', '下載港灣證券App', '下载港湾证券App'),
    text: t(
      'Trade Hong Kong, US and A-shares, subscribe to IPOs and track your portfolio on the go.',
      '隨時隨地買賣港股、美股及A股，認購新股，掌握持倉動態。',
      '随时随地买卖港股、美股及A股，认购新股，掌握持仓动态。',
    ),
    ios: byDistrict({
      hk: 'https://apps.apple.com/hk/app/harbourfront-securities/id6443021876',
      mainland: 'https://apps.apple.com/cn/app/harbourfront-securities/id6443021876',
    }),
    android: 'https://play.google.com/store/apps/details?id=com.harbourfrontsec.trade',
    apk: 'https://download.harbourfrontsec.com/android/harbourfront-securities.apk',
    qrCode: '/images/download/app-qr.svg',
  },
  footerLinks: {
    service: {
      title: t('Services', '服務', '服务'),
      links: [
        link(t('Fees', '收費', '收费'), '/charges'),
        link(t('Quote services', '行情服務', '行情服务'), '/market'),
        link(t('Account opening guide', '開戶指南', '开户指南'), '/account-guide'),
        link(t('Help centre', '幫助中心', '帮助中心'), '/help-centre/faq'),
        link(t('Download forms', '表格下載', '表格下载'), '/help-centre/download-form'),
        link(t('Open API', '開放API', '开放API'), '/open-api'),
        link(t('AI investment assistant', 'AI投資助手', 'AI投资助手'), '/products/ai-investment'),
        link(t('Talks', '投資講座', '投资讲座'), '/chair'),
        link(t('News flash', '快訊', '快讯'), '/news-flash-list'),
        link(t('Blog', '博客', '博客'), '/blog'),
        link(t('Investor library', '投資書庫', '投资书库'), '/book'),
      ],
    },
    about: {
      title: t('About us', '關於我們', '关于我们'),
      links: [
        link(t('Company profile', '公司簡介', '公司简介'), '/about-us/company-profile'),
        link(t('News', '新聞', '新闻'), '/news-list'),
        link(t('Media centre', '媒體中心', '媒体中心'), '/about-us/media-centre'),
        link(t('Institutional services', '機構服務', '机构服务'), '/institution'),
        link(t('Contact us', '聯絡我們', '联系我们'), '/about-us/contact-us'),
        link(t('Important notice', '重要通知', '重要通知'), '/about-us/important-notice'),
      ],
    },
    agreement: {
      title: t('Legal', '法律條款', '法律条款'),
      links: [
        link(t('Privacy policy', '私隱政策', '隐私政策'), '/privacy'),
        link(t('Disclaimer', '免責聲明', '免责声明'), '/disclaimer'),
        link(t('Statement', '聲明', '声明'), '/statement'),
      ],
    },
  },
  openApiReviewTime: t('We review applications within three working days.', '我們會於三個工作天內審批申請。', '我们会于三个工作日内审批申请。'),
  businessCollaboration: {
    title: t('Business collaboration', '商務合作', '商务合作'),
    text: t(
      'Listed companies, asset managers, family offices and media partners: tell us what you have in mind and our business development team will reply within two working days.',
      '上市公司、資產管理機構、家族辦公室及媒體夥伴：歡迎與我們聯絡，業務拓展團隊將於兩個工作天內回覆。',
      '上市公司、资产管理机构、家族办公室及媒体伙伴：欢迎与我们联系，业务拓展团队将于两个工作日内回复。',
    ),
    email: BRAND.emails.business,
    buttonLabel: t('Contact business development', '聯絡業務拓展團隊', '联系业务拓展团队'),
  },
  licenceNotice: byDistrict({
    hk: {
      title: t('Licences and risk disclosure', '牌照及風險披露', '牌照及风险披露'),
      ceNumber: BRAND.ceNumber,
      licences: LICENCES,
      text: t(
        `Harbourfront Securities Limited is a licensed corporation under the Securities and Futures Ordinance (CE No. ${BRAND.ceNumber}) for Type 1, Type 4, Type 6 and Type 9 regulated activities, an Exchange Participant of The Stock Exchange of Hong Kong Limited and a Participant of the Hong Kong Securities Clearing Company Limited.`,
        `港灣證券有限公司為根據《證券及期貨條例》獲發牌進行第1類、第4類、第6類及第9類受規管活動的持牌法團（中央編號：${BRAND.ceNumber}），並為香港聯合交易所有限公司交易所參與者及香港中央結算有限公司參與者。`,
        `港湾证券有限公司为根据《证券及期货条例》获发牌进行第1类、第4类、第6类及第9类受规管活动的持牌法团（中央编号：${BRAND.ceNumber}），并为香港联合交易所有限公司交易所参与者及香港中央结算有限公司参与者。`,
      ),
      riskNotice: t(
        'Investment involves risks. The prices of securities fluctuate, sometimes dramatically, and may become valueless; losses may be incurred as well as profits. Past performance is not indicative of future performance. Before investing, consider your investment objectives, experience and risk tolerance, read the relevant offering documents and seek independent advice if needed. The content of this website has not been reviewed by the Securities and Futures Commission.',
        '投資涉及風險。證券價格有時可能會非常波動，甚至可能變得毫無價值；買賣證券未必一定能夠賺取利潤，反而可能會招致損失。過往表現並不代表將來表現。投資前請考慮自身的投資目標、經驗及風險承受能力，細閱相關銷售文件，如有需要應尋求獨立意見。本網站內容未經證券及期貨事務監察委員會審閱。',
        '投资涉及风险。证券价格有时可能会非常波动，甚至可能变得毫无价值；买卖证券未必一定能够赚取利润，反而可能会招致损失。过往表现并不代表将来表现。投资前请考虑自身的投资目标、经验及风险承受能力，细阅相关销售文件，如有需要应寻求独立意见。本网站内容未经证券及期货事务监察委员会审阅。',
      ),
    },
    mainland: null,
  }),
  trust: {
    figures: [
      { value: BRAND.facts.fundedAccounts, label: t(`Funded accounts (${BRAND.facts.factsDate.en})`, `入金帳戶（${BRAND.facts.factsDate['zh-hk']}）`, `入金账户（${BRAND.facts.factsDate['zh-cn']}）`) },
      { value: BRAND.facts.clientAssets, label: t(`Client assets (${BRAND.facts.factsDate.en})`, `客戶資產（${BRAND.facts.factsDate['zh-hk']}）`, `客户资产（${BRAND.facts.factsDate['zh-cn']}）`) },
      { value: t(`Since ${BRAND.facts.licensedSince}`, `${BRAND.facts.licensedSince}年起`, `${BRAND.facts.licensedSince}年起`), label: t('Licensed by the SFC', '獲證監會發牌', '获证监会发牌') },
      { value: BRAND.facts.award, label: BRAND.facts.awardBy },
    ],
    licence: byDistrict({
      hk: {
        label: t(`SFC licensed corporation, CE No. ${BRAND.ceNumber}: check us on the SFC public register`, `證監會持牌法團（中央編號 ${BRAND.ceNumber}）：可於證監會公眾紀錄冊查核`, `证监会持牌法团（中央编号 ${BRAND.ceNumber}）：可于证监会公众纪录册查核`),
        registerUrl: BRAND.sfcRegisterUrl,
      },
      mainland: null,
    }),
    protections: [
      {
        title: t('Investor Compensation Fund', '投資者賠償基金', '投资者赔偿基金'),
        text: t(
          `If a licensed broker defaults, eligible clients are compensated up to ${BRAND.facts.compensationLimit.en} each.`,
          `如持牌券商違責，合資格客戶每人可獲最高${BRAND.facts.compensationLimit['zh-hk']}賠償。`,
          `如持牌券商违责，合资格客户每人可获最高${BRAND.facts.compensationLimit['zh-cn']}赔偿。`,
        ),
      },
      {
        title: t('Segregated client assets', '客戶資產獨立存放', '客户资产独立存放'),
        text: t(
          'Client money sits in trust accounts at licensed banks and client securities with HKSCC and custodian banks, apart from our own assets.',
          '客戶款項存放於持牌銀行的信託帳戶，客戶證券存放於香港結算及託管銀行，與本公司資產分開。',
          '客户款项存放于持牌银行的信托账户，客户证券存放于香港结算及托管银行，与本公司资产分开。',
        ),
      },
    ],
  },
  copyright: t(
    '© 2026 Harbourfront Securities Limited. All rights reserved.',
    '© 2026 港灣證券有限公司 版權所有',
    '© 2026 港湾证券有限公司 版权所有',
  ),
};
