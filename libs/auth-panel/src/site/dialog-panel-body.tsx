import type { LoginPanelContext } from '@brokerage/layout';
import { AuthPanel } from '../lib/auth-panel';
import { useSitePanel } from './use-site-panel';

/** The panel in the frame's global login dialog: after a login it closes and goes to the dialog's jump URL. */
export const DialogLoginPanel = ({ jumpUrl, close }: LoginPanelContext) => {
  const panel = useSitePanel(() => {
    close();
  });
  return <AuthPanel {...panel} placement="dialog" jumpUrl={jumpUrl} />;
};
