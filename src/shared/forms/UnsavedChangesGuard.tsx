import { useEffect } from 'react';
import { Confirm } from 'react-admin';
import type { Control } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';

interface Props {
  enable?: boolean;
  formControl?: Control;
}

/**
 * Leaving a page with unsaved changes asks first (SPEC §5), in the app's own dialog with the same
 * question as the form dialogs (see DialogForm). Every other address counts as leaving, also a tab of
 * the same record (a sub-address, which react-admin's own check lets through, dropping the edit).
 * Closing or reloading the browser tab keeps the browser's own question: nothing else is allowed there.
 * Given to react-admin's Form as its WarnWhenUnsavedChangesComponent, so it runs in a data router only.
 */
export const UnsavedChangesGuard = ({ enable = true, formControl }: Props) => {
  const { isSubmitSuccessful, dirtyFields } = useFormState(formControl ? { control: formControl } : undefined);
  const safe = !enable || Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !safe && currentLocation.pathname !== nextLocation.pathname);

  // A save (or delete) that resets the form while its redirect waits: let the redirect go on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blocker object changes on every render
  useEffect(() => {
    if (blocker.state === 'blocked' && safe) blocker.proceed();
  }, [blocker.state, safe]);

  useEffect(() => {
    if (safe) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [safe]);

  return (
    <Confirm
      isOpen={blocker.state === 'blocked' && !safe}
      title="app.unsaved_title"
      content="ra.message.unsaved_changes"
      confirm="app.discard_changes"
      cancel="app.keep_editing"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};
