/**
 * @jest-environment jsdom
 */
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAdoptTypedValues } from './adopt-typed-values';

/** A form whose state shows what it holds: the server renders it empty, the visitor fills it in before its code comes. */
function SignUp() {
  const root = useRef<HTMLFormElement>(null);
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [area, setArea] = useState('852');
  useAdoptTypedValues(root);
  return (
    <form ref={root}>
      <input aria-label="phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <input aria-label="agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <select aria-label="area" value={area} onChange={(event) => setArea(event.target.value)}>
        <option value="852">+852</option>
        <option value="86">+86</option>
      </select>
      <output>{`${phone}|${agreed}|${area}`}</output>
    </form>
  );
}

describe('useAdoptTypedValues', () => {
  it('gives the form what the visitor typed, ticked and chose in its server HTML before it hydrated', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUp />);
    document.body.append(container);
    (container.querySelector('input[aria-label="phone"]') as HTMLInputElement).value = '91234567';
    (container.querySelector('input[aria-label="agree"]') as HTMLInputElement).checked = true;
    (container.querySelector('select') as HTMLSelectElement).value = '86';

    await act(async () => {
      hydrateRoot(container, <SignUp />);
    });

    expect(container.querySelector('output')?.textContent).toBe('91234567|true|86');
    expect((container.querySelector('input[aria-label="phone"]') as HTMLInputElement).value).toBe('91234567');
    expect((container.querySelector('input[aria-label="agree"]') as HTMLInputElement).checked).toBe(true);
  });

  it('leaves a form nobody touched as the server rendered it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUp />);
    await act(async () => {
      hydrateRoot(container, <SignUp />);
    });
    expect(container.querySelector('output')?.textContent).toBe('|false|852');
  });
});
