import type { DownloadForm } from '@brokerage/contracts';
import { t, type L } from './localise';

export interface DownloadFormSeed {
  id: number;
  sort: number;
  category: DownloadForm['category'];
  title: L;
  description: L;
  /** Bilingual PDF on the static host under /files/forms/. */
  fileName: string;
  fileSize: number;
  updatedAt: string;
}

const form = (id: number, category: DownloadForm['category'], fileName: string, fileSize: number, updatedAt: string, title: L, description: L): DownloadFormSeed => ({
  id,
  sort: id,
  category,
  title,
  description,
  fileName,
  fileSize,
  updatedAt,
});

export const DOWNLOAD_FORMS: DownloadFormSeed[] = [
  form(1, 'account-opening', 'individual-account-opening.pdf', 1_482_752, '2026-03-01', t('Individual account opening form', '個人開戶表格', '个人开户表格'), t('For opening an individual cash or margin account in person or by post.', '適用於親臨或郵寄開立個人現金或孖展帳戶。', '适用于亲临或邮寄开立个人现金或融资账户。')),
  form(2, 'account-opening', 'joint-account-opening.pdf', 1_603_584, '2026-03-01', t('Joint account opening form', '聯名開戶表格', '联名开户表格'), t('For two holders opening a joint account; both must sign in the presence of our staff or a certifier.', '適用於兩名持有人開立聯名帳戶，雙方須於本公司職員或見證人面前簽署。', '适用于两名持有人开立联名账户，双方须于本公司职员或见证人面前签署。')),
  form(3, 'account-opening', 'corporate-account-opening.pdf', 2_211_840, '2026-03-01', t('Corporate account opening form', '公司開戶表格', '公司开户表格'), t('For companies, with the list of required corporate documents and the board resolution template.', '適用於公司客戶，附所需公司文件清單及董事會決議範本。', '适用于公司客户，附所需公司文件清单及董事会决议范本。')),
  form(4, 'account-opening', 'client-agreement.pdf', 3_145_728, '2026-01-15', t('Client agreement', '客戶協議書', '客户协议书'), t('The terms and conditions for securities trading services, including risk disclosure statements.', '證券交易服務的條款及細則，包括風險披露聲明。', '证券交易服务的条款及细则，包括风险披露声明。')),
  form(5, 'tax', 'w-8ben.pdf', 214_016, '2025-10-01', t('W-8BEN (US tax form for individuals)', 'W-8BEN（個人美國稅務表格）', 'W-8BEN（个人美国税务表格）'), t('Certifies that you are not a US person for US withholding tax. Valid for three calendar years.', '證明你並非美國人士，用於美國預扣稅，有效期三個曆年。', '证明你并非美国人士，用于美国预扣税，有效期三个历年。')),
  form(6, 'tax', 'w-8ben-e.pdf', 398_336, '2025-10-01', t('W-8BEN-E (US tax form for entities)', 'W-8BEN-E（機構美國稅務表格）', 'W-8BEN-E（机构美国税务表格）'), t('The W-8BEN equivalent for companies and other entities.', '適用於公司及其他機構的W-8BEN同類表格。', '适用于公司及其他机构的W-8BEN同类表格。')),
  form(7, 'tax', 'crs-self-certification.pdf', 286_720, '2025-06-30', t('CRS self-certification form', 'CRS自我證明表格', 'CRS自我证明表格'), t('Declares your tax residences under the Common Reporting Standard.', '根據共同匯報標準申報你的稅務居民身份。', '根据共同申报准则申报你的税务居民身份。')),
  form(8, 'funds-transfer', 'withdrawal-instruction.pdf', 176_128, '2026-02-10', t('Withdrawal instruction form', '提款指示表格', '提款指示表格'), t('For withdrawals to a bank account in your name when you cannot use the app.', '適用於未能使用App時提款至本人名下銀行帳戶。', '适用于未能使用App时提款至本人名下银行账户。')),
  form(9, 'funds-transfer', 'stock-transfer-in.pdf', 241_664, '2026-02-10', t('Stock transfer-in form', '股票轉入表格', '股票转入表格'), t('For moving Hong Kong shares from another broker through CCASS.', '適用於經中央結算系統由其他券商轉入港股。', '适用于经中央结算系统由其他券商转入港股。')),
  form(10, 'funds-transfer', 'stock-transfer-out.pdf', 239_616, '2026-02-10', t('Stock transfer-out form', '股票轉出表格', '股票转出表格'), t('For moving Hong Kong or US shares to another broker. A fee of HK$100 per stock applies for Hong Kong shares.', '適用於將港股或美股轉至其他券商。轉出港股每隻股票收費港幣100元。', '适用于将港股或美股转至其他券商。转出港股每只股票收费港币100元。')),
  form(11, 'account-maintenance', 'change-of-personal-details.pdf', 198_656, '2025-11-20', t('Change of personal details form', '更改個人資料表格', '更改个人资料表格'), t('For updating your name, address, phone number or e-mail with supporting documents.', '適用於更新姓名、地址、電話號碼或電郵，須附證明文件。', '适用于更新姓名、地址、电话号码或邮箱，须附证明文件。')),
  form(12, 'account-maintenance', 'account-closure.pdf', 163_840, '2025-11-20', t('Account closure form', '銷戶表格', '销户表格'), t('For closing your account after all holdings are sold or transferred and cash is withdrawn.', '適用於出售或轉出所有持倉並提取現金後銷戶。', '适用于出售或转出所有持仓并提取现金后销户。')),
  form(13, 'derivatives', 'derivatives-knowledge-assessment.pdf', 327_680, '2026-04-01', t('Derivatives knowledge assessment', '衍生產品知識評估', '衍生产品知识评估'), t('Required before trading options, warrants, CBBCs and leveraged and inverse products.', '買賣期權、窩輪、牛熊證及槓桿及反向產品前須完成此評估。', '买卖期权、窝轮、牛熊证及杠杆及反向产品前须完成此评估。')),
  form(14, 'derivatives', 'options-trading-application.pdf', 294_912, '2026-04-01', t('Options trading application', '期權交易申請表', '期权交易申请表'), t('Applies for an options trading level based on your experience and financial situation.', '按你的經驗及財務狀況申請相應的期權交易級別。', '按你的经验及财务状况申请相应的期权交易级别。')),
];
