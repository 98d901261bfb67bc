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
    no_translation: 'geen vertaling',
    back: 'Terug naar de codelijsten',
    only_active: 'Enkel actieve waarden',
    read_only: 'U kunt deze codelijst raadplegen; enkel het secretariaat kan ze wijzigen.',
  },
};
