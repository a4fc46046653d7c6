import { useEffect } from 'react';
import { Button, notification } from 'antd';
import { registerToastApi, toastConfig } from '../lib/toast';

/** Mounts the toast outlet inside the antd ConfigProvider so toasts use the app's theme. */
export function ToastHost() {
  const [api, contextHolder] = notification.useNotification(toastConfig);
  useEffect(() => registerToastApi(api, Button), [api]);
  return contextHolder;
}
