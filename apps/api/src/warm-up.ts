import { contentEndpoints, officialWebsiteConfigEndpoints, X_LANG, X_TYPE, type Endpoint } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The calls a start warms: the content calls a site may share between visitors (`shareable`: pure
 * reads of the district's and language's content) that need no argument, the lists of issue 28
 * among them. Every language and district runs the same code and the same SQL, so one of each is asked.
 */
export const warmUpPaths = (): string[] =>
  [...Object.values(officialWebsiteConfigEndpoints), ...Object.values(contentEndpoints)]
    .filter((endpoint: Endpoint) => endpoint.method === 'GET' && endpoint.shareable && endpoint.auth === 'none' && (!endpoint.query || endpoint.query.safeParse({}).success))
    .map((endpoint) => endpoint.path);

/**
 * Asks each warm-up call once through the app (no socket), answers dropped, before the API takes
 * traffic. The first call of a list in a fresh process pays once for compiling its code paths and
 * its response schema's parser and preparing its statements: 8-13 ms of the API's thread a list
 * and 12-30 ms for the first request of all, against about 1 ms once warm (issue 28, scale bench).
 * The calls are not traffic, so they are not logged one by one; those that fail are logged together,
 * and the API starts all the same.
 */
export const warmUp = async (app: FastifyInstance): Promise<{ path: string; statusCode: number }[]> => {
  const headers = { 'x-lang': X_LANG.en, 'x-type': X_TYPE.hk };
  const level = app.log.level;
  const answers: { path: string; statusCode: number }[] = [];
  // Request loggers take the level the app's logger has when the request starts.
  if (['trace', 'debug', 'info'].includes(level)) app.log.level = 'warn';
  try {
    for (const path of warmUpPaths()) {
      // A handler's error is an answer (the error handler's envelope); 0 only if the app could not answer at all.
      const statusCode = await app.inject({ method: 'GET', url: path, headers }).then((answer) => answer.statusCode, () => 0);
      answers.push({ path, statusCode });
    }
  } finally {
    app.log.level = level;
  }
  // Not found is an answer (a database not seeded yet has no base configuration); a server error is not.
  const failed = answers.filter((answer) => answer.statusCode === 0 || answer.statusCode >= 500);
  if (failed.length > 0) app.log.warn({ failed }, 'warm-up calls failed');
  return answers;
};
