import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';

/**
 * The pages of a list of members outside react-admin's lists (the control list, who has not voted
 * yet, the logbook): a fixed page size, the range and the page buttons in Dutch.
 */
export const MemberPages = ({
  size,
  atLeast,
  page,
  pageSize,
  onPage,
}: {
  size: number;
  atLeast?: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      // A list not counted to its end (`atLeast`): MUI's "unknown total", with a next page while there is one.
      count={atLeast ? -1 : size}
      page={page}
      onPageChange={(_event, next) => onPage(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      labelRowsPerPage={translate('member_pages.rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        count === -1
          ? translate('app.pagination.more_than', { from, to, atLeast: formatNumber(size, 0) })
          : translate('member_pages.range', { from, to, count })
      }
      getItemAriaLabel={(type) => translate(`member_pages.page_${type}`)}
    />
  );
};
