import { useEffect, type RefObject } from 'react';

/** A field's own `value` setter: React's change tracking does not see a value set through it. */
const setShown = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);

/**
 * Fields of a deferred part that a visitor filled in before the part's code came (decision 013).
 * React hydrates them as they are, but their state still has the server's values, and the part's
 * next render would put those back. Each such field's change is told to React once, as if typed
 * now, so the form's own handlers take it. `root` holds the fields; call it where the part hydrates.
 */
export function useAdoptTypedValues(root: RefObject<HTMLElement>) {
  useEffect(() => {
    const fields = root.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea') ?? [];
    for (const field of Array.from(fields)) {
      if (field.disabled || ('readOnly' in field && field.readOnly)) continue;
      if (field instanceof HTMLSelectElement) {
        // React takes a select's change from its change event (no tracking of the value).
        if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (field.checked === field.defaultChecked) continue;
        const checked = field.checked;
        // React's tracking is told the server's state, the field keeps the visitor's, and the click (not a mouse event: nothing toggles) reports the change.
        field.checked = !checked;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, checked);
        field.dispatchEvent(new Event('click', { bubbles: true }));
      } else if (!['hidden', 'submit', 'button', 'reset', 'image', 'file'].includes(field.type) && field.value !== field.defaultValue) {
        const typed = field.value;
        // React's tracking is told the server's value, the field shows the visitor's, and the input event reports the change.
        field.value = field.defaultValue;
        setShown(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    // Only what hydration found: later changes go through the fields' own handlers.
  }, [root]);
}
