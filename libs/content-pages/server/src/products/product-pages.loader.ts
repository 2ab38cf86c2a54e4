import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  DOWNLOAD_TIP_TYPES,
  GUIDE_COMPARE_ROWS,
  OPEN_API_AUDIENCES,
  type AccountGuideData,
  type AiInvestmentData,
  type DistrictGuide,
  type DownloadData,
  type DownloadTexts,
  type DownloadTipData,
  type DownloadTipType,
  type InstitutionData,
  type OpenApiData,
} from '@brokerage/content-pages';
import type { District } from '@brokerage/domain';
import { loadPageTexts, type TextReader } from './page-texts';

/** Page-text ids of the pages below (content API page-text `page`). */
export const PRODUCT_PAGE_TEXTS = {
  institution: 'institution',
  aiInvestment: 'ai-investment',
  aiInvestmentFeatures: 'ai-investment-features',
  openApi: 'open-api',
  download: 'download',
  downloadTip: 'download-tip',
  accountGuide: 'account-guide',
  accountGuideDistricts: 'account-guide-districts',
} as const;
const P = PRODUCT_PAGE_TEXTS;

/** Title/text pairs under `{prefix}.{key}.title` / `.text`, left out when the title is missing. */
const pairs = (text: TextReader, page: string, ids: readonly string[]) =>
  ids.map((id) => ({ title: text(page, `${id}.title`), text: text(page, `${id}.text`) })).filter((pair) => pair.title);

/** `institution`: the institutional services. */
export const institutionLoader = ({ request, context }: LoaderFunctionArgs): Promise<InstitutionData> =>
  loadPageTexts({ request, context }, [P.institution], (text) => ({
    title: text(P.institution, 'title'),
    intro: text(P.institution, 'intro'),
    services: pairs(text, P.institution, ['services.execution', 'services.custody', 'services.corporate', 'services.esop']),
    contact: text(P.institution, 'contact'),
  }));

/** `products/ai-investment`: the AI assistant. */
export const aiInvestmentLoader = ({ request, context }: LoaderFunctionArgs): Promise<AiInvestmentData> =>
  loadPageTexts({ request, context }, [P.aiInvestment, P.aiInvestmentFeatures], (text) => {
    const question = text(P.aiInvestmentFeatures, 'example.question');
    const answer = text(P.aiInvestmentFeatures, 'example.answer');
    return {
      title: text(P.aiInvestment, 'title'),
      intro: text(P.aiInvestment, 'intro'),
      disclaimer: text(P.aiInvestment, 'disclaimer'),
      features: pairs(text, P.aiInvestmentFeatures, ['features.ask', 'features.sources', 'features.results', 'features.watchlist']),
      example: question && answer ? { question, answer } : null,
      availability: text(P.aiInvestmentFeatures, 'availability'),
    };
  });

/** `open-api`: the landing page (the application forms come later). */
export const openApiLoader = ({ request, context }: LoaderFunctionArgs): Promise<OpenApiData> =>
  loadPageTexts({ request, context }, [P.openApi], (text) => ({
    title: text(P.openApi, 'title'),
    intro: text(P.openApi, 'intro'),
    features: pairs(text, P.openApi, ['features.quotes', 'features.trading', 'features.security']),
    apply: {
      title: text(P.openApi, 'apply.title'),
      note: text(P.openApi, 'apply.note'),
      audiences: OPEN_API_AUDIENCES.map((id) => ({ id, label: text(P.openApi, `apply.${id}`) })),
    },
  }));

const downloadTexts = (text: TextReader): DownloadTexts => ({
  title: text(P.download, 'title'),
  text: text(P.download, 'text'),
  labels: { ios: text(P.download, 'ios'), android: text(P.download, 'android'), apk: text(P.download, 'apk') },
  desktop: text(P.download, 'desktop'),
});

/** `download`: the texts; the app links are the base config's (root loader). */
export const downloadLoader = ({ request, context }: LoaderFunctionArgs): Promise<DownloadData> =>
  loadPageTexts({ request, context }, [P.download], (text) => ({ texts: downloadTexts(text) }));

const isDownloadTipType = (value: string | undefined): value is DownloadTipType => (DOWNLOAD_TIP_TYPES as readonly (string | undefined)[]).includes(value);

/** `download-tip/{type}`, type hk, mainland, sg or auto; any other type is a 404. */
export const downloadTipLoader = async ({ request, context, params }: LoaderFunctionArgs): Promise<DownloadTipData> => {
  const type = params['type'];
  if (!isDownloadTipType(type)) throw new Response(null, { status: 404 });
  return loadPageTexts({ request, context }, [P.downloadTip, P.download], (text) => ({
    type,
    tip: { title: text(P.downloadTip, 'title'), text: text(P.downloadTip, 'text') },
    texts: downloadTexts(text),
  }));
};

const STEP_COUNT = 4;
const DOCUMENT_COUNT = 4;

const districtGuide = (text: TextReader, district: District): DistrictGuide => {
  const page = P.accountGuideDistricts;
  const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
  return {
    label: text(page, `${district}.label`),
    summary: text(page, `${district}.summary`),
    steps: pairs(
      text,
      page,
      numbers(STEP_COUNT).map((number) => `${district}.step${number}`),
    ),
    documents: numbers(DOCUMENT_COUNT)
      .map((number) => text(page, `${district}.documents.${number}`))
      .filter(Boolean),
    compare: Object.fromEntries(GUIDE_COMPARE_ROWS.map((row) => [row, text(page, `${district}.compare.${row}`)])) as DistrictGuide['compare'],
    note: text(page, `${district}.note`),
  };
};

/** `account-guide`: the page's texts and both districts' guides (the page orders them). */
export const accountGuideLoader = ({ request, context }: LoaderFunctionArgs): Promise<AccountGuideData> =>
  loadPageTexts({ request, context }, [P.accountGuide, P.accountGuideDistricts], (text) => ({
    title: text(P.accountGuide, 'title'),
    intro: text(P.accountGuide, 'intro'),
    eligibility: text(P.accountGuide, 'eligibility'),
    guides: { hk: districtGuide(text, 'hk'), mainland: districtGuide(text, 'mainland') },
  }));
