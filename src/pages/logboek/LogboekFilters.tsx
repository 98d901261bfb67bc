import { MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { languageOfLocale } from '../../../domain/collation';
import { auditActions, auditSubjects, mergedOptions } from '../../../domain/texts/audit.nl';
import { textsOf } from '../../../domain/texts/registry';
import { messageParts } from '../../../domain/validation';
import type { AuditFilterValues } from '../../dataProvider/custom/audit';
import { declarations } from '../../shared/declared/registry';

interface Props {
  /** The filters as typed: days as dd/MM/yyyy. */
  values: AuditFilterValues;
  /** The message key of a filter the shared schema refuses. */
  problems: Partial<Record<keyof AuditFilterValues, string>>;
  onChange: (values: AuditFilterValues) => void;
}

/** Who, what kind of record, which record, what was done, and the days: the logbook's filters, on several lines on a phone. */
export function LogboekFilters({ values, problems, onChange }: Props) {
  const translate = useTranslate();
  // Sorted as the reader's language sorts ("Élection" among the E's in French).
  const language = languageOfLocale(useLocaleState()[0]);
  // Kinds that read the same (an exemption as requested and as registered) are one option. A declared
  // resource is named by its own name (the singular), the rest by the logbook's; both in the reader's language.
  const subjects = useMemo(
    () =>
      mergedOptions(
        [...declarations.map((d) => d.name), ...Object.keys(auditSubjects)].map((value) => ({
          value,
          label: textsOf(value) ? translate(`resources.${value}.name`, { smart_count: 1 }) : translate(`logboek.subjects.${value}`, { _: value }),
        })),
        language,
      ),
    [translate, language],
  );
  // The common actions and those of the chosen kinds (every kind when none is chosen), each label once.
  const actions = useMemo(() => {
    const found = Object.keys(auditActions).map((value) => ({ value, label: translate(`logboek.actions.${value}`) }));
    for (const resource of values.soort ? values.soort.split(',') : subjects.flatMap((s) => s.value.split(','))) {
      for (const value of Object.keys((textsOf(resource)?.history as Record<string, string> | undefined) ?? {})) {
        found.push({ value, label: translate(`resources.${resource}.history.${value}`) });
      }
    }
    return mergedOptions(found, language);
  }, [values.soort, subjects, translate, language]);
  const set = (name: keyof AuditFilterValues) => (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value });
  const field = (name: keyof AuditFilterValues) => {
    const message = problems[name];
    return {
      size: 'small' as const,
      label: translate(`logboek.filters.${name}`),
      value: values[name] ?? '',
      onChange: set(name),
      error: !!message,
      helperText: message ? translate(...messageParts(message)) : undefined,
    };
  };
  // A select's options, "Alle" first.
  const choices = (options: readonly { value: string; label: string }[]) => [
    <MenuItem key="" value="">
      {translate('logboek.all')}
    </MenuItem>,
    ...options.map((o) => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    )),
  ];
  const day = {
    placeholder: translate('app.date_placeholder'),
    slotProps: { htmlInput: { inputMode: 'numeric' as const, autoComplete: 'off' } },
    sx: { width: { xs: 'calc(50% - 8px)', sm: 150 } },
  };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextField {...field('wie')} sx={{ width: { xs: '100%', sm: 180 } }} />
      <TextField {...field('soort')} select sx={{ width: { xs: '100%', sm: 240 } }}>
        {choices(subjects)}
      </TextField>
      <TextField {...field('record')} sx={{ width: { xs: '100%', sm: 120 } }} />
      <TextField {...field('handeling')} select sx={{ width: { xs: '100%', sm: 240 } }}>
        {choices(actions)}
      </TextField>
      <TextField {...field('van')} {...day} />
      <TextField {...field('tot')} {...day} />
    </Stack>
  );
}
