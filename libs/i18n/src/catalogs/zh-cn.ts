// The zh-cn catalog as its own module, imported dynamically by loadCatalog: in a browser build it becomes
// the chunk "zh-cn-[hash].js". (all-catalogs.ts imports the compiled catalog directly, so a server build
// that holds both keeps this a separate module and Rollup does not warn about a mixed import.)
export { messages } from '../locales/zh-cn/messages';
