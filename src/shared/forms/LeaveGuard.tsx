import { useEffect } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker } from 'react-router-dom';

/**
 * Leaving a page while `dirty` asks first (SPEC §5), in the app's own dialog with the same question
 * as the form dialogs (see DialogForm). Every other address counts as leaving, also a tab of the same
 * record (a sub-address); another query string on the same page does not. Closing or reloading the
 * browser tab keeps the browser's own question: nothing else is allowed there. Runs in a data router
 * only. A form's guard is UnsavedChangesGuard; a page that keeps its edits elsewhere (the points
 * table's rows) tells this one itself.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  // A save (or delete) that clears the changes while its redirect waits: let the redirect go on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blocker object changes on every render
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker.state, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <Confirm
      isOpen={blocker.state === 'blocked' && dirty}
      title="app.unsaved_title"
      content="ra.message.unsaved_changes"
      confirm="app.discard_changes"
      cancel="app.keep_editing"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
