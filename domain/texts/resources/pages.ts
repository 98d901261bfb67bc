import { texts } from '../../declare/texts';
import pages from '../../resources/pages';

export default texts(pages, {
  name: 'Paginasjabloon |||| Paginasjablonen',
  empty: 'Er zijn geen paginasjablonen die aan de zoekcriteria voldoen.',
  fields: {
    idpagetemplate: 'Nummer',
    name: 'Naam',
    title: 'Titel',
    content: 'Tekst (HTML)',
    title_fr: 'Titel (Frans)',
    content_fr: 'Tekst in HTML (Frans)',
    updated_at: 'Laatst gewijzigd',
    updated_by: 'Gewijzigd door',
    q: 'Zoeken op naam',
  },
  hints: {
    content:
      "De tekst is HTML. Toegelaten zijn alinea's (<p>), titels (<h1> tot <h4>), <strong>, <em>, <u>, opsommingen (<ul>, <ol>, <li>), links (<a href>), <blockquote> en <br>. Al de rest (scripts, stijlen, afbeeldingen) verwijdert de server bij het opslaan.",
  },
  tabs: { detail: 'Paginasjabloon' },
});
