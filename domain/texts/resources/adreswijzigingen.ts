import adreswijzigingen from '../../resources/adreswijzigingen';
import { texts } from '../../declare/texts';

export default texts(adreswijzigingen, {
  name: 'Adreswijziging |||| Adreswijzigingen',
  empty: 'Er zijn geen aanvragen die aan de zoekcriteria voldoen.',
  fields: { creationdate: 'Ingediend op', name: 'Lid', type: 'Soort', address: 'Adres', startdate: 'Vanaf', state: 'Status' },
  choices: {
    state: { NEW: 'Nieuw', APPROVED: 'Goedgekeurd', DECLINED: 'Afgekeurd', ERROR: 'Fout' },
    type: { RECHTSPERSOON: 'Rechtspersoon', DOMICILIE: 'Domicilie', CONTACTNEW: 'Nieuwe samenwerking', CONTACTEND: 'Einde samenwerking' },
  },
  history: { APPROVED: 'Goedgekeurd', DECLINED: 'Afgekeurd' },
});
