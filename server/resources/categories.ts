import categories from '../../domain/resources/categories';
import { serve } from '../generator/part';
import { productCategories } from '../seed/referenceNames';

export default serve(categories, {
  volume: 2000,
  demo: () => productCategories.map((c) => ({ ...c })),
});
