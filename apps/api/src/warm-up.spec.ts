import { contentEndpoints, officialWebsiteConfigEndpoints } from '@brokerage/contracts';
import { describeEachDatabase } from './testing/test-app';
import { warmUp, warmUpPaths } from './warm-up';

describe('warm-up calls', () => {
  it('are the shareable content calls that need no argument: the lists of issue 28 among them, never a call with a session or a write', () => {
    const paths = warmUpPaths();
    for (const endpoint of [officialWebsiteConfigEndpoints.newsList, contentEndpoints.mediaList, contentEndpoints.blogList, officialWebsiteConfigEndpoints.newsYearList]) expect(paths).toContain(endpoint.path);
    expect(paths).not.toContain(officialWebsiteConfigEndpoints.myRegistrations.path);
    expect(paths).not.toContain(officialWebsiteConfigEndpoints.chairRegister.path);
    // A detail needs its id: asked without one it would only fail.
    expect(paths).not.toContain(officialWebsiteConfigEndpoints.newsDetail.path);
  });
});

describeEachDatabase('warm-up at start', (getApp) => {
  it('asks each warm-up call once and every one answers, leaving the log level as it was', async () => {
    const app = getApp();
    const level = app.log.level;
    const answers = await warmUp(app);
    expect(answers.map((answer) => answer.path)).toEqual(warmUpPaths());
    expect(answers.filter((answer) => answer.statusCode !== 200)).toEqual([]);
    expect(app.log.level).toBe(level);
  });
});
