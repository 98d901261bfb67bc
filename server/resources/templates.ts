import templates from '../../domain/resources/templates';
import { knownPlaceholders, stamped } from '../declared/helpers/changes';
import { serve } from '../declared/part';

export default serve(templates, {
  table: 'mail_templates',
  idColumn: 'idmailtemplate',
  hooks: { beforeChange: [knownPlaceholders(['subject', 'body'], 'params'), stamped('updated_at', 'updated_by')] },
});
