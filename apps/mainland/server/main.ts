import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

// React picks its production or development build when first imported, and the site server imports
// it: the default mode is set before the site server loads, else an unset NODE_ENV runs React's
// development build, far slower and hungrier.
process.env.NODE_ENV ||= 'production';

// Built: this file is build/server.mjs, next to build/server/ and build/client/.
// Development (tsx server/main.ts): Vite serves the app from the app root.
void import('./start').then(({ start }) => start(process.env.NODE_ENV === 'development' ? path.resolve(here, '..') : here));
