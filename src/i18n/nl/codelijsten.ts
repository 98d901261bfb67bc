/** Codelists, their values and translations. */
export const codelistMessages = {
  codelijsten: {
    // A list is named by its description; its code (what the application and exports use) shows beneath.
    items_title: '%{name}: waarden',
    translations_title: '%{name}: vertalingen',
    code: 'Code: %{code}',
    items: 'Waarden',
    item_count: '%{smart_count} waarde |||| %{smart_count} waarden',
    translations: 'Vertalingen',
    new_item: 'Nieuwe waarde',
    edit_item: 'Waarde bewerken',
    delete_title: 'Waarde verwijderen',
    delete_content: 'Wilt u de waarde "%{description}" definitief verwijderen? Ook de vertalingen worden verwijderd.',
    edit_translation: 'Vertaling bewerken (%{language})',
    // Per language the translations tab shows (the portal's other than Dutch): a French reader sees a
    // value without French in Dutch, and the secretariat sees which ones, and how many.
    missing: { fr: 'Geen Franse vertaling: het Nederlands wordt getoond' },
    missing_count: {
      fr: '%{smart_count} van de %{total} waarden heeft geen Franse vertaling |||| %{smart_count} van de %{total} waarden hebben geen Franse vertaling',
    },
    none_missing: { fr: 'Alle waarden hebben een Franse vertaling.' },
    only_missing: { fr: 'Enkel waarden zonder Franse vertaling' },
    back: 'Terug naar de codelijsten',
    only_active: 'Enkel actieve waarden',
    read_only: 'U kunt deze codelijst raadplegen; enkel het secretariaat kan ze wijzigen.',
  },
};
