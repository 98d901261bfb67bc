import { texts } from '../../declare/texts';
import pages from '../../resources/pages';

export default texts(pages, {
  name: 'Modèle de page |||| Modèles de page',
  empty: 'Aucun modèle de page ne répond aux critères de recherche.',
  fields: {
    idpagetemplate: 'Numéro',
    name: 'Nom',
    title: 'Titre',
    content: 'Texte (HTML)',
    title_fr: 'Titre (français)',
    content_fr: 'Texte en HTML (français)',
    updated_at: 'Dernière modification',
    updated_by: 'Modifié par',
    q: 'Rechercher par nom',
  },
  hints: {
    content:
      "Le texte est en HTML. Sont autorisés : les paragraphes (<p>), les titres (<h1> à <h4>), <strong>, <em>, <u>, les énumérations (<ul>, <ol>, <li>), les liens (<a href>), <blockquote> et <br>. Tout le reste (scripts, styles, images) est supprimé par le serveur à l'enregistrement.",
  },
  tabs: { detail: 'Modèle de page' },
});
