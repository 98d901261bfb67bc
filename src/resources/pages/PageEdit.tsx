import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, TopToolbar, useEditContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { pageTemplateSchema } from '../../../domain/schemas/templates';
import { preventEnterSubmit } from '../../shared/forms/NoEnterSubmit';
import { RecordFailure } from '../../shared/detail/NotFound';
import { formatDateTime } from '../../i18n/format';
import { HtmlInput } from './HtmlInput';
import { PAGES_PATH, PAGES_RESOURCE, type PageTemplate } from './types';

const resolver = zodResolver(pageTemplateSchema);
/** The API takes only these two; the rest of the record is the server's. */
const editable = (data: Partial<PageTemplate>) => ({ title: data.title, content: data.content });

const PageEditTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext<PageTemplate>();
  return <>{translate('pages.edit_title', { name: record?.name ?? '' })}</>;
};

const BackToList = () => {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={Link} to={PAGES_PATH} startIcon={<ArrowBackIcon />} size="small">
        {translate('pages.back')}
      </Button>
    </TopToolbar>
  );
};

/** Who changed the text last and when (dd/MM/yyyy HH:mm, Brussels time). */
const LastChange = () => {
  const translate = useTranslate();
  const record = useRecordContext<PageTemplate>();
  if (!record) return null;
  const text = !record.updated_at
    ? translate('pages.never_changed')
    : record.updated_by
      ? translate('pages.last_change', { date: formatDateTime(record.updated_at), user: record.updated_by })
      : translate('pages.last_change_date', { date: formatDateTime(record.updated_at) });
  return (
    <Typography variant="body2" color="text.secondary">
      {record.name} · {text}
    </Typography>
  );
};

/** An unknown id: "does not exist" and the way back, in place of react-admin's notification and redirect. */
const LoadFailure = () => <RecordFailure error={useEditContext().error} listPath={PAGES_PATH} />;

/** Save only: the templates belong to the product and cannot be deleted. */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * /templates/pages/:id: the title and the Dutch text of one page template, the text as HTML with a
 * live preview (ra-input-rich-text was tried: its Tiptap packages do not resolve to one consistent
 * version from this registry, and the editor then fails to load).
 * The save is pessimistic: the form then shows what the server stored (its sanitiser may have
 * removed markup) and stays open; leaving with unsaved changes asks first (SPEC §5).
 */
const PageEdit = () => {
  const { id } = useParams();
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Edit
      resource={PAGES_RESOURCE}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      // The failure shows on the page itself (LoadFailure), not as a notification.
      queryOptions={{ onError: () => undefined }}
      error={<LoadFailure />}
      transform={editable}
      mutationOptions={{ onSuccess: () => notify('UPDATE_SUCCESS', { type: 'success' }) }}
      actions={<BackToList />}
      title={<PageEditTitle />}
    >
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />}>
        <LastChange />
        {/* Enter in the title does not submit (SPEC §5); in the HTML text it starts a new line. */}
        <TextInput source="title" fullWidth onKeyDown={preventEnterSubmit} />
        <Alert severity="info" sx={{ width: '100%', boxSizing: 'border-box' }}>
          {translate('pages.content_hint')}
        </Alert>
        <HtmlInput source="content" />
      </SimpleForm>
    </Edit>
  );
};

export default PageEdit;
