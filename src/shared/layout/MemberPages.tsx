import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The pages of a list of members outside react-admin's lists (the control list, who has not voted
 * yet): a fixed page size, the range and the page buttons in Dutch.
 */
export const MemberPages = ({ size, page, pageSize, onPage }: { size: number; page: number; pageSize: number; onPage: (page: number) => void }) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={size}
      page={page}
      onPageChange={(_event, next) => onPage(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      labelRowsPerPage={translate('member_pages.rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('member_pages.range', { from, to, count })}
      getItemAriaLabel={(type) => translate(`member_pages.page_${type}`)}
    />
  );
};
