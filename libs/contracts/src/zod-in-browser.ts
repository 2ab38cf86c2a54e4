import { config } from 'zod';

// What every browser bundle gets for `zod` (tools/vite/remix-site.ts resolves each browser import of
// 'zod' to this module), so it runs before any schema is built. zod 4 probes `new Function` when it
// builds its first object schema, to compile faster parsers; under the sites' Content Security
// Policy (no 'unsafe-eval') the browser refuses the probe and reports a policy violation (Chrome's
// Issues panel, Lighthouse best practices). Jitless zod never tries; our forms parse small objects,
// where the compiled parsers gain nothing a visitor would notice. The server keeps them.
config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
