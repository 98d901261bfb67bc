import { generatedTests } from '../../helpers/generated';
import { landenResource, landenTexts } from '../../helpers/proef/landen';
import { locatiesResource, locatiesTexts } from '../../helpers/proef/locaties';
import { zaalaanvragenResource, zaalaanvragenTexts } from '../../helpers/proef/zaalaanvragen';

/**
 * Two resources declared here as a newcomer would add them (docs/declarations.md, the worked example): a list with
 * a format rule and a small queue, each a declaration, the table `declare:sql` drafts and its texts;
 * the generated tests run over them. A third, a list whose code of three capitals is unique, needs no
 * sample of its own: each record's code is made from the pattern.
 */
generatedTests('resources declared by a test: training locations, room requests and countries', [locatiesResource, zaalaanvragenResource, landenResource], {
  landen: landenTexts,
  locaties: locatiesTexts,
  zaalaanvragen: zaalaanvragenTexts,
});
