/**
 * @jest-environment jsdom
 */
import { readJumpInfo, storeJumpInfo } from '@brokerage/layout';
import { renderWithProviders } from '@brokerage/layout/testing';
import { act } from '@testing-library/react';
import { ApplySite, signedInForm } from './apply-api-fixtures';
import { APPLICATION_FORM_ID, ApplyApiPage, type ApplyApiData } from './apply-api-page';

const page = (data: ApplyApiData) => (
  <ApplySite lang="zh-hk">
    <ApplyApiPage data={data} onSubmit={jest.fn()} submitting={false} answer={null} />
  </ApplySite>
);

beforeEach(() => window.sessionStorage.clear());

describe('open-API application: back to the form after a login', () => {
  it('stores the jump back to the form, scrolled into view, while the form waits for a login; the form is its target', () => {
    const { rerender } = renderWithProviders(page({ type: 'company', kind: 'login' }), { locale: 'zh-hk' });
    expect(readJumpInfo()).toEqual({ url: `/zh-hk/apply-api/company#${APPLICATION_FORM_ID}`, scrollIntoView: true });

    // The login happened: the page's data now has the form, which carries the jump's fragment.
    act(() => rerender(page(signedInForm('company'))));
    expect(document.getElementById(APPLICATION_FORM_ID)).toContainElement(document.querySelector('form'));
    expect(readJumpInfo()).toBeNull();
  });

  it('takes the jump away when the visitor leaves without logging in, but never another page’s', () => {
    const { unmount } = renderWithProviders(page({ type: 'personal', kind: 'login' }), { locale: 'zh-hk' });
    unmount();
    expect(readJumpInfo()).toBeNull();

    const second = renderWithProviders(page({ type: 'personal', kind: 'login' }), { locale: 'zh-hk' });
    storeJumpInfo({ url: '/zh-hk/chair/detail/3#register', scrollIntoView: true });
    second.unmount();
    expect(readJumpInfo()).toEqual({ url: '/zh-hk/chair/detail/3#register', scrollIntoView: true });
  });

  it('stores nothing for a form that is already shown', () => {
    renderWithProviders(page(signedInForm('personal')), { locale: 'zh-hk' });
    expect(readJumpInfo()).toBeNull();
  });
});
