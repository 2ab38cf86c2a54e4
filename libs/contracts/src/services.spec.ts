import type { Endpoint } from './endpoint';
import { serviceEndpoints } from './services';

const tables = Object.entries(serviceEndpoints) as [string, Record<string, Endpoint>][];

describe('service endpoint tables', () => {
  it('key every endpoint by its own name, so client functions and OpenAPI operation ids agree', () => {
    for (const [, endpoints] of tables) {
      for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.name).toBe(key);
    }
  });

  it('hold each call once across all services', () => {
    const calls = tables.flatMap(([, endpoints]) => Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    expect(new Set(calls).size).toBe(calls.length);
    const names = tables.flatMap(([, endpoints]) => Object.keys(endpoints));
    expect(new Set(names).size).toBe(names.length);
  });
});
