import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from './ui/form';
import { expect, userEvent, within } from 'storybook/test';
import { SwitchField } from './switch-field';

function SwitchForm({ children }: { children: ReactNode }) {
  const [form] = Form.useForm<{ caseUpdates: boolean }>();
  return (
    <Form form={form} initialValues={{ caseUpdates: true }} onFinish={() => {}}>
      {children}
    </Form>
  );
}

const meta = {
  title: 'Shared/Switch field',
  component: SwitchField,
  args: { name: 'caseUpdates', label: 'Case Updates', description: 'Email me when one of my cases changes status.' },
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 520 }}>
        <SwitchForm>{Story()}</SwitchForm>
      </main>
    ),
  ],
} satisfies Meta<typeof SwitchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Case Updates' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Email me when one of my cases changes status.');
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};

export const Disabled: Story = { args: { disabled: true } };
