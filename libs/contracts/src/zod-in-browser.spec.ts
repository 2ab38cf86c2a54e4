// The browser's zod must not try `new Function` (a Content Security Policy violation there): with
// Function replaced by one that records each construction, building and parsing the contracts' and
// the form rules' schemas through the browser's zod constructs nothing, while plain zod probes.
describe("the browser's zod", () => {
  const RealFunction = globalThis.Function;
  let constructed: string[][];

  beforeEach(() => {
    constructed = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: string[]) {
        constructed.push(args);
        return Reflect.construct(target, args);
      },
    });
    // zod keeps its settings on globalThis: each case starts from zod's defaults.
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    jest.resetModules();
  });

  afterEach(() => {
    globalThis.Function = RealFunction;
  });

  it('plain zod probes new Function when it builds an object schema (what the browser reports)', () => {
    jest.isolateModules(() => {
      const { z } = jest.requireActual<typeof import('zod')>('zod');
      z.object({ phone: z.string() }).parse({ phone: '51234567' });
    });
    expect(constructed.length).toBeGreaterThan(0);
  });

  it('builds and parses object schemas without constructing a function', () => {
    jest.isolateModules(() => {
      const { z } = jest.requireActual<typeof import('./zod-in-browser')>('./zod-in-browser');
      const schema = z.object({ areaCode: z.string(), phone: z.string().min(8), consent: z.boolean() });
      expect(schema.parse({ areaCode: '852', phone: '51234567', consent: true })).toEqual({ areaCode: '852', phone: '51234567', consent: true });
      expect(schema.safeParse({ areaCode: '852', phone: '1', consent: true }).success).toBe(false);
    });
    expect(constructed).toEqual([]);
  });
});
