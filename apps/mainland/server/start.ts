import { district } from '@brokerage/mainland-district';
import { startSiteServer } from '@brokerage/site-server';

/** Starts the site; a module of its own, so main.ts can set the mode before React loads with the site server. */
export const start = (directory: string) => startSiteServer({ site: district, directory });
