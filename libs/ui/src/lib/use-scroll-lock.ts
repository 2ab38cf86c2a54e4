import { useEffect } from 'react';

let lockCount = 0;
let savedOverflow = '';

const lock = () => {
  if (lockCount === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  lockCount += 1;
};

const unlock = () => {
  lockCount = Math.max(0, lockCount - 1);
  if (lockCount === 0) document.body.style.overflow = savedOverflow;
};

/**
 * Stops the page behind an overlay from scrolling while `active`. Counted, so a dialog opened
 * over the side bar does not unlock the page when only one of them closes; the body's
 * previous overflow comes back when the last lock goes.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
