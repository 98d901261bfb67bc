import mailparams from '../../domain/resources/mailparams';
import { maskSecretLinks } from '../../domain/mailTemplates';
import { serve } from '../generator/part';

export default serve(mailparams, {
  table: 'mail_params',
  // A reset or activation link is a secret of its recipient (DESIGN §6).
  hooks: { afterRead: [(row) => ({ ...row, value: maskSecretLinks(row.value as string) })] },
});
