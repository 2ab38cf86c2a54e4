import { baseConfigSchema, branchSchema, cmsLinkSchema, isSafeLink } from './page-content';

describe('links written in the CMS', () => {
  it.each(['/charges', '/zh-hk/help-centre/faq?x=1', '#branches', 'https://www.google.com/maps?q=1', 'http://example.com', 'mailto:ir@example.com', 'tel:+85221234567'])(
    'renders %s as written',
    (href) => {
      expect(isSafeLink(href)).toBe(true);
      expect(cmsLinkSchema.parse(href)).toBe(href);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'file:///etc/passwd',
  ])('never renders %j as a link', (href) => {
    expect(isSafeLink(href)).toBe(false);
    expect(cmsLinkSchema.parse(href)).toBe('');
  });

  it('keeps an unsafe link out of the branches and the base config rather than refusing the whole answer', () => {
    const branch = { id: 'a', name: 'Central', address: '1 Queen’s Road', phone: '2123 4567', hoursWeekdays: '9-18', hoursHolidays: '10-18', mapLink: 'javascript:alert(1)', mapImage: '/m.png' };
    expect(branchSchema.parse(branch).mapLink).toBe('');
    const social = baseConfigSchema.shape.social.parse([{ network: 'x', label: 'X', url: 'javascript:alert(document.cookie)' }]);
    expect(social[0].url).toBe('');
  });
});
