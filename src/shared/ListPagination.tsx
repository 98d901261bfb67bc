import { Pagination, useListContext, useTranslate } from 'react-admin';
import { formatNumber } from '../i18n/format';

/**
 * A list's pages. A very long list (a queue of 60,000) is not counted to its end: the server says
 * "at least" (`atLeast`, server/repositories/paging.ts), and the pages read "1–25 van meer dan 1.000"
 * with a next page for as long as there is one.
 */
export function ListPagination({ perPage }: { perPage: number }) {
  const translate = useTranslate();
  const { meta } = useListContext();
  const atLeast = (meta as { atLeast?: number } | undefined)?.atLeast;
  const labelDisplayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
    count !== -1
      ? translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      : atLeast
        ? translate('app.pagination.more_than', { from, to, atLeast: formatNumber(atLeast, 0) })
        : translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to });
  // react-admin hands props it does not know to MUI's TablePagination, after its own label.
  const label = { labelDisplayedRows } as object;
  return <Pagination rowsPerPageOptions={[perPage]} {...label} />;
}
