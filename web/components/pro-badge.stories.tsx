import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProBadge } from './pro-badge';

const meta = {
  title: 'Shared/PRO badge',
  component: ProBadge,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ProBadge>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
