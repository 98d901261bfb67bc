import vrijstellingsaanvragen from '../../resources/vrijstellingsaanvragen';
import { texts } from '../../declare/texts';
import { exemptionFieldTexts } from './vrijstellingen';

export default texts(vrijstellingsaanvragen, {
  name: 'Vrijstellingsaanvraag |||| Vrijstellingsaanvragen',
  title: 'Register van vrijstellingen',
  empty: 'Er zijn geen aanvragen tot vrijstelling die aan de zoekcriteria voldoen.',
  fields: { ...exemptionFieldTexts, comments: 'Toelichting van de dierenarts', q: 'Zoeken op naam of ordenummer' },
  hints: { endDate: 'Leeg laten: de dag voor dezelfde datum, het aantal gevraagde jaren na vandaag.' },
  tabs: { detail: 'Aanvraag', beslissing: 'Beslissing', historiek: 'Historiek' },
  history: { REQ: 'Aangevraagd gehouden', APP: 'Goedgekeurd', DEC: 'Afgekeurd' },
});
