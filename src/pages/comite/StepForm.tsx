import { type FormEvent, type ReactNode, useState } from 'react';
import { type TranslateFunction, useTranslate } from 'react-admin';
import { CryptoError } from '../../../domain/crypto/group';
import { type Expected, openSeed, StepError } from './ceremony';
import { useKeyFile } from './KeyFileFields';
import { BusyStatus, KeyFileForm, ProblemAlert } from './StepParts';

/** A failure in the person's language: the step's own message, the server's text, or a general one. */
export function stepMessage(translate: TranslateFunction, error: unknown) {
  if (error instanceof StepError) return translate(error.key, error.args);
  // A check of the crypto the steps do not name themselves: its text from the catalogue, never its code.
  if (error instanceof CryptoError) return translate(`stemming.verify.problems.${error.problem}`);
  const message = (error as { message?: unknown })?.message;
  return typeof message === 'string' && message ? message : translate('comite.failed');
}

interface StepFormProps {
  /** What this step does, in plain words. */
  intro: ReactNode;
  submitLabel: string;
  busyLabel: string;
  expected: Expected;
  /** The step's work with the opened seed; throws a StepError (or the server's error) to stop. */
  run: (seed: Uint8Array) => Promise<void>;
}

/**
 * A round that needs the member's key file (the second and the third): the file and passphrase, the
 * seed opened in this browser, the step's work, and one message for whatever went wrong. Nothing is
 * sent unless the file is this member's for this ceremony and the passphrase opens it.
 */
export function StepForm({ intro, submitLabel, busyLabel, expected, run }: StepFormProps) {
  const translate = useTranslate();
  const keyFile = useKeyFile();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      await run(await openSeed(keyFile.file.text, keyFile.file.passphrase, expected));
    } catch (error) {
      setProblem(stepMessage(translate, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <KeyFileForm intro={intro} submitLabel={submitLabel} keyFile={keyFile} disabled={busy} onSubmit={submit}>
      <BusyStatus label={busy ? busyLabel : null} />
      <ProblemAlert problem={problem} />
    </KeyFileForm>
  );
}
