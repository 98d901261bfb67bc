import type { Control } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import { LeaveGuard } from './LeaveGuard';

interface Props {
  enable?: boolean;
  formControl?: Control;
}

/**
 * Leaving a page with unsaved changes asks first (SPEC §5, LeaveGuard): a form is dirty while a field
 * differs from its record and it was not just saved. Every other address counts as leaving, also a
 * tab of the same record (a sub-address, which react-admin's own check lets through, dropping the
 * edit). Given to react-admin's Form as its WarnWhenUnsavedChangesComponent, so it runs in a data router only.
 */
export const UnsavedChangesGuard = ({ enable = true, formControl }: Props) => {
  const { isSubmitSuccessful, dirtyFields } = useFormState(formControl ? { control: formControl } : undefined);
  const safe = !enable || Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;
  return <LeaveGuard dirty={!safe} />;
};
