import { isCampaignParameter, withoutCampaignParameters } from './campaign-parameters';

describe('campaign parameters', () => {
  it('names utm_*, gclid and fbclid, and nothing a page reads', () => {
    for (const name of ['utm_source', 'utm_campaign', 'gclid', 'fbclid']) expect(isCampaignParameter(name)).toBe(true);
    for (const name of ['register-cid', 'rgdim_src', 'page', 'previewToken', 'utm']) expect(isCampaignParameter(name)).toBe(false);
  });

  it('leaves them out of a query string, keeping the rest', () => {
    expect(withoutCampaignParameters('?utm_source=mail&gclid=x')).toBe('');
    expect(withoutCampaignParameters('?rgdim_src=ipo&utm_medium=email&register-cid=abc')).toBe('?rgdim_src=ipo&register-cid=abc');
    expect(withoutCampaignParameters('')).toBe('');
  });
});
