import { useEffect } from 'react';
import { Notification, useNotificationContext } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** Messages hide after 10 seconds and are cleared when the user moves to another page (SPEC §8). */
export const Notifications = () => {
  const { pathname } = useLocation();
  const { resetNotifications } = useNotificationContext();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => {
    resetNotifications();
  }, [pathname]);
  return <Notification autoHideDuration={10000} multiLine />;
};
