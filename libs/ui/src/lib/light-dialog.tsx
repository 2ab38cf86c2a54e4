import { Modal, type ModalProps } from './modal';

export type LightDialogProps = ModalProps;

/**
 * Lightweight dialog for short notices: closes on an overlay click by default (spec 2), and on
 * Escape by default so keyboard users can dismiss it the same way. Either can be turned off.
 */
export function LightDialog({ closeOnOverlayClick = true, closeOnEscape = true, showCloseButton = false, ...rest }: LightDialogProps) {
  return <Modal appearance="light" closeOnOverlayClick={closeOnOverlayClick} closeOnEscape={closeOnEscape} showCloseButton={showCloseButton} {...rest} />;
}
