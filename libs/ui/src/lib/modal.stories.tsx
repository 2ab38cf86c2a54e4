import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button';
import { LightDialog } from './light-dialog';
import { Modal } from './modal';
import { storySamples } from './story-samples';

interface Args {
  defaultOpen: boolean;
  width?: number;
  closeOnOverlayClick: boolean;
  closeOnEscape: boolean;
}

function ModalDemo({ defaultOpen, locale, ...config }: Args & { locale: unknown }) {
  const [open, setOpen] = useState(defaultOpen);
  const text = storySamples(locale);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{text.openDialog}</Button>
      <Modal
        {...config}
        open={open}
        onClose={() => setOpen(false)}
        title={text.dialogTitle}
        footer={
          <>
            <Button $variant="secondary" onClick={() => setOpen(false)}>
              {text.cancel}
            </Button>
            <Button onClick={() => setOpen(false)}>{text.confirm}</Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{text.dialogBody}</p>
      </Modal>
    </>
  );
}

const meta: Meta<Args> = {
  title: 'ui/Modal',
  args: { defaultOpen: true, closeOnOverlayClick: false, closeOnEscape: false },
  parameters: { layout: 'padded' },
  render: (args, { globals }) => <ModalDemo {...args} locale={globals.locale} />,
};
export default meta;
type Story = StoryObj<Args>;

/** Default: 484 px, closes only with its buttons. */
export const Open: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const DismissibleByOverlayAndEscape: Story = { args: { closeOnOverlayClick: true, closeOnEscape: true } };
export const Wide: Story = { args: { width: 640 } };
export const OpenOnMobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

function LightDemo({ locale }: { locale: unknown }) {
  const [open, setOpen] = useState(true);
  const text = storySamples(locale);
  return (
    <>
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        {text.openDialog}
      </Button>
      <LightDialog open={open} onClose={() => setOpen(false)} aria-label={text.dialogTitle} width={360}>
        <p style={{ margin: '24px 0 0' }}>{text.lightBody}</p>
      </LightDialog>
    </>
  );
}

/** Lightweight dialog: closes on an overlay click or Escape. */
export const Light: Story = { render: (_args, { globals }) => <LightDemo locale={globals.locale} /> };
export const LightOnMobile: Story = { ...Light, globals: { viewport: { value: 'mobile', isRotated: false } } };
