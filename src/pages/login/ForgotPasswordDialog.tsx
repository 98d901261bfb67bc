import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { publicMethods } from '../../dataProvider/custom/public';
import type { LoginTexts } from './loginTexts';

interface Props {
  /** The login page's texts, in its language. */
  texts: LoginTexts;
  initialUsername: string;
  onClose: () => void;
  /** Called with RESETPASS_MAIL_SENDED once the server took the request; the dialog closes itself. */
  onSent: (message: string) => void;
}

/**
 * Asks for a reset link; the username is required (USERNAME_EMPTY), the answer is RESETPASS_MAIL_SENDED.
 * A native modal <dialog>: role dialog, focus kept inside, Escape closes, focus goes back on close.
 * Mounted only while open, so its "Gebruikersnaam" field never doubles the page's.
 */
export const ForgotPasswordDialog = ({ texts, initialUsername, onClose, onSent }: Props) => {
  const t = texts.login;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState(initialUsername);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      // jsdom (tests) has no showModal: there the dialog is simply shown.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    inputRef.current?.focus();
  }, []);

  const close = () => {
    const dialog = dialogRef.current;
    // close() gives the focus back to the "Wachtwoord vergeten?" button.
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim()) {
      setError(texts.errors.USERNAME_EMPTY);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await publicMethods.requestPasswordReset(username.trim());
      onSent(texts.resetSent);
      close();
    } catch (e) {
      setError((e as Error).message || texts.errors.UNFORSEEN_ERROR);
      setBusy(false);
    }
  };

  // A click on the backdrop lands on the <dialog> itself (its content fills it): close, as MUI's dialog did.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape and the cancel button
    <dialog
      ref={dialogRef}
      className="ovd-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={onBackdrop}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{t.forgot_title}</h2>
        <div className="ovd-dialog-content">
          <p id={`${id}-text`}>{t.forgot_text}</p>
          <div className="ovd-field">
            {/* Required (the server answers USERNAME_EMPTY): marked as on the login page, which loads no zod. */}
            <label htmlFor={`${id}-username`} className="ovd-required">
              {t.username}
            </label>
            <input
              ref={inputRef}
              id={`${id}-username`}
              name="forgot-username"
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setUsername(e.target.value);
                setError(null);
              }}
            />
            {error && (
              <p id={`${id}-error`} className="ovd-hint ovd-invalid" role="alert">
                {error}
              </p>
            )}
          </div>
        </div>
        <div className="ovd-dialog-actions">
          <button type="button" className="ovd-button ovd-text" onClick={close}>
            {texts.cancel}
          </button>
          <button type="submit" className="ovd-button ovd-primary" disabled={busy} aria-busy={busy || undefined}>
            {t.forgot_submit}
          </button>
        </div>
      </form>
    </dialog>
  );
};
