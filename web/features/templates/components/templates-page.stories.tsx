import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TemplatesPage } from './templates-page';
import { demandLetter, library } from './story-fixtures';

const meta = {
  title: 'Templates/Page',
  component: TemplatesPage,
  args: { onChoose: fn(), user: { username: 'casey.client', email: 'casey@example.com' } },
  parameters: {
    queryData: [
      [['/api/templates'], library],
      [['/api/templates/small-claims-demand-letter'], demandLetter],
    ],
  },
} satisfies Meta<typeof TemplatesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Library: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Letter Templates' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Investigative letters' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Legal letters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use template: Demand Letter for Small Claims' }));
    await expect(args.onChoose).toHaveBeenCalledWith('small-claims-demand-letter');
  },
};

export const Chosen: Story = {
  args: { templateId: 'small-claims-demand-letter', caseRef: { number: 'SC-2026-114' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The form's code loads when a template is chosen (docs/decisions/0028): wait for it.
    await expect(await canvas.findByRole('heading', { name: 'Demand Letter for Small Claims' })).toBeVisible();
    await expect(canvas.getByLabelText('Case number')).toHaveValue('SC-2026-114');
    await userEvent.click(canvas.getByRole('button', { name: 'All templates' }));
    await expect(args.onChoose).toHaveBeenCalledWith(undefined);
  },
};

export const LoadFailed: Story = {
  parameters: {
    queryData: [],
    api: { 'GET /api/templates': { status: 500, body: { message: 'The server is unavailable', code: 'INTERNAL' } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load templates')).toBeVisible();
  },
};
