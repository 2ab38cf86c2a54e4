import type { InfoPage, InfoPageSlug } from '@brokerage/contracts';
import { BRAND } from './brand';
import { byDistrict, t, type Authored, type AuthoredFields, type L, type SeedLang } from './localise';

type InfoPageSeed = AuthoredFields<Omit<InfoPage, 'slug'>> & { slug: InfoPageSlug };

const section = (heading: L, html: Authored<string>) => ({ heading, html });
const p = (en: string, zhHk: string, zhCn: string): L => t(`<p>${en}</p>`, `<p>${zhHk}</p>`, `<p>${zhCn}</p>`);
const ul = (items: L[]): L => {
  const wrap = (lang: SeedLang) => `<ul>${items.map((item) => `<li>${item[lang]}</li>`).join('')}</ul>`;
  return t(wrap('en'), wrap('zh-hk'), wrap('zh-cn'));
};
const join = (...parts: L[]): L => t(parts.map((part) => part.en).join(''), parts.map((part) => part['zh-hk']).join(''), parts.map((part) => part['zh-cn']).join(''));

const milestone = (year: string, title: L, text: L) => ({ year, title, text });
const membership = (name: L, text: L) => ({ name, text });

const hotlineParagraph = (display: string) =>
  p(
    `Customer service hotline: ${display} (trading days 24 hours; non-trading days 9:00-18:00). E-mail: ${BRAND.emails.service}.`,
    `客戶服務熱線：${display}（交易日24小時；非交易日9:00-18:00）。電郵：${BRAND.emails.service}。`,
    `客户服务热线：${display}（交易日24小时；非交易日9:00-18:00）。邮箱：${BRAND.emails.service}。`,
  );

