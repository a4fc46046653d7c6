import { useEffect } from 'react';
import { notification } from 'antd';
import { registerToastApi, toastConfig } from '../lib/toast';

/** Mounts the toast outlet inside the antd ConfigProvider so toasts use the app's theme. */
export function ToastHost() {
  const [api, contextHolder] = notification.useNotification(toastConfig);
  useEffect(() => registerToastApi(api), [api]);
  return contextHolder;
}
