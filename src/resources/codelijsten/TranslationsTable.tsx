import { Button, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TranslationRow } from './types';

export interface TranslationsTableProps {
  rows: TranslationRow[];
  languages: readonly string[];
  canEdit: boolean;
  onEdit: (row: TranslationRow, language: string) => void;
}

/** One translation: the text, or a muted note that its readers see the Dutch text; a button for the secretariat. */
const TranslationCell = ({ text, language, label, onClick }: { text?: string; language: string; label: string; onClick?: () => void }) => {
  const translate = useTranslate();
  // Marked with its language (WCAG 3.1.2), so a screen reader says "All species" in English, not as Dutch.
  const content = text?.trim() ? (
    <span lang={language}>{text}</span>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary" fontStyle="italic">
      {translate(`codelijsten.missing.${language}`)}
    </Typography>
  );
  if (!onClick) return <TableCell>{content}</TableCell>;
  return (
    <TableCell>
      {/* A real button, so the cell is reachable and usable with the keyboard too; its text is its name. */}
      <Button
        onClick={onClick}
        size="small"
        title={label}
        sx={{ textTransform: 'none', textAlign: 'left', justifyContent: 'flex-start', color: 'inherit', minWidth: 0, px: 0.5 }}
      >
        {content}
      </Button>
    </TableCell>
  );
};

/**
 * Every value of the list with its Dutch text and one column per other language. The table keeps
 * its columns on a phone and scrolls sideways inside its container instead of squeezing them.
 */
export const TranslationsTable = ({ rows, languages, canEdit, onEdit }: TranslationsTableProps) => {
  const translate = useTranslate();
  return (
    // Scrolled sideways on a phone: the box takes the focus, so the keyboard scrolls it too.
    <TableContainer component={Paper} sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('codelijsten.translations')}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.codelijst-items.fields.codedetail')}</TableCell>
            <TableCell>{translate('resources.codelijst-items.fields.description')}</TableCell>
            {languages.map((language) => (
              <TableCell key={language}>{translate(`languages.${language}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.iddiccodedetail} hover>
              <TableCell>{row.codedetail}</TableCell>
              {/* The Dutch text, marked so, also on a French reader's screen (WCAG 3.1.2). */}
              <TableCell lang="nl">{row.description}</TableCell>
              {languages.map((language) => (
                <TranslationCell
                  key={language}
                  text={row.translations[language]}
                  language={language}
                  label={translate('codelijsten.edit_translation', { language: translate(`languages.${language}`) })}
                  onClick={canEdit ? () => onEdit(row, language) : undefined}
                />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
