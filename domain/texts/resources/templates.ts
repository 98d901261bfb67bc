import { texts } from '../../declare/texts';
import { MAIL_PARAMS } from '../../mailTemplates';
import templates from '../../resources/templates';

export default texts(templates, {
  name: 'Mailsjabloon |||| Mailsjablonen',
  empty: 'Er zijn geen mailsjablonen die aan de zoekcriteria voldoen.',
  fields: {
    idmailtemplate: 'Nummer',
    name: 'Code',
    description: 'Omschrijving',
    description_fr: 'Omschrijving (Frans)',
    subject: 'Onderwerp',
    body: 'Tekst',
    subject_fr: 'Onderwerp (Frans)',
    body_fr: 'Tekst (Frans)',
    params: 'Beschikbare parameters',
    updated_at: 'Laatst gewijzigd',
    updated_by: 'Gewijzigd door',
    q: 'Zoeken',
  },
  hints: { body: 'Een parameter zoals {{voornaam}} wordt bij het versturen ingevuld; enkel de parameters van dit sjabloon zijn toegelaten.' },
  // What each parameter stands for, shown with it where the text is written.
  choices: { params: MAIL_PARAMS },
});
