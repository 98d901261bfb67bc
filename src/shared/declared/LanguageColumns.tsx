import { Box, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';

/** Of these fields, the French texts whose Dutch field is among them too (`frenchOf`), each with its Dutch field. */
export function languagePairs(d: Declaration, fields: readonly string[]) {
  const french = fields.filter((name) => {
    const f = d.fields[name];
    return f?.kind === 'text' && !!f.frenchOf && fields.includes(f.frenchOf);
  });
  const dutch = french.map((name) => {
    const f = d.fields[name];
    return f?.kind === 'text' ? f.frenchOf! : name;
  });
  return { dutch, french, rest: fields.filter((name) => !french.includes(name) && !dutch.includes(name)) };
}

/**
 * A form's fields with the texts written in both languages side by side: the Dutch ones on the
 * left, their French ones on the right, each column under its language's name; on a phone the
 * French column comes under the Dutch one. The other fields come first, as `rest` draws them.
 * `heading` keeps the outline whole: h2 under a page's h1, h3 under a dialog's h2 title.
 */
export const LanguageColumns = ({
  d,
  fields,
  input,
  rest,
  heading = 'h3',
}: {
  heading?: 'h2' | 'h3';
  d: Declaration;
  fields: readonly string[];
  input: (field: string) => ReactNode;
  rest: (fields: string[]) => ReactNode;
}) => {
  const translate = useTranslate();
  const { dutch, french, rest: others } = languagePairs(d, fields);
  if (french.length === 0) return <>{rest([...fields])}</>;
  const column = (language: 'nl' | 'fr', names: string[]) => (
    <Box role="group" aria-labelledby={`${d.name}-language-${language}`} sx={{ minWidth: 0 }}>
      <Typography id={`${d.name}-language-${language}`} variant="subtitle2" component={heading} color="text.secondary" sx={{ mb: 1 }}>
        {translate(`declared.language_${language}`)}
      </Typography>
      {names.map((name) => (
        <Fragment key={name}>{input(name)}</Fragment>
      ))}
    </Box>
  );
  return (
    <>
      {rest(others)}
      <Box sx={{ display: 'grid', columnGap: 3, rowGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {column('nl', dutch)}
        {column('fr', french)}
      </Box>
    </>
  );
};
