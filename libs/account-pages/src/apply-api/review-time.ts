import type { Lang } from '@brokerage/domain';
import { useShellState } from '@brokerage/layout';

/**
 * How long an Open API application takes to review: the base config's one sentence (content API),
 * read by the open-api landing page, the application forms and the personal centre alike. Empty
 * when the base config could not be loaded: the pages then leave the sentence out.
 */
export const useOpenApiReviewTime = (): string => useShellState().baseConfig.openApiReviewTime ?? '';

/** Sentences run on: a space between English ones, nothing between Chinese ones. */
export const joinSentences = (lang: Lang, ...sentences: string[]): string => sentences.filter(Boolean).join(lang === 'en' ? ' ' : '');
