import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Language } from '../../../domain/language';
import { languageRequest, loginRequest } from '../../authProvider/loginRequest';
import { type Person, rememberPath } from '../../authProvider/session';
import { personLanguage, rememberLanguage, startLanguage } from '../../i18n/language';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LanguagePicker } from './LanguagePicker';
import { LoginIntro } from './LoginIntro';
import { clearLoginMessage, type LoginMessage, type LoginMessageKind, peekLoginMessage } from './loginMessage';
import { dutchLoginTexts, type LoginTexts, loadLoginTexts } from './loginTexts';
import { injectLoginStyles } from './styles';

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
  /** The texts to draw first (main.tsx loads French before the page for a browser that reads French). */
  initialTexts?: LoginTexts;
}

/**
 * A language chosen here is shown at once and remembered in this browser; at login it becomes the
 * account's language when it differs. Only a choice made on this visit is saved: a browser shared by
 * several people shows the last one's language, which must not become the next one's.
 */
async function withChosenLanguage(person: Person, chosen: Language | undefined): Promise<Person> {
  const saved = chosen && chosen !== personLanguage(person) ? await languageRequest(chosen).catch(() => person) : person;
  rememberLanguage(personLanguage(saved));
  return saved;
}

/**
 * /login without react-admin, MUI or emotion, so it draws at once (DESIGN §5): the LOGIN_INTRO text,
 * username and password (both required, else LOGIN_FAILED), and the forgot-password dialog.
 * Inside the running app the same form is react-admin's loginPage (AppLoginPage), after a logout or a 401.
 */
export const LoginPage = ({ navigate = assign, initialTexts }: Props) => {
  injectLoginStyles();
  const [texts, setTexts] = useState(initialTexts ?? dutchLoginTexts);
  const [chosen, setChosen] = useState<Language>();
  const t = texts.login;
  useDocumentTitle(t.title);
  useEffect(() => {
    document.documentElement.lang = texts.language;
  }, [texts.language]);
  // Inside the running app the page is drawn without main.tsx's help: the remembered language is fetched here.
  useEffect(() => {
    if (initialTexts) return;
    const language = startLanguage();
    if (language !== 'nl') void loadLoginTexts(language).then(setTexts, () => undefined);
  }, [initialTexts]);
  const choose = (language: Language) => {
    setChosen(language);
    rememberLanguage(language);
    void loadLoginTexts(language).then(setTexts, () => undefined);
  };
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
      show(texts.errors.LOGIN_FAILED, 'error');
      return;
    }
    rememberRequestedPath();
    setBusy(true);
    try {
      // Where to go reads every declaration: loaded beside the login request, not before the form.
      const [person, { afterLoginPath }] = await Promise.all([loginRequest(username, password, texts), import('../../authProvider/afterLogin')]);
      const saved = await withChosenLanguage(person, chosen);
      navigate(afterLoginPath(saved), saved);
    } catch (error) {
      show((error as Error).message || texts.errors.LOGIN_FAILED, 'error');
      setBusy(false);
    }
  };

  return (
    <main className="ovd-login">
      <div className="ovd-card">
        <LanguagePicker value={texts.language} onChange={choose} />
        <h1>{texts.title}</h1>
        <LoginIntro name="LOGIN_INTRO" language={texts.language} />
        {message && (
          <div key={message.seq} className={`ovd-message ovd-message-${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
            <p>{message.text}</p>
            <button type="button" className="ovd-close" aria-label={texts.close} onClick={() => setMessage(null)}>
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
            {texts.register}
          </a>
        </p>
      </div>
      {forgotOpen && (
        <ForgotPasswordDialog texts={texts} initialUsername={username} onClose={() => setForgotOpen(false)} onSent={(text) => show(text, 'success')} />
      )}
    </main>
  );
};
