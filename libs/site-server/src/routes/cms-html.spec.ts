import { sanitizeCmsHtml } from './cms-html';

describe('sanitizeCmsHtml', () => {
  it('keeps the structure the CMS writes: headings, lists, tables, emphasis and links', () => {
    const html = '<h3>Fees</h3><p>Pay <strong>less</strong>.</p><ul><li>One</li></ul><table><tr><th scope="col">A</th></tr><tr><td>1</td></tr></table><a href="/charges">Fees</a>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers, iframes and javascript: links', () => {
    const clean = sanitizeCmsHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(clean).toBe('<p>Hi</p><a>x</a>');
  });

  it('opens links to other sites in a new tab without the opener, and refuses protocol-relative ones', () => {
    expect(sanitizeCmsHtml('<a href="https://www.hkex.com.hk">HKEX</a>')).toBe('<a href="https://www.hkex.com.hk" target="_blank" rel="noopener noreferrer">HKEX</a>');
    expect(sanitizeCmsHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeCmsHtml('<a href="tel:+85223456789" target="_top">Call</a>')).toBe('<a href="tel:+85223456789">Call</a>');
  });
});
