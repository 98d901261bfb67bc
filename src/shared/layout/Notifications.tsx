import { useEffect, useMemo, useRef, useState } from 'react';
import { Notification, NotificationContext, useNotificationContext, useNotify } from 'react-admin';
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
  const context = useNotificationContext();
  const { resetNotifications, notifications } = context;
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
  // react-admin shows one notice at a time and queues the next behind it: a success after a failed
  // save waited behind the stale error for its ten seconds. A notice that waits replaces the shown one
  // (a fresh Notification takes it at once); react-admin's takes whatever arrives while none is shown.
  const [shown, setShown] = useState(0);
  const took = useRef(false);
  // An undoable change is made when its notice closes: that notice is never cut short.
  const undoable = useRef(false);
  const own = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        took.current = true;
        const taken = context.takeNotification();
        undoable.current = !!taken?.notificationOptions?.undoable;
        return taken;
      },
    }),
    [context],
  );
  // Runs after the Notification's own effect of the same change: a notice still waiting was not taken.
  useEffect(() => {
    const waiting = notifications.length > 0 && !took.current && !undoable.current;
    took.current = false;
    if (waiting) setShown((n) => n + 1);
  }, [notifications]);
  return (
    <NotificationContext.Provider value={own}>
      <Notification key={shown} autoHideDuration={10000} multiLine />
    </NotificationContext.Provider>
  );
};
