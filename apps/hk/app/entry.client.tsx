import { hydrateSite } from '@brokerage/site-core';

void hydrateSite();
