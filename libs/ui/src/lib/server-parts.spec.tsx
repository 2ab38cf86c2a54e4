import { partPropsKey } from './server-parts';

describe('the key of what a deferred part shows', () => {
  it('is the props as data: callbacks are left out, nested values count', () => {
    const onClick = () => undefined;
    expect(partPropsKey({ items: [{ path: '/a' }], onClick })).toBe(partPropsKey({ items: [{ path: '/a' }], onClick: () => 1 }));
    expect(partPropsKey({ items: [{ path: '/a' }] })).not.toBe(partPropsKey({ items: [{ path: '/b' }] }));
  });

  it('is none when a prop is not plain data, whose JSON would not tell renders apart', () => {
    expect(partPropsKey({ icon: <svg /> })).toBeUndefined();
    expect(partPropsKey({ seen: new Map([['a', 1]]) })).toBeUndefined();
  });
});
