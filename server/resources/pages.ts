import pages from '../../domain/resources/pages';
import { sanitized, stamped } from '../generator/helpers/changes';
import { serve } from '../generator/part';
import { sanitizePageHtml } from '../html';

export default serve(pages, {
  table: 'page_templates',
  idColumn: 'idpagetemplate',
  hooks: { beforeChange: [sanitized('content', sanitizePageHtml), sanitized('content_fr', sanitizePageHtml), stamped('updated_at', 'updated_by')] },
});
