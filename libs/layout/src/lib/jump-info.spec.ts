/**
 * @jest-environment jsdom
 */
import { clearJumpInfo, readJumpInfo, storeJumpInfo } from './jump-info';

afterEach(() => window.sessionStorage.clear());

describe('stored jump info', () => {
  it('gives back what a page stored until it is cleared', () => {
    storeJumpInfo({ url: '/en/promotion-and-activities/detail/3#join', type: 'pgc', scrollIntoView: true });
    expect(readJumpInfo()).toEqual({ url: '/en/promotion-and-activities/detail/3#join', type: 'pgc', scrollIntoView: true });
    clearJumpInfo();
    expect(readJumpInfo()).toBeNull();
  });

  it('ignores what is not jump info: bad JSON, no URL, wrong types', () => {
    for (const stored of ['{not json', 'null', '"text"', '{"type":"pgc"}', '{"url":""}', '{"url":42}']) {
      window.sessionStorage.setItem('brokerage.jumpInfo', stored);
      expect(readJumpInfo()).toBeNull();
    }
    window.sessionStorage.setItem('brokerage.jumpInfo', '{"url":"/en/charges","type":7,"scrollIntoView":"yes"}');
    expect(readJumpInfo()).toEqual({ url: '/en/charges' });
  });

  it('does without storage when the browser refuses it', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storeJumpInfo({ url: '/en' })).not.toThrow();
    expect(readJumpInfo()).toBeNull();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
