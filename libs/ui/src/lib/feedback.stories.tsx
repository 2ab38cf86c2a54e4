import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button';
import { ErrorTip } from './error-tip';
import { storySamples } from './story-samples';
import { Toast, ToastProvider, useToast } from './toast';

const meta: Meta = {
  title: 'ui/Feedback',
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

/** No message: the default 'Error' in the toolbar language. */
export const ToastDefault: Story = {
  render: () => <Toast duration={0} onClose={() => undefined} />,
};

export const ToastSuccess: Story = {
  render: (_args, { globals }) => <Toast tone="success" duration={0} message={storySamples(globals.locale).toastSuccess} onClose={() => undefined} />,
};

function ToastTrigger({ locale }: { locale: unknown }) {
  const toast = useToast();
  return <Button onClick={() => toast.show({ message: storySamples(locale).errorMessage })}>{storySamples(locale).openDialog}</Button>;
}

/** Toasts shown through useToast; each disappears after 3 s. */
export const ToastFromHook: Story = {
  render: (_args, { globals }) => (
    <ToastProvider>
      <ToastTrigger locale={globals.locale} />
    </ToastProvider>
  ),
};

/** No message: the default 'error!' in the toolbar language. */
export const ErrorTipDefault: Story = { render: () => <ErrorTip /> };

function FieldWithError({ locale }: { locale: unknown }) {
  const [value, setValue] = useState('5123');
  return (
    <div style={{ maxWidth: 320 }}>
      <input aria-label="phone" aria-describedby="phone-error" aria-invalid="true" value={value} onChange={(event) => setValue(event.target.value)} />
      <ErrorTip id="phone-error" message={storySamples(locale).errorMessage} />
    </div>
  );
}

export const ErrorTipUnderField: Story = { render: (_args, { globals }) => <FieldWithError locale={globals.locale} /> };
