import { LoadingOutlined } from '@ant-design/icons';

/**
 * For antd Button's `loading`: a spinner hidden from assistive tech, so a pending button's
 * accessible name is just its text ('Logging in...'), not 'loading Logging in...'.
 */
export function busy(pending: boolean | undefined) {
  return pending ? { icon: <LoadingOutlined aria-hidden /> } : false;
}
