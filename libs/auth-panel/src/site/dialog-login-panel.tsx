import type { LoginPanelContext } from '@brokerage/layout';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';

// The frame's login dialog is on every page but opened on few: its panel (forms, rules, RSA
// encryption) is a chunk of its own, fetched when the dialog first opens, not with every page.
const DialogLoginPanel = lazy(() => import('./dialog-panel-body').then((module) => ({ default: module.DialogLoginPanel })));

/** Keeps the dialog's size while the panel's chunk arrives (a moment, once per visit). */
const PanelPlaceholder = styled.div`
  min-height: 360px;
`;

/** For the frame's `renderLoginPanel`. */
export const renderDialogLoginPanel = (context: LoginPanelContext) => (
  <Suspense fallback={<PanelPlaceholder aria-busy="true" />}>
    <DialogLoginPanel {...context} />
  </Suspense>
);
