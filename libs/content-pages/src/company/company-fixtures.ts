/**
 * Sample content of the company pages for tests and stories, shaped like the content API's answers
 * (test/story data, not UI text; never imported by the pages).
 */
import type { Branch, CompanyProfile, InfoPage, Lang } from '@brokerage/contracts';
import type { ContactDetails, ContactPageProps } from './contact-page';

type Localised = Record<Lang, string>;
const t = (en: string, zhHk: string, zhCn: string): Localised => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

const mapPicture = (hue: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="hsl(${hue},30%,92%)"/><path d="M0 60h320M0 125h320M70 0v180M190 0v180" stroke="#fff" stroke-width="10"/><circle cx="160" cy="80" r="10" fill="#f26f21"/></svg>`,
  )}`;

const PRIVACY = {
  title: t('Privacy policy', '私隱政策', '隐私政策'),
  summary: t('How we collect, use and protect your personal data.', '我們如何收集、使用及保障你的個人資料。', '我们如何收集、使用及保障你的个人资料。'),
  sections: [
    [t('Data we collect', '我們收集的資料', '我们收集的资料'), t('<p>Your name, identity document and contact details.</p>', '<p>你的姓名、身份證明文件及聯絡資料。</p>', '<p>你的姓名、身份证明文件及联系资料。</p>')],
    [t('How we use it', '我們如何使用', '我们如何使用'), t('<p>To provide our services and meet our obligations.</p>', '<p>用於提供服務及履行法律責任。</p>', '<p>用于提供服务及履行法律责任。</p>')],
    [t('Cookies', 'Cookies', 'Cookies'), t('<ul><li>Essential cookies</li><li>Analytics cookies, if you agree</li></ul>', '<ul><li>必要Cookies</li><li>經你同意的分析Cookies</li></ul>', '<ul><li>必要Cookies</li><li>经你同意的分析Cookies</li></ul>')],
    [t('Access and correction', '查閱及更正', '查阅及更正'), t('<p>Write to <a href="mailto:dpo@harbourfrontsec.com">dpo@harbourfrontsec.com</a>.</p>', '<p>請電郵 <a href="mailto:dpo@harbourfrontsec.com">dpo@harbourfrontsec.com</a>。</p>', '<p>请发邮件至 <a href="mailto:dpo@harbourfrontsec.com">dpo@harbourfrontsec.com</a>。</p>')],
  ] as const,
};

/** A long information page (four sections: gets a table of contents). */
export const fixturePrivacyPage = (lang: Lang): InfoPage => ({
  slug: 'privacy',
  title: PRIVACY.title[lang],
  summary: PRIVACY.summary[lang],
  sections: PRIVACY.sections.map(([heading, html]) => ({ heading: heading[lang], html: html[lang] })),
  updatedAt: '2026-01-15',
});

/** A short information page (two sections: no table of contents). */
export const fixtureStatementPage = (lang: Lang): InfoPage => ({
  slug: 'statement',
  title: t('Statement', '聲明', '声明')[lang],
  summary: '',
  sections: PRIVACY.sections.slice(0, 2).map(([heading, html]) => ({ heading: heading[lang], html: html[lang] })),
  updatedAt: '2025-09-01',
});

export const fixtureContactPage = (lang: Lang): InfoPage => ({
  slug: 'contact-us',
  title: t('Contact us', '聯絡我們', '联系我们')[lang],
  summary: t('Reach us by phone, e-mail or at one of our branches.', '透過電話、電郵或親臨分行聯絡我們。', '通过电话、邮件或亲临分行联系我们。')[lang],
  sections: [{ heading: t('Complaints', '投訴', '投诉')[lang], html: t('<p>E-mail complaints@harbourfrontsec.com.</p>', '<p>請電郵 complaints@harbourfrontsec.com。</p>', '<p>请发邮件至 complaints@harbourfrontsec.com。</p>')[lang] }],
  updatedAt: '2026-03-05',
});

export const fixtureContactDetails = (lang: Lang): ContactDetails => ({
  hotline: { label: t('Customer service hotline', '客戶服務熱線', '客户服务热线')[lang], display: '(852) 3958 6200', tel: '+85239586200', hours: '' },
  tradingHours: {
    title: t('Service hours', '服務時間', '服务时间')[lang],
    lines: [t('Trading days: 24 hours', '交易日：24小時', '交易日：24小时')[lang], t('Non-trading days: 9:00-18:00', '非交易日：9:00-18:00', '非交易日：9:00-18:00')[lang]],
  },
  emails: [
    { label: t('Customer service', '客戶服務', '客户服务')[lang], address: 'cs@harbourfrontsec.com' },
    { label: t('Media enquiries', '傳媒查詢', '媒体查询')[lang], address: 'media@harbourfrontsec.com' },
  ],
  headquarters: [
    { name: t('Hong Kong Headquarters', '香港總部', '香港总部')[lang], address: t('32/F, Harbourfront Centre, 88 Connaught Road Central', '中環干諾道中88號港灣中心32樓', '中环干诺道中88号港湾中心32楼')[lang] },
    { name: t('Shenzhen Client Service Centre', '深圳客戶服務中心', '深圳客户服务中心')[lang], address: t('Room 2806, Qianhai Harbour Tower, Shenzhen', '深圳前海港灣大廈2806室', '深圳前海港湾大厦2806室')[lang] },
  ],
});

const BRANCHES = [
  { id: 'a', name: t('Lok Ma Chau Branch', '落馬洲分行', '落马洲分行'), address: t('Shop 6, G/F, Lok Ma Chau Transport Interchange', '落馬洲交通交匯處地下6號舖', '落马洲交通交汇处地下6号铺'), phone: '(852) 3958 6211' },
  { id: 'b', name: t('West Kowloon Branch', '西九龍分行', '西九龙分行'), address: t('Shop B1-12, West Kowloon Station', '西九龍站B1-12號舖', '西九龙站B1-12号铺'), phone: '(852) 3958 6222' },
  { id: 'c', name: t('Tsim Sha Tsui Branch', '尖沙咀分行', '尖沙咀分行'), address: t('Shop 215, Ocean Centre, Harbour City', '海港城海洋中心215號舖', '海港城海洋中心215号铺'), phone: '(852) 3958 6233' },
  { id: 'd', name: t('Causeway Bay Branch', '銅鑼灣分行', '铜锣湾分行'), address: t('Shop 1106, Times Square', '時代廣場1106號舖', '时代广场1106号铺'), phone: '(852) 3958 6244' },
  { id: 'e', name: t('Tsuen Wan Branch', '荃灣分行', '荃湾分行'), address: t('Shop 318, Citywalk', '荃新天地318號舖', '荃新天地318号铺'), phone: '(852) 3958 6255' },
];

/** The five branches; map links go to Google Maps on the HK site and Amap on the mainland site. */
export const fixtureBranches = (lang: Lang, mapService: 'google' | 'amap' = 'google'): Branch[] =>
  BRANCHES.map((branch, index) => ({
    id: branch.id,
    name: branch.name[lang],
    address: branch.address[lang],
    phone: branch.phone,
    hoursWeekdays: t('Mon-Sat: 9:00-18:00', '星期一至六：9:00-18:00', '星期一至六：9:00-18:00')[lang],
    hoursHolidays: t('Sun & public holidays: 10:00-18:00', '星期日及公眾假期：10:00-18:00', '星期日及公众假期：10:00-18:00')[lang],
    mapLink: mapService === 'amap' ? `https://uri.amap.com/marker?position=114.07,22.51&name=${branch.id}` : `https://www.google.com/maps/search/?api=1&query=22.51,114.0${index}`,
    mapImage: mapPicture(200 + index * 30),
  }));

export const fixtureContactData = (lang: Lang, mapService: 'google' | 'amap' = 'google'): ContactPageProps => ({
  page: fixtureContactPage(lang),
  contact: fixtureContactDetails(lang),
  branches: fixtureBranches(lang, mapService),
});

const MILESTONES = [
  ['2012', t('Founded in Hong Kong', '於香港成立', '于香港成立'), t('Licensed by the SFC and opened our first branch in Central.', '獲證監會發牌，並於中環開設首間分行。', '获证监会发牌，并于中环开设首家分行。')],
  ['2014', t('Trading across the border', '跨境交易', '跨境交易'), t('Became a China Connect Exchange Participant.', '成為中華通交易所參與者。', '成为中华通交易所参与者。')],
  ['2025', t('An Open API', '開放API', '开放API'), t('Professional investors got our Open API.', '為專業投資者推出開放API。', '为专业投资者推出开放API。')],
  ['2026', t('Five branches', '五間分行', '五家分行'), t('The Tsuen Wan branch completed our branch network.', '荃灣分行開業，分行網絡落成。', '荃湾分行开业，分行网络落成。')],
] as const;

const MEMBERSHIPS = [
  [t('Exchange Participant', '交易所參與者', '交易所参与者'), t('The Stock Exchange of Hong Kong Limited', '香港聯合交易所有限公司', '香港联合交易所有限公司')],
  [t('Clearing Participant', '結算參與者', '结算参与者'), t('Hong Kong Securities Clearing Company Limited', '香港中央結算有限公司', '香港中央结算有限公司')],
] as const;

export const fixtureCompanyProfileData = (lang: Lang): CompanyProfile => ({
  milestones: MILESTONES.map(([year, title, text]) => ({ year, title: title[lang], text: text[lang] })),
  memberships: MEMBERSHIPS.map(([name, text]) => ({ name: name[lang], text: text[lang] })),
});

/** The company profile: two sections of text, and its milestones and memberships (`withProfile` false: content written before them). */
export const fixtureCompanyProfilePage = (lang: Lang, withProfile = true): InfoPage => ({
  slug: 'company-profile',
  title: t('Company profile', '公司簡介', '公司简介')[lang],
  summary: t('A Hong Kong securities broker licensed by the SFC since 2012.', '自2012年起獲證監會發牌的香港證券商。', '自2012年起获证监会发牌的香港证券商。')[lang],
  sections: [
    { heading: t('Who we are', '關於我們', '关于我们')[lang], html: t('<p>Founded in Hong Kong in 2012.</p>', '<p>2012年於香港成立。</p>', '<p>2012年于香港成立。</p>')[lang] },
    { heading: t('How we protect client assets', '客戶資產保障', '客户资产保障')[lang], html: t('<p>Client money is kept in segregated trust accounts.</p>', '<p>客戶款項存放於獨立信託帳戶。</p>', '<p>客户款项存放于独立信托账户。</p>')[lang] },
  ],
  updatedAt: '2026-07-01',
  ...(withProfile ? { profile: fixtureCompanyProfileData(lang) } : {}),
});
