import { remixSiteConfig } from '../../tools/vite/remix-site';

export default remixSiteConfig(new URL('.', import.meta.url));
