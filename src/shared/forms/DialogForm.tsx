import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton, type Theme, useMediaQuery } from '@mui/material';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Confirm, Form, type RaRecord, SaveButton, useTranslate } from 'react-admin';
import { type FieldValues, type Resolver, useFormState } from 'react-hook-form';
import { preventEnterSubmit } from './formHelpers';

export interface DialogFormProps {
  title: ReactNode;
  /** The values the form starts from (the record being edited, or the defaults of a new one). */
  record: Partial<RaRecord>;
  resolver?: Resolver<any, any, any>;
  /** Resolves to per-field errors to show them under the inputs, or to nothing when saved. */
  onSubmit: (values: FieldValues) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
  children: ReactNode;
  /** Extra buttons left of Cancel/Save (the delete button of an existing value). */
  extraActions?: ReactNode;
  /** A new record may be submitted untouched, so the required-field messages show at once. */
  alwaysEnable?: boolean;
  /** 'sm' for a few inputs; 'md' for dialogs that show more (a template with its parameters, a mail). */
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** Keeps the dialog informed of the form's dirty state; the dialog itself sits outside the form. */
const DirtyTracker = ({ target }: { target: RefObject<boolean> }) => {
  const { isDirty } = useFormState();
  useEffect(() => {
    target.current = isDirty;
  }, [isDirty, target]);
  return null;
};

/**
 * The form between the dialog and its parts is a column too, so the content scrolls and the title and
 * the buttons stay in view, as in a dialog without a form (else the whole dialog scrolls, and on a
 * phone the buttons lie below its visible box).
 */
const formFillsDialog = { '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } } as const;

/**
 * A react-admin Form in a MUI dialog, shared by the edit dialogs of the back office: Enter does not
 * submit (SPEC §5), and closing with unsaved changes asks first (SPEC §5 "dirty forms ask to
 * confirm leaving"; a router blocker does not see a dialog, so the dialog asks itself, in a dialog of
 * the app rather than the browser's, with the page prompt's question ra.message.unsaved_changes).
 * A large dialog takes the whole screen on a phone; the buttons keep their text there (see below).
 */
export const DialogForm = ({ title, record, resolver, onSubmit, onClose, children, extraActions, alwaysEnable, maxWidth = 'sm' }: DialogFormProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

  const requestClose = () => {
    if (dirty.current) setAsking(true);
    else onClose();
  };

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth={maxWidth} fullScreen={isPhone && maxWidth !== 'sm'} aria-labelledby={titleId} sx={formFillsDialog}>
      <Form record={record} resolver={resolver} onSubmit={onSubmit} noValidate>
        <DirtyTracker target={dirty} />
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent onKeyDown={preventEnterSubmit}>{children}</DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {extraActions}
          {/* MUI's button: react-admin's turns into an icon alone on a phone, and Cancel has no icon. */}
          <MuiButton onClick={requestClose}>{translate('ra.action.cancel')}</MuiButton>
          <SaveButton alwaysEnable={alwaysEnable} />
        </DialogActions>
      </Form>
      <Confirm
        isOpen={asking}
        title="app.unsaved_title"
        content="ra.message.unsaved_changes"
        confirm="app.discard_changes"
        cancel="app.keep_editing"
        onConfirm={onClose}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
};
