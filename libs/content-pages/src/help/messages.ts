import type { DownloadForm } from '@brokerage/contracts';

/** UI texts of the help pages (content-help catalog); the questions, answers and forms come from the content API. */
export const helpMessages = {
  centreTitle: /*i18n*/ { id: 'content.help.centre.title', message: 'Help centre' },
  centreLead: /*i18n*/ { id: 'content.help.centre.lead', message: 'Find answers about your account, deposits, trading and fees, or download the form you need.' },
  catalogsTitle: /*i18n*/ { id: 'content.help.catalogs.title', message: 'Browse by topic' },
  questionCount: /*i18n*/ { id: 'content.help.catalogs.questionCount', message: '{count, plural, one {# question} other {# questions}}' },
  hotTitle: /*i18n*/ { id: 'content.help.hot.title', message: 'Frequently asked questions' },
  hotAll: /*i18n*/ { id: 'content.help.hot.all', message: 'All frequently asked questions' },
  faqTitle: /*i18n*/ { id: 'content.help.faq.title', message: 'Frequently asked questions' },
  faqLead: /*i18n*/ { id: 'content.help.faq.lead', message: 'The questions our clients ask most often, answered.' },
  faqEmpty: /*i18n*/ { id: 'content.help.faq.empty', message: 'There are no frequently asked questions at the moment.' },
  otherQuestions: /*i18n*/ { id: 'content.help.faq.otherQuestions', message: 'Other questions' },
  moreHelp: /*i18n*/ { id: 'content.help.moreHelp', message: 'More help' },
  allTopics: /*i18n*/ { id: 'content.help.allTopics', message: 'All help topics' },
  formsTitle: /*i18n*/ { id: 'content.help.forms.title', message: 'Download forms' },
  formsLead: /*i18n*/ { id: 'content.help.forms.lead', message: 'Forms for opening and managing your account. Print, sign and return them to any branch or by post.' },
  formsEmpty: /*i18n*/ { id: 'content.help.forms.empty', message: 'There are no forms to download at the moment.' },
  formsCardText: /*i18n*/ { id: 'content.help.forms.cardText', message: 'Account opening, tax, transfer and account maintenance forms.' },
  formDownload: /*i18n*/ { id: 'content.help.forms.download', message: 'Download {title} ({size})' },
  formUpdated: /*i18n*/ { id: 'content.help.forms.updated', message: 'Updated {date}' },
  formFile: /*i18n*/ { id: 'content.help.forms.file', message: 'PDF, {size}' },
  questionsOf: /*i18n*/ { id: 'content.help.catalog.questions', message: 'Questions in this topic' },
  catalogEmpty: /*i18n*/ { id: 'content.help.catalog.empty', message: 'There are no questions in this topic yet.' },
  otherTopics: /*i18n*/ { id: 'content.help.catalog.otherTopics', message: 'Other topics' },
  breadcrumb: /*i18n*/ { id: 'content.help.breadcrumb', message: 'Breadcrumb' },
  related: /*i18n*/ { id: 'content.help.answer.related', message: 'Related questions' },
  backTo: /*i18n*/ { id: 'content.help.answer.backTo', message: 'Back to {topic}' },
};

/** Headings of the download-form categories (the API gives only their keys). */
export const formCategoryMessages: Record<DownloadForm['category'], { id: string; message: string }> = {
  'account-opening': /*i18n*/ { id: 'content.help.forms.category.account-opening', message: 'Account opening' },
  tax: /*i18n*/ { id: 'content.help.forms.category.tax', message: 'Tax' },
  'funds-transfer': /*i18n*/ { id: 'content.help.forms.category.funds-transfer', message: 'Funds and stock transfers' },
  'account-maintenance': /*i18n*/ { id: 'content.help.forms.category.account-maintenance', message: 'Account maintenance' },
  derivatives: /*i18n*/ { id: 'content.help.forms.category.derivatives', message: 'Derivatives' },
};
