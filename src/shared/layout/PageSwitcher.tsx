import { Box, TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The pages of a list that is not a react-admin list (a member's requests, a record's history):
 * react-admin's own Dutch texts, shown only when there is more than one page.
 */
export const PageSwitcher = ({ size, page, pageSize, onPage }: { size: number; page: number; pageSize: number; onPage: (page: number) => void }) => {
  const translate = useTranslate();
  if (size <= pageSize) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <TablePagination
        component="div"
        count={size}
        page={page}
        onPageChange={(_event, next) => onPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      />
    </Box>
  );
};
