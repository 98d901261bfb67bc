import items from '../../domain/resources/codelijst-items';
import { placedLast } from '../declared/helpers/changes';
import { serve } from '../declared/part';

export default serve(items, {
  table: 'codelist_items',
  idColumn: 'iddiccodedetail',
  // A new value goes last in its list.
  hooks: { beforeChange: [placedLast('sortorder', 'iddiccode')] },
});
