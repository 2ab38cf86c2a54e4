import { isLang, type Lang } from '@brokerage/i18n';

/**
 * Sample content for the ui stories in the three languages (story data, not UI chrome).
 * Stories pick the set that matches the Storybook language toolbar.
 */
const samples = {
  en: {
    dialogTitle: 'Confirm fund transfer',
    dialogBody: 'You are moving HKD 20,000.00 from your securities account to your bank account ending 8821. Transfers made before 4 pm reach your bank on the same trading day.',
    cancel: 'Cancel',
    confirm: 'Confirm',
    openDialog: 'Transfer funds',
    lightBody: 'US markets close early at 1:00 pm ET on 28 November (Black Friday).',
    toastSuccess: 'Your watchlist has been updated.',
    errorMessage: 'Please enter an 8-digit Hong Kong mobile number.',
    nickname: 'Chan Tai Man',
    tabs: [
      ['hk', 'HK stocks', 'Trade HK stocks and ETFs with real-time quotes and zero platform fee for new clients.'],
      ['us', 'US stocks', 'Pre-market and after-hours trading for more than 8,000 US stocks and ETFs.'],
      ['funds', 'Funds', 'Over 1,200 mutual funds from leading managers, with no subscription fee.'],
    ],
    tabsLabel: 'Markets',
    button: 'Open an account',
    link: 'View the fee schedule',
    hiddenNote: 'Opens in a new window',
  },
  'zh-hk': {
    dialogTitle: '確認資金轉賬',
    dialogBody: '您即將從證券帳戶轉出 HKD 20,000.00 至尾號 8821 的銀行帳戶。下午 4 時前提交的轉賬將於同一交易日到賬。',
    cancel: '取消',
    confirm: '確認',
    openDialog: '轉賬',
    lightBody: '美股將於 11 月 28 日（黑色星期五）美東時間下午 1 時提早收市。',
    toastSuccess: '自選股已更新。',
    errorMessage: '請輸入 8 位數字的香港手機號碼。',
    nickname: '陳大文',
    tabs: [
      ['hk', '港股', '實時報價買賣港股及 ETF，新客戶免平台費。'],
      ['us', '美股', '支援盤前盤後交易，覆蓋超過 8,000 隻美股及 ETF。'],
      ['funds', '基金', '超過 1,200 隻來自知名基金公司的基金，免認購費。'],
    ],
    tabsLabel: '市場',
    button: '立即開戶',
    link: '查看收費表',
    hiddenNote: '於新視窗開啟',
  },
  'zh-cn': {
    dialogTitle: '确认资金转账',
    dialogBody: '您即将从证券账户转出 HKD 20,000.00 至尾号 8821 的银行账户。下午 4 时前提交的转账将于同一交易日到账。',
    cancel: '取消',
    confirm: '确认',
    openDialog: '转账',
    lightBody: '美股将于 11 月 28 日（黑色星期五）美东时间下午 1 时提早收市。',
    toastSuccess: '自选股已更新。',
    errorMessage: '请输入 8 位数字的香港手机号码。',
    nickname: '陈大文',
    tabs: [
      ['hk', '港股', '实时报价买卖港股及 ETF，新客户免平台费。'],
      ['us', '美股', '支持盘前盘后交易，覆盖超过 8,000 只美股及 ETF。'],
      ['funds', '基金', '超过 1,200 只来自知名基金公司的基金，免认购费。'],
    ],
    tabsLabel: '市场',
    button: '立即开户',
    link: '查看收费表',
    hiddenNote: '于新窗口打开',
  },
} satisfies Record<Lang, unknown>;

export type StorySamples = (typeof samples)['en'];

export const storySamples = (locale: unknown): StorySamples => samples[isLang(locale) ? locale : 'zh-hk'];
