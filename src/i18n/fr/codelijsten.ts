/** Codelists, their values and translations. */
export const codelistMessages = {
  codelijsten: {
    // A list is named by its description; its code (what the application and exports use) shows beneath.
    items_title: '%{name} : valeurs',
    translations_title: '%{name} : traductions',
    code: 'Code : %{code}',
    items: 'Valeurs',
    item_count: '%{smart_count} valeur |||| %{smart_count} valeurs',
    translations: 'Traductions',
    new_item: 'Nouvelle valeur',
    edit_item: 'Modifier la valeur',
    delete_title: 'Supprimer la valeur',
    delete_content: 'Voulez-vous supprimer définitivement la valeur « %{description} » ? Ses traductions seront également supprimées.',
    edit_translation: 'Modifier la traduction (%{language})',
    // Per language the translations tab shows (the portal's other than Dutch): a French reader sees a
    // value without French in Dutch, and the secretariat sees which ones, and how many.
    missing: { fr: 'Pas de traduction française : le néerlandais est affiché' },
    missing_count: {
      fr: "%{smart_count} valeur sur %{total} n'a pas de traduction française |||| %{smart_count} valeurs sur %{total} n'ont pas de traduction française",
    },
    none_missing: { fr: 'Toutes les valeurs ont une traduction française.' },
    only_missing: { fr: 'Uniquement les valeurs sans traduction française' },
    back: 'Retour aux listes de codes',
    only_active: 'Uniquement les valeurs actives',
    read_only: 'Vous pouvez consulter cette liste de codes ; seul le secrétariat peut la modifier.',
  },
};
