// One news item (`news-detail/{id}`, `?preview=1` for CMS drafts) or article (`news-detail/{special|flash|stock}/{id}`).
export { NewsDetailRoute as default, newsDetailHandle as handle, newsDetailMeta as meta, newsDetailHeaders as headers } from '@brokerage/content-pages';
export { newsDetailLoader as loader } from '../pages.server';
