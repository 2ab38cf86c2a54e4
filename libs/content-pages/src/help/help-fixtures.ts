/**
 * Sample content of the help pages for tests and stories, shaped like the content API's answers
 * (test/story data, not UI text; never imported by the pages).
 */
import type { DownloadForm, HelpCatalog, HelpQuestion, HelpQuestionSummary, Lang } from '@brokerage/contracts';
import type { DownloadFormGroup } from './download-form-page';

type Localised = Record<Lang, string>;
const t = (en: string, zhHk: string, zhCn: string): Localised => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

const CATALOGS: [number, string, Localised, Localised, number][] = [
  [1, 'account-opening', t('Opening an account', '開戶', '开户'), t('Documents, eligibility and approval times.', '所需文件、申請資格及審批時間。', '所需文件、申请资格及审批时间。'), 6],
  [2, 'funds', t('Deposits and withdrawals', '存款及提款', '存款及提款'), t('Moving money in and out, currencies and timing.', '資金存取、貨幣及所需時間。', '资金存取、货币及所需时间。'), 6],
  [3, 'trading', t('Trading', '交易', '交易'), t('Orders, trading hours, IPOs and corporate actions.', '訂單、交易時間、新股及公司行動。', '订单、交易时间、新股及公司行动。'), 12],
  [5, 'security', t('Account security', '帳戶安全', '账户安全'), t('Passwords, devices and keeping your account safe.', '密碼、裝置及帳戶安全。', '密码、设备及账户安全。'), 1],
];

export const fixtureHelpCatalogs = (lang: Lang): HelpCatalog[] =>
  CATALOGS.map(([id, icon, title, description, questionCount]) => ({ id, icon, title: title[lang], description: description[lang], questionCount }));

const QUESTIONS: [number, number, Localised, boolean][] = [
  [101, 1, t('What documents do I need to open an account?', '開戶需要甚麼文件？', '开户需要什么文件？'), true],
  [102, 1, t('How long does account approval take?', '開戶審批需要多久？', '开户审批需要多久？'), true],
  [103, 1, t('Can I open a joint account?', '可以開立聯名帳戶嗎？', '可以开立联名账户吗？'), false],
  [201, 2, t('How do I deposit money?', '如何存款？', '如何存款？'), true],
  [301, 3, t('What are the trading hours of the Hong Kong market?', '港股交易時間是甚麼時候？', '港股交易时间是什么时候？'), true],
];

export const fixtureHelpQuestions = (lang: Lang, filter: (question: HelpQuestionSummary) => boolean = () => true): HelpQuestionSummary[] =>
  QUESTIONS.map(([id, catalogId, question, isHot]) => ({ id, catalogId, question: question[lang], isHot })).filter(filter);

export const fixtureHelpQuestion = (lang: Lang): HelpQuestion => ({
  id: 101,
  catalogId: 1,
  question: QUESTIONS[0][2][lang],
  isHot: true,
  answerHtml: t(
    '<p>Please prepare:</p><ul><li>A valid Hong Kong identity card, or passport</li><li>Proof of residential address issued within the last three months</li><li>A bank account in your own name</li></ul><p>See the <a href="https://www.sfc.hk">SFC</a> for more.</p>',
    '<p>請準備：</p><ul><li>有效香港身份證或護照</li><li>最近三個月內發出的住址證明</li><li>本人名下的銀行帳戶</li></ul><p>詳情請參閱<a href="https://www.sfc.hk">證監會</a>網站。</p>',
    '<p>请准备：</p><ul><li>有效香港身份证或护照</li><li>最近三个月内发出的住址证明</li><li>本人名下的银行账户</li></ul><p>详情请参阅<a href="https://www.sfc.hk">证监会</a>网站。</p>',
  )[lang],
  catalog: { id: 1, title: CATALOGS[0][2][lang] },
  related: [
    { id: 102, question: QUESTIONS[1][2][lang] },
    { id: 103, question: QUESTIONS[2][2][lang] },
  ],
});

const FORMS: [number, DownloadForm['category'], string, number, string, Localised, Localised][] = [
  [1, 'account-opening', 'individual-account-opening.pdf', 1_482_752, '2026-03-01', t('Individual account opening form', '個人開戶表格', '个人开户表格'), t('For opening an individual cash or margin account in person or by post.', '適用於親臨或郵寄開立個人現金或孖展帳戶。', '适用于亲临或邮寄开立个人现金或融资账户。')],
  [4, 'account-opening', 'client-agreement.pdf', 3_145_728, '2026-01-15', t('Client agreement', '客戶協議書', '客户协议书'), t('The terms and conditions for securities trading services.', '證券交易服務的條款及細則。', '证券交易服务的条款及细则。')],
  [5, 'tax', 'w-8ben.pdf', 214_016, '2025-10-01', t('W-8BEN (US tax form for individuals)', 'W-8BEN（個人美國稅務表格）', 'W-8BEN（个人美国税务表格）'), t('Certifies that you are not a US person for US withholding tax.', '證明你並非美國人士，用於美國預扣稅。', '证明你并非美国人士，用于美国预扣税。')],
];

export const fixtureDownloadForms = (lang: Lang): DownloadForm[] =>
  FORMS.map(([id, category, fileName, fileSize, updatedAt, title, description]) => ({ id, category, fileName, fileSize, updatedAt, title: title[lang], description: description[lang], urlPath: `/files/forms/${fileName}` }));

export const fixtureDownloadFormGroups = (lang: Lang): DownloadFormGroup[] => {
  const forms = fixtureDownloadForms(lang);
  return (['account-opening', 'tax'] as const).map((category) => ({ category, forms: forms.filter((form) => form.category === category) }));
};
