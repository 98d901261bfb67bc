import templates from '../../domain/resources/templates';
import { knownPlaceholders, stamped } from '../generator/helpers/changes';
import { serve } from '../generator/part';

export default serve(templates, {
  table: 'mail_templates',
  idColumn: 'idmailtemplate',
  hooks: { beforeChange: [knownPlaceholders(['subject', 'body', 'subject_fr', 'body_fr'], 'params'), stamped('updated_at', 'updated_by')] },
});
