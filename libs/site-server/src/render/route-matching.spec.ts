import { createMemoryHistory, createRouter, matchRoutes, type AgnosticDataRouteObject, type AgnosticRouteObject } from '@remix-run/router';

// @remix-run/router is patched (patches/, docs/decisions/014-route-matching-caches.md) to keep each
// route table's ranked branches, each pattern's RegExp and each pathname's matches instead of working
// them out on every match.
// These tests hold what the caches must not change.
describe('route matching with the patched @remix-run/router', () => {
  const table = (): AgnosticRouteObject[] => [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'home', path: ':lang' },
        { id: 'news', path: ':lang/news-list/:page?' },
        { id: 'article', path: ':lang/news-detail/:id' },
        { id: 'fees', path: ':lang/charges' },
      ],
    },
  ];
  const leafOf = (routes: AgnosticRouteObject[], path: string) => matchRoutes(routes, path)?.at(-1);

  it('matches the same table again and again with the right routes and params', () => {
    const routes = table();
    for (let round = 0; round < 3; round += 1) {
      expect(leafOf(routes, '/en/news-list/2')).toMatchObject({ route: { id: 'news' }, params: { lang: 'en', page: '2' } });
      expect(leafOf(routes, '/zh-hk/news-detail/426')).toMatchObject({ route: { id: 'article' }, params: { lang: 'zh-hk', id: '426' } });
      expect(leafOf(routes, '/EN/CHARGES')?.route.id).toBe('fees');
      expect(matchRoutes(routes, '/en/nowhere/at/all')).toBeNull();
    }
  });

  it("gives each caller matches of its own: what one caller changes, the next does not see", () => {
    const routes = table();
    const first = matchRoutes(routes, '/en/news-detail/426');
    if (!first) throw new Error('no match');
    expect(first.every((match) => match.params === first[0].params)).toBe(true);
    (first[0].params as Record<string, string>).id = 'changed';
    first.pop();
    const second = matchRoutes(routes, '/en/news-detail/426');
    expect(second?.map((match) => match.route.id)).toEqual(['root', 'article']);
    expect(second?.at(-1)?.params).toEqual({ lang: 'en', id: '426' });
    expect(second?.at(-1)?.route).toBe(routes[0].children?.[2]);
  });

  it('keeps tables apart: a pattern one table shares with another matches in each', () => {
    const other: AgnosticRouteObject[] = [{ id: 'other-fees', path: '/:lang/charges' }];
    expect(leafOf(table(), '/en/charges')?.route.id).toBe('fees');
    expect(leafOf(other, '/en/charges')?.route.id).toBe('other-fees');
  });

  it('matches routes patched into a table after it was first matched (lazy route discovery)', async () => {
    const router = createRouter({
      routes: [{ id: 'root', path: '/', children: [{ id: 'home', index: true }] }],
      history: createMemoryHistory({ initialEntries: ['/'] }),
      patchRoutesOnNavigation: async ({ path, patch }) => {
        if (path === '/en/charges') patch('root', [{ id: 'fees', path: ':lang/charges' }]);
      },
    }).initialize();
    try {
      expect(router.state.matches.at(-1)?.route.id).toBe('home');
      await router.navigate('/en/charges');
      expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'fees']);
      expect(leafOf(router.routes as AgnosticDataRouteObject[], '/en/charges')?.route.id).toBe('fees');
    } finally {
      router.dispose();
    }
  });
});
