import type { LoginPanelContext } from '@brokerage/layout';
import { useEffect, useRef, useState } from 'react';
import { AuthPanel } from '../lib/auth-panel';
import type { PanelWelcome } from '../lib/welcome-view';
import { useSitePanel } from './use-site-panel';

/**
 * The panel in the frame's global login dialog. After a login it closes and goes to where the
 * visitor was going (stored jump, the dialog's jump URL); a login that registered the phone first
 * shows the welcome with the next steps, and goes on when the visitor chooses to continue or
 * closes the dialog.
 */
export const DialogLoginPanel = ({ jumpUrl, close }: LoginPanelContext) => {
  const [welcome, setWelcome] = useState<PanelWelcome | null>(null);
  // The step the welcome holds back; taken once, by Continue or by closing the dialog.
  const heldStep = useRef<(() => void) | null>(null);
  const takeHeldStep = () => {
    const go = heldStep.current;
    heldStep.current = null;
    go?.();
  };

  const panel = useSitePanel({
    beforeNextStep: (result, go) => {
      if (!result.isNewUser) {
        close();
        go();
        return;
      }
      heldStep.current = go;
      setWelcome({
        onContinue: () => {
          close();
          takeHeldStep();
        },
        // A next step's link goes elsewhere: the held step is dropped.
        onLeave: () => {
          heldStep.current = null;
          close();
        },
      });
    },
  });

  // The dialog closed on the welcome (its close button, Escape, a click beside it): as Continue.
  useEffect(() => takeHeldStep, []);

  return <AuthPanel {...panel} placement="dialog" jumpUrl={jumpUrl} welcome={welcome} />;
};
