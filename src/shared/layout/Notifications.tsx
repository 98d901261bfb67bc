import { useEffect } from 'react';
import { Notification, useNotificationContext, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** The message a move hands to the page it leads to (`navigate(path, { state: withNotice(text) })`). */
export const withNotice = (notice: string) => ({ notice });

/**
 * Messages hide after 10 seconds and are cleared when the user moves to another page (SPEC §8),
 * except the one the move brought along: it says what happened to the record shown there.
 */
export const Notifications = () => {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  const notify = useNotify();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => {
    resetNotifications();
    const notice = (state as { notice?: unknown } | null)?.notice;
    if (typeof notice !== 'string') return;
    notify(notice, { type: 'success' });
    // Said once: a reload or Back to this entry does not say it again.
    navigate({ pathname, search }, { replace: true, state: null });
  }, [pathname]);
  return <Notification autoHideDuration={10000} multiLine />;
};
