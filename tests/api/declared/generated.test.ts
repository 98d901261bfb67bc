import { generatedTests } from '../../helpers/generated';
import { locatiesResource, locatiesTexts } from '../../helpers/proef/locaties';
import { zaalaanvragenResource, zaalaanvragenTexts } from '../../helpers/proef/zaalaanvragen';

/**
 * Two resources declared here as a newcomer would add them (README "Adding a resource"): a list with
 * a format rule and a small queue, each a declaration, the table `declare:sql` drafts and its texts;
 * the generated tests run over them.
 */
generatedTests('resources declared by a test: training locations and room requests', [locatiesResource, zaalaanvragenResource], {
  locaties: locatiesTexts,
  zaalaanvragen: zaalaanvragenTexts,
});
