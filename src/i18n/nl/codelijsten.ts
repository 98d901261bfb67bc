/** Codelists, their values and translations. */
export const codelistMessages = {
  codelijsten: {
    items_title: 'Codelijst %{code}: waarden',
    translations_title: 'Codelijst %{code}: vertalingen',
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
