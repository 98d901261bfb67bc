import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessages } from '../../../domain/texts/errors.nl';
import { loginRequest } from '../../authProvider/loginRequest';
import { type Person, rememberPath } from '../../authProvider/session';
import { appMessages } from '../../i18n/nl/app';
import { authMessages } from '../../i18n/nl/auth';
import { registrationMessages } from '../../i18n/nl/registration';
import { raDutchMessages } from '../../i18n/ra.nl';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginIntro } from './LoginIntro';
import { clearLoginMessage, type LoginMessage, type LoginMessageKind, peekLoginMessage } from './loginMessage';
import { injectLoginStyles } from './styles';

const t = authMessages.login;
/** Messages hide after 10 seconds (SPEC §8). */
export const MESSAGE_MS = 10_000;

/** Without a way to go on within the page: a full page load of the target, which boots with the new session. */
const assign = (path: string) => window.location.assign(path);

/**
 * Inside the full app, react-admin sends a visitor here with the page they asked for in the router
 * state (react-router keeps it in history.state.usr, also across a reload of /login).
 */
function rememberRequestedPath() {
  const state = (window.history.state as { usr?: { nextPathname?: unknown; nextSearch?: unknown } } | null)?.usr;
  if (typeof state?.nextPathname === 'string') rememberPath(state.nextPathname + (typeof state.nextSearch === 'string' ? state.nextSearch : ''));
}

interface Props {
  /**
   * Goes on to the path after login, with the person the server answered: main.tsx boots the full app
   * in place, the running app (AppLoginPage) navigates within it; the default loads the page.
   */
  navigate?: (path: string, person: Person) => void;
}

/**
 * /login without react-admin, MUI or emotion, so it draws at once (DESIGN §5): the LOGIN_INTRO text,
 * username and password (both required, else LOGIN_FAILED), and the forgot-password dialog.
 * Inside the running app the same form is react-admin's loginPage (AppLoginPage), after a logout or a 401.
 */
export const LoginPage = ({ navigate = assign }: Props) => {
  injectLoginStyles();
  useDocumentTitle(t.title);
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // A message another page left for this one (see loginMessage.ts); read twice in StrictMode, so peeked here and cleared below.
  const [message, setMessage] = useState<(LoginMessage & { seq: number }) | null>(() => {
    const waiting = peekLoginMessage();
    return waiting && { ...waiting, seq: 0 };
  });

  useEffect(() => clearLoginMessage(), []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const show = (text: string, kind: LoginMessageKind) => setMessage((previous) => ({ text, kind, seq: (previous?.seq ?? 0) + 1 }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      show(errorMessages.LOGIN_FAILED, 'error');
      return;
    }
    rememberRequestedPath();
    setBusy(true);
    try {
      // Where to go reads every declaration: loaded beside the login request, not before the form.
      const [person, { afterLoginPath }] = await Promise.all([loginRequest(username, password), import('../../authProvider/afterLogin')]);
      navigate(afterLoginPath(person), person);
    } catch (error) {
      show((error as Error).message || errorMessages.LOGIN_FAILED, 'error');
      setBusy(false);
    }
  };

  return (
    <main className="ovd-login">
      <div className="ovd-card">
        <h1>{appMessages.app.title}</h1>
        <LoginIntro name="LOGIN_INTRO" />
        {message && (
          <div key={message.seq} className={`ovd-message ovd-message-${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
            <p>{message.text}</p>
            <button type="button" className="ovd-close" aria-label={raDutchMessages.ra.action.close} onClick={() => setMessage(null)}>
              ×
            </button>
          </div>
        )}
        <form className="ovd-form" onSubmit={submit} noValidate>
          <div className="ovd-field">
            {/* Both required (loginSchema; SPEC §5): marked here, as this page loads no zod (DESIGN §5). */}
            <label htmlFor={`${id}-username`} className="ovd-required">
              {t.username}
            </label>
            <input
              id={`${id}-username`}
              name="username"
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              // biome-ignore lint/a11y/noAutofocus: the login form is the page's only task, as before
              autoFocus
              aria-describedby={`${id}-username-hint`}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
            <p id={`${id}-username-hint`} className="ovd-hint">
              {t.username_hint}
            </p>
          </div>
          <div className="ovd-field">
            <label htmlFor={`${id}-password`} className="ovd-required">
              {t.password}
            </label>
            <input
              id={`${id}-password`}
              name="password"
              required
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <button type="submit" className="ovd-button ovd-primary" disabled={busy} aria-busy={busy || undefined}>
            {t.submit}
          </button>
          <button type="button" className="ovd-link" onClick={() => setForgotOpen(true)}>
            {t.forgot}
          </button>
        </form>
        {/* Providers register themselves (SPEC §2 /register); a full page load, as /register lives in the full app. */}
        <p className="ovd-register">
          <a className="ovd-link" href="/register">
            {registrationMessages.register.login_link}
          </a>
        </p>
      </div>
      {forgotOpen && <ForgotPasswordDialog initialUsername={username} onClose={() => setForgotOpen(false)} onSent={(text) => show(text, 'success')} />}
    </main>
  );
};