export const INFO_PAGES: InfoPageSeed[] = [
  {
    slug: 'company-profile',
    title: t('Company profile', '公司簡介', '公司简介'),
    summary: t(
      'A Hong Kong securities broker licensed by the SFC since 2012, serving retail and institutional investors in three markets.',
      '自2012年起獲證監會發牌的香港證券商，為零售及機構投資者提供三大市場服務。',
      '自2012年起获证监会发牌的香港证券商，为零售及机构投资者提供三大市场服务。',
    ),
    updatedAt: '2026-07-01',
    sections: [
      section(
        t('Who we are', '關於我們', '关于我们'),
        join(
          p(
            `${BRAND.legalName.en} was founded in Hong Kong in 2012. We provide trading in Hong Kong, US and mainland China securities, IPO subscription, margin financing, funds and bonds through our app, website and five branches.`,
            `${BRAND.legalName['zh-hk']}於2012年在香港成立，透過App、網站及五間分行提供港股、美股及中國內地證券交易、新股認購、孖展融資、基金及債券服務。`,
            `${BRAND.legalName['zh-cn']}于2012年在香港成立，透过App、网站及五间分行提供港股、美股及中国内地证券交易、新股认购、融资融券、基金及债券服务。`,
          ),
          p(
            `At the ${BRAND.facts.factsDate.en} we served ${BRAND.facts.fundedAccounts.en} funded accounts with client assets of ${BRAND.facts.clientAssets.en}.`,
            `截至${BRAND.facts.factsDate['zh-hk']}，我們服務${BRAND.facts.fundedAccounts['zh-hk']}個入金帳戶，客戶資產達${BRAND.facts.clientAssets['zh-hk']}。`,
            `截至${BRAND.facts.factsDate['zh-cn']}，我们服务${BRAND.facts.fundedAccounts['zh-cn']}个入金账户，客户资产达${BRAND.facts.clientAssets['zh-cn']}。`,
          ),
        ),
      ),
      section(
        t('How we protect client assets', '客戶資產保障', '客户资产保障'),
        p(
          'Client money is kept in segregated trust accounts with licensed banks in Hong Kong, and client securities are held with HKSCC and custodian banks, separate from our own assets. Eligible clients are covered by the Investor Compensation Fund up to HK$500,000 per person in case of default.',
          '客戶款項存放於香港持牌銀行的獨立信託帳戶，客戶證券則存放於香港結算及託管銀行，與本公司資產分開。如發生違責事件，合資格客戶可獲投資者賠償基金保障，每人上限港幣500,000元。',
          '客户款项存放于香港持牌银行的独立信托账户，客户证券则存放于香港结算及托管银行，与本公司资产分开。如发生违责事件，合资格客户可获投资者赔偿基金保障，每人上限港币500,000元。',
        ),
      ),
    ],
    // The licences, figures and offices beside these come from the base config (one source for the whole site).
    profile: {
      milestones: [
        milestone('2012', t('Founded in Hong Kong', '於香港成立', '于香港成立'), t('Licensed by the SFC and opened our first branch in Central.', '獲證監會發牌，並於中環開設首間分行。', '获证监会发牌，并于中环开设首家分行。')),
        milestone(
          '2014',
          t('Trading across the border', '跨境交易', '跨境交易'),
          t('Became a China Connect Exchange Participant as Shanghai-Hong Kong Stock Connect opened.', '滬港通開通，成為中華通交易所參與者。', '沪港通开通，成为中华通交易所参与者。'),
        ),
        milestone('2018', t('US stocks in the app', 'App 買賣美股', 'App 买卖美股'), t('Our trading app added US stocks and ETFs to Hong Kong and A-shares.', '交易 App 在港股及A股以外加入美股及ETF。', '交易 App 在港股及A股以外加入美股及ETF。')),
        milestone('2021', t('Shenzhen client service centre', '深圳客戶服務中心', '深圳客户服务中心'), t('Opened in Qianhai to serve clients in the Greater Bay Area.', '於前海開業，服務大灣區客戶。', '于前海开业，服务大湾区客户。')),
        milestone(
          '2025',
          t('HK$20 billion and an Open API', '客戶資產200億港元及開放API', '客户资产200亿港元及开放API'),
          t('Client assets passed HK$20 billion, and professional investors got our Open API.', '客戶資產突破200億港元，並為專業投資者推出開放API。', '客户资产突破200亿港元，并为专业投资者推出开放API。'),
        ),
        milestone(
          '2026',
          t('Five branches, 300,000 clients', '五間分行，30萬位客戶', '五家分行，30万位客户'),
          t('The Tsuen Wan branch completed our branch network, and we welcomed our 300,000th client.', '荃灣分行開業，分行網絡落成，並迎來第30萬位客戶。', '荃湾分行开业，分行网络落成，并迎来第30万位客户。'),
        ),
      ],
      memberships: [
        membership(
          t('Exchange Participant', '交易所參與者', '交易所参与者'),
          t('The Stock Exchange of Hong Kong Limited', '香港聯合交易所有限公司', '香港联合交易所有限公司'),
        ),
        membership(t('Clearing Participant', '結算參與者', '结算参与者'), t('Hong Kong Securities Clearing Company Limited', '香港中央結算有限公司', '香港中央结算有限公司')),
        membership(
          t('China Connect Exchange Participant', '中華通交易所參與者', '中华通交易所参与者'),
          t('Northbound trading in Shanghai and Shenzhen A-shares', '經滬深港通買賣上海及深圳A股', '经沪深港通买卖上海及深圳A股'),
        ),
      ],
    },
  },
  {
    slug: 'contact-us',
    title: t('Contact us', '聯絡我們', '联系我们'),
    summary: t('Reach us by phone, e-mail or at one of our branches.', '歡迎致電、電郵或親臨分行與我們聯絡。', '欢迎致电、发送邮件或亲临分行与我们联系。'),
    updatedAt: '2026-03-05',
    sections: [
      section(t('Customer service', '客戶服務', '客户服务'), byDistrict({ hk: hotlineParagraph(BRAND.hotline.hk.display), mainland: hotlineParagraph(BRAND.hotline.mainland.display) })),
      section(
        t('Other enquiries', '其他查詢', '其他查询'),
        ul([
          t(`Business cooperation: ${BRAND.emails.business}`, `商務合作：${BRAND.emails.business}`, `商务合作：${BRAND.emails.business}`),
          t(`Institutional services: ${BRAND.emails.institution}`, `機構服務：${BRAND.emails.institution}`, `机构服务：${BRAND.emails.institution}`),
          t(`Media: ${BRAND.emails.media}`, `傳媒：${BRAND.emails.media}`, `媒体：${BRAND.emails.media}`),
          t(`Open API: ${BRAND.emails.openApi}`, `開放API：${BRAND.emails.openApi}`, `开放API：${BRAND.emails.openApi}`),
          t(`Personal data: ${BRAND.emails.privacy}`, `個人資料：${BRAND.emails.privacy}`, `个人资料：${BRAND.emails.privacy}`),
        ]),
      ),
      section(
        t('Complaints', '投訴', '投诉'),
        p(
          'If you are not satisfied with our service, write to our Compliance Department at the Hong Kong headquarters or e-mail complaints@harbourfrontsec.com. We acknowledge complaints within 7 days and reply in full within 2 months. You may also refer a monetary dispute to the Financial Dispute Resolution Centre.',
          '如你對我們的服務不滿，請致函香港總部合規部或電郵至complaints@harbourfrontsec.com。我們會於7日內確認收到投訴，並於2個月內作出全面回覆。你亦可將金錢糾紛轉介金融糾紛調解中心。',
          '如你对我们的服务不满，请致函香港总部合规部或发送邮件至complaints@harbourfrontsec.com。我们会于7日内确认收到投诉，并于2个月内作出全面回复。你亦可将金钱纠纷转介金融纠纷调解中心。',
        ),
      ),
    ],
  },
  {
    slug: 'important-notice',
    title: t('Important notice', '重要通知', '重要通知'),
    summary: t('Notices to clients about fraud, service changes and regulatory requirements.', '有關防騙、服務變更及監管要求的客戶通知。', '有关防骗、服务变更及监管要求的客户通知。'),
    updatedAt: '2026-11-02',
    sections: [
      section(
        t('Beware of fraudulent websites, apps and chat groups', '提防虛假網站、應用程式及聊天群組', '提防虚假网站、应用及聊天群组'),
        p(
          `We have noticed websites, apps and social media groups falsely using the name "${BRAND.name.en}". Our only website domain is ${BRAND.domain}, and we never ask clients to deposit money into personal accounts or to join investment chat groups. If in doubt, call our hotline and report suspected fraud to the police.`,
          `我們留意到有網站、應用程式及社交媒體群組冒用「${BRAND.name['zh-hk']}」名義。本公司唯一網站域名為${BRAND.domain}，我們絕不會要求客戶將款項存入個人帳戶或加入投資聊天群組。如有懷疑，請致電熱線查詢，並向警方舉報懷疑騙案。`,
          `我们留意到有网站、应用及社交媒体群组冒用“${BRAND.name['zh-cn']}”名义。本公司唯一网站域名为${BRAND.domain}，我们绝不会要求客户将款项存入个人账户或加入投资聊天群组。如有怀疑，请致电热线查询，并向警方举报怀疑骗案。`,
        ),
      ),
      section(
        t('Investor identification regime', '投資者識別制度', '投资者识别制度'),
        p(
          'Under the investor identification regimes for Hong Kong securities and Northbound trading, we assign each client a Broker-to-Client Assigned Number (BCAN) and pass your identity data to HKEX and the SFC. Without your consent you can only sell, not buy, Hong Kong shares.',
          '根據香港證券及北向交易的投資者識別制度，我們會為每位客戶編配券商客戶編碼（BCAN），並將你的身份資料提交予港交所及證監會。如未取得你的同意，你只能賣出而不能買入港股。',
          '根据香港证券及北向交易的投资者识别制度，我们会为每位客户编配券商客户编码（BCAN），并将你的身份资料提交予港交所及证监会。如未取得你的同意，你只能卖出而不能买入港股。',
        ),
      ),
      section(
        t('Risk disclosure', '風險披露', '风险披露'),
        p(
          'The prices of securities fluctuate, sometimes dramatically, and may become valueless. Trading in derivatives, margin financing and foreign securities carries additional risks described in the risk disclosure statements of the client agreement. Read them carefully before trading.',
          '證券價格有時可能會非常波動，甚至變成毫無價值。買賣衍生產品、孖展融資及海外證券涉及額外風險，詳見客戶協議書內的風險披露聲明。交易前請仔細閱讀。',
          '证券价格有时可能会非常波动，甚至变成毫无价值。买卖衍生产品、融资融券及海外证券涉及额外风险，详见客户协议书内的风险披露声明。交易前请仔细阅读。',
        ),
      ),
    ],
  },
  {
    slug: 'privacy',
    title: t('Privacy policy', '私隱政策', '隐私政策'),
    summary: t(
      'How we collect, use and protect your personal data under the Personal Data (Privacy) Ordinance.',
      '我們如何根據《個人資料（私隱）條例》收集、使用及保障你的個人資料。',
      '我们如何根据《个人资料（私隐）条例》收集、使用及保障你的个人资料。',
    ),
    updatedAt: '2026-01-15',
    sections: [
      section(
        t('Data we collect', '我們收集的資料', '我们收集的资料'),
        p(
          'We collect the information you give us when you register or open an account, such as your name, identity document, contact details and financial information, together with records of your transactions and how you use our website and app.',
          '我們收集你在註冊或開戶時提供的資料，例如姓名、身份證明文件、聯絡資料及財務資料，以及你的交易紀錄和使用網站及App的情況。',
          '我们收集你在注册或开户时提供的资料，例如姓名、身份证明文件、联系资料及财务资料，以及你的交易记录和使用网站及App的情况。',
        ),
      ),
      section(
        t('How we use it', '資料用途', '资料用途'),
        p(
          'We use your data to provide our services, meet our legal and regulatory obligations, prevent fraud and, with your consent, send you marketing information. You may withdraw consent to direct marketing at any time free of charge.',
          '我們使用你的資料以提供服務、履行法律及監管責任、防止欺詐，並在取得你同意後向你發送推廣資訊。你可隨時免費撤回直接促銷的同意。',
          '我们使用你的资料以提供服务、履行法律及监管责任、防止欺诈，并在取得你同意后向你发送推广资讯。你可随时免费撤回直接促销的同意。',
        ),
      ),
      section(
        t('Cookies', 'Cookies', 'Cookies'),
        p(
          'Our website uses essential cookies to keep you signed in and, if you agree, analytics cookies to understand how pages are used. You can block cookies in your browser, but some functions may then not work.',
          '本網站使用必要的Cookies以維持登入狀態，並在你同意下使用分析Cookies了解網頁使用情況。你可於瀏覽器封鎖Cookies，但部分功能或因此無法使用。',
          '本网站使用必要的Cookies以保持登录状态，并在你同意下使用分析Cookies了解网页使用情况。你可于浏览器屏蔽Cookies，但部分功能或因此无法使用。',
        ),
      ),
      section(
        t('Access and correction', '查閱及更正', '查阅及更正'),
        p(
          `You have the right to request access to and correction of your personal data. Write to our Data Protection Officer at ${BRAND.emails.privacy}. We may charge a reasonable fee for a data access request.`,
          `你有權要求查閱及更正你的個人資料，請致函資料保障主任：${BRAND.emails.privacy}。我們或會就查閱資料要求收取合理費用。`,
          `你有权要求查阅及更正你的个人资料，请致函资料保障主任：${BRAND.emails.privacy}。我们或会就查阅资料要求收取合理费用。`,
        ),
      ),
    ],
  },
  {
    slug: 'disclaimer',
    title: t('Disclaimer', '免責聲明', '免责声明'),
    summary: t('Terms that apply to the information on this website.', '適用於本網站資料的條款。', '适用于本网站资料的条款。'),
    updatedAt: '2025-09-01',
    sections: [
      section(
        t('Information only', '僅供參考', '仅供参考'),
        p(
          'The information on this website is for general information only and does not constitute an offer, solicitation or recommendation to buy or sell any investment product. It does not take into account your investment objectives, financial situation or particular needs.',
          '本網站資料僅供一般參考，並不構成買賣任何投資產品的要約、招攬或建議，亦未有考慮你的投資目標、財務狀況或特定需要。',
          '本网站资料仅供一般参考，并不构成买卖任何投资产品的要约、招揽或建议，亦未有考虑你的投资目标、财务状况或特定需要。',
        ),
      ),
      section(
        t('Accuracy', '準確性', '准确性'),
        p(
          'Market data and third-party content are provided by sources believed to be reliable, but we do not guarantee their accuracy, completeness or timeliness and accept no liability for any loss arising from their use.',
          '市場數據及第三方內容來自相信可靠的來源，惟我們不保證其準確、完整或及時，亦不就使用該等資料所引致的任何損失承擔責任。',
          '市场数据及第三方内容来自相信可靠的来源，惟我们不保证其准确、完整或及时，亦不就使用该等资料所引致的任何损失承担责任。',
        ),
      ),
      section(
        t('Jurisdiction', '司法管轄區', '司法管辖区'),
        byDistrict({
          hk: p(
            'This website is intended for persons in Hong Kong. It is not directed at any person in a jurisdiction where its publication or use would be unlawful.',
            '本網站以香港人士為對象，並非針對任何發布或使用本網站即屬違法的司法管轄區人士。',
            '本网站以香港人士为对象，并非针对任何发布或使用本网站即属违法的司法管辖区人士。',
          ),
          mainland: p(
            'Nothing on this website is an offer of securities or securities services in mainland China. Products and services described here are provided in Hong Kong by a Hong Kong licensed corporation.',
            '本網站任何內容均不構成在中國內地提供證券或證券服務的要約。本網站所述產品及服務由香港持牌法團於香港提供。',
            '本网站任何内容均不构成在中国内地提供证券或证券服务的要约。本网站所述产品及服务由香港持牌法团于香港提供。',
          ),
        }),
      ),
    ],
  },
  {
    slug: 'statement',
    title: t('Statement', '聲明', '声明'),
    summary: t('Copyright, trademarks and links to other websites.', '版權、商標及其他網站連結。', '版权、商标及其他网站链接。'),
    updatedAt: '2025-09-01',
    sections: [
      section(
        t('Copyright', '版權', '版权'),
        p(
          `All content on this website is the copyright of ${BRAND.legalName.en} unless stated otherwise. It may not be reproduced or distributed without our written permission.`,
          `除另有註明外，本網站所有內容的版權均屬${BRAND.legalName['zh-hk']}所有，未經書面許可不得複製或分發。`,
          `除另有注明外，本网站所有内容的版权均属${BRAND.legalName['zh-cn']}所有，未经书面许可不得复制或分发。`,
        ),
      ),
      section(
        t('Trademarks', '商標', '商标'),
        p(
          `"${BRAND.name.en}" and the Harbourfront logo are trademarks of ${BRAND.legalName.en}. Other names and logos belong to their respective owners.`,
          `「${BRAND.name['zh-hk']}」及港灣標誌為${BRAND.legalName['zh-hk']}的商標，其他名稱及標誌屬其各自擁有人所有。`,
          `“${BRAND.name['zh-cn']}”及港湾标志为${BRAND.legalName['zh-cn']}的商标，其他名称及标志属其各自拥有人所有。`,
        ),
      ),
      section(
        t('Links to other websites', '其他網站連結', '其他网站链接'),
        p(
          'Links to third-party websites are provided for convenience. We are not responsible for their content or privacy practices.',
          '第三方網站連結僅為方便而提供，我們對其內容或私隱措施概不負責。',
          '第三方网站链接仅为方便而提供，我们对其内容或隐私措施概不负责。',
        ),
      ),
    ],
  },
];
