import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { sendPersonRequestEarly } from './authProvider/personRequest';
import type { Person } from './authProvider/session';
import { LoginPage } from './pages/login/LoginPage';

const root = createRoot(document.getElementById('root')!);

/** The full app (react-admin, MUI), loaded on demand: this entry imports only React and the login page. */
const startApp = (person?: Person) =>
  Promise.all([
    import('react-router-dom'),
    import('./App'),
    import('./authProvider'),
    // The screen's own code, beside the app's, so it draws without suspending (see shared/lazyScreen).
    import('./screens')
      .then(({ preloadScreen, prefetchScreenData }) => {
        // Its data too, without waiting for it.
        void prefetchScreenData(window.location.pathname, window.location.search, person).catch(() => undefined);
        return preloadScreen(window.location.pathname);
      })
      .catch(() => undefined),
  ]).then(async ([{ createBrowserRouter, RouterProvider }, { App }, { currentPerson, setCurrentPerson }]) => {
    // Just logged in: the login's answer is the session's person, so the app need not ask for it again.
    if (person) setCurrentPerson(person);
    // Otherwise the early request's answer, there long before the code: the first frame is then drawn
    // for this person (shared/queryClient). A failure is the app's to show, as without it.
    else await currentPerson().catch(() => null);
    // A data router, so react-admin can ask before leaving a form with unsaved changes (SPEC §5).
    const router = createBrowserRouter([{ path: '*', element: <App /> }]);
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });

/**
 * After login on the light page: the full app boots here, at the target address. It was never loaded
 * in this document, so it starts clean with the new session, as after a full page load, but without
 * reloading, and without cancelling a navigation the browser may have started meanwhile.
 */
const enterApp = (target: string, person: Person) => {
  window.history.pushState(null, '', target);
  startApp(person).catch(() => window.location.assign(target));
};

if (window.location.pathname === '/login') {
  // Most visits start here: the light login page draws without loading react-admin, MUI and emotion
  // (DESIGN §5); flushSync draws it while this script runs, not one scheduler task later.
  flushSync(() =>
    root.render(
      <StrictMode>
        <LoginPage navigate={enterApp} />
      </StrictMode>,
    ),
  );
  // Once the form is drawn and the browser idle, the code after the login loads while the member types.
  const later = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 500));
  later(() => {
    void import('./authProvider/afterLogin');
    void import('./App');
  });
} else {
  // Who is logged in is the app's first question: ask it while the app's code loads.
  sendPersonRequestEarly();
  void startApp();
}
