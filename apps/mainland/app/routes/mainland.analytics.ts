// POST analytics: the pages' funnel events, forwarded to this district's collector.
export { analyticsAction as action, actionOnlyLoader as loader } from '../pages.server';
