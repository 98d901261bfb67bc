import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { sendPersonRequestEarly } from './authProvider/personRequest';
import type { Person } from './authProvider/session';
import { personLanguage, startLanguage } from './i18n/language';
import { LoginPage } from './pages/login/LoginPage';
import { type LoginTexts, loadLoginTexts } from './pages/login/loginTexts';

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
    import('./i18n'),
  ]).then(async ([{ createBrowserRouter, RouterProvider }, { App }, { currentPerson, setCurrentPerson }, , { loadLanguage }]) => {
    // Just logged in: the login's answer is the session's person, so the app need not ask for it again.
    if (person) setCurrentPerson(person);
    // Otherwise the early request's answer, there long before the code: the first frame is then drawn
    // for this person (shared/queryClient). A failure is the app's to show, as without it.
    const known = person ?? (await currentPerson().catch(() => null));
    // The first frame in the person's language: French (its own chunk) is loaded before it, if it is theirs.
    await loadLanguage(known ? personLanguage(known) : startLanguage()).catch(() => undefined);
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

/** The light login page, in the given texts' language; flushSync draws it while this script runs, not one scheduler task later. */
const drawLogin = (texts?: LoginTexts) =>
  flushSync(() =>
    root.render(
      <StrictMode>
        <LoginPage navigate={enterApp} initialTexts={texts} />
      </StrictMode>,
    ),
  );

if (window.location.pathname === '/login') {
  // Most visits start here: the light login page draws without loading react-admin, MUI and emotion
  // (DESIGN §5). A browser that reads French waits for the French texts (a small chunk), not Dutch first.
  const language = startLanguage();
  if (language === 'nl') drawLogin();
  else void loadLoginTexts(language).then(drawLogin, () => drawLogin());
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
