// `/mainland` → `/mainland/zh-cn` (query string kept).
export { siteRootLoader as loader } from '@brokerage/site-core/server';
