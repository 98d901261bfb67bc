// Belgian Dutch (Flemish usage, formal "u") translation of react-admin's own
// interface texts: every key of ra-language-english 5.15.4.
// Pure message catalogue: keep it data-only.
import type { TranslationMessages } from 'ra-core';

/**
 * Strict shape of react-admin's catalogue (the declared type of
 * ra-language-english's default export): index signatures dropped and
 * optional sections made required, so a missing key is a type error and a
 * misspelled key is an excess-property error.
 */
type StrictMessages<T> = {
  [K in keyof T as string extends K ? never : K]-?: NonNullable<T[K]> extends string ? string : StrictMessages<NonNullable<T[K]>>;
};

export type RaMessages = StrictMessages<TranslationMessages>;

export const raDutchMessages: RaMessages = {
  ra: {
    action: {
      add_filter: 'Filter toevoegen',
      add: 'Toevoegen',
      back: 'Terug',
      bulk_actions: '1 element geselecteerd |||| %{smart_count} elementen geselecteerd',
      cancel: 'Annuleren',
      clear_array_input: 'De lijst leegmaken',
      clear_input_value: 'Waarde wissen',
      clone: 'Dupliceren',
      confirm: 'Bevestigen',
      create: 'Aanmaken',
      create_item: '%{item} aanmaken',
      delete: 'Verwijderen',
      edit: 'Bewerken',
      export: 'Exporteren',
      list: 'Lijst',
      refresh: 'Vernieuwen',
      remove_filter: 'Deze filter verwijderen',
      remove_all_filters: 'Alle filters verwijderen',
      remove: 'Verwijderen',
      reset: 'Herstellen',
      save: 'Opslaan',
      search: 'Zoeken',
      search_columns: 'Kolommen zoeken',
      select_all: 'Alles selecteren',
      select_all_button: 'Alles selecteren',
      select_row: 'Deze rij selecteren',
      show: 'Bekijken',
      sort: 'Sorteren',
      undo: 'Ongedaan maken',
      unselect: 'Deselecteren',
      expand: 'Uitklappen',
      close: 'Sluiten',
      open_menu: 'Menu openen',
      close_menu: 'Menu sluiten',
      update: 'Bijwerken',
      move_up: 'Omhoog verplaatsen',
      move_down: 'Omlaag verplaatsen',
      open: 'Openen',
      toggle_theme: 'Wisselen tussen lichte en donkere modus',
      select_columns: 'Kolommen',
      update_application: 'Toepassing herladen',
    },
    boolean: {
      true: 'Ja',
      false: 'Nee',
      null: ' ',
    },
    page: {
      create: '%{name} aanmaken',
      dashboard: 'Overzicht',
      edit: '%{name} %{recordRepresentation}',
      error: 'Er is iets misgelopen',
      list: '%{name}',
      loading: 'Bezig met laden',
      not_found: 'Niet gevonden',
      show: '%{name} %{recordRepresentation}',
      empty: '%{name}: nog niets hier.',
      invite: 'Wilt u er een toevoegen?',
      access_denied: 'Toegang geweigerd',
      authentication_error: 'Authenticatiefout',
    },
    input: {
      file: {
        upload_several: 'Sleep bestanden hierheen om ze op te laden, of klik om er een te selecteren.',
        upload_single: 'Sleep een bestand hierheen om het op te laden, of klik om het te selecteren.',
      },
      image: {
        upload_several: 'Sleep afbeeldingen hierheen om ze op te laden, of klik om er een te selecteren.',
        upload_single: 'Sleep een afbeelding hierheen om ze op te laden, of klik om ze te selecteren.',
      },
      references: {
        all_missing: 'De gegevens van de verwijzingen konden niet worden gevonden.',
        many_missing: 'Minstens één van de gekoppelde verwijzingen lijkt niet langer beschikbaar te zijn.',
        single_missing: 'De gekoppelde verwijzing lijkt niet langer beschikbaar te zijn.',
      },
      password: {
        toggle_visible: 'Wachtwoord verbergen',
        toggle_hidden: 'Wachtwoord tonen',
      },
    },
    message: {
      about: 'Over',
      access_denied: 'U hebt niet de nodige rechten om deze pagina te raadplegen',
      are_you_sure: 'Bent u zeker?',
      authentication_error: 'De authenticatieserver gaf een fout terug; uw aanmeldgegevens konden niet worden gecontroleerd.',
      auth_error: 'Er is een fout opgetreden bij het controleren van uw aanmelding.',
      bulk_delete_content: 'Bent u zeker dat u deze %{name} wilt verwijderen? |||| Bent u zeker dat u deze %{smart_count} elementen wilt verwijderen?',
      bulk_delete_title: '%{name} verwijderen |||| %{smart_count} %{name} verwijderen',
      bulk_update_content:
        'Bent u zeker dat u %{name} %{recordRepresentation} wilt bijwerken? |||| Bent u zeker dat u deze %{smart_count} elementen wilt bijwerken?',
      bulk_update_title: '%{name} %{recordRepresentation} bijwerken |||| %{smart_count} %{name} bijwerken',
      clear_array_input: 'Bent u zeker dat u de hele lijst wilt leegmaken?',
      delete_content: 'Bent u zeker dat u deze %{name} wilt verwijderen?',
      delete_title: '%{name} %{recordRepresentation} verwijderen',
      details: 'Details',
      error: 'Er is een fout opgetreden in de toepassing; uw aanvraag kon niet worden afgerond.',
      invalid_form: 'Het formulier is niet geldig. Gelieve de fouten na te kijken.',
      loading: 'Even geduld',
      no: 'Nee',
      not_found: 'U hebt een verkeerd webadres ingetypt of een foute link gevolgd.',
      select_all_limit_reached: 'Er zijn te veel elementen om ze allemaal te selecteren. Enkel de eerste %{max} elementen werden geselecteerd.',
      unsaved_changes: 'Sommige van uw wijzigingen werden niet opgeslagen. Bent u zeker dat u ze wilt negeren?',
      yes: 'Ja',
      placeholder_data_warning: 'Netwerkprobleem: de gegevens konden niet worden vernieuwd.',
    },
    navigation: {
      clear_filters: 'Filters wissen',
      // The resource's name first: its label starts with a capital, which Dutch does not write mid-sentence.
      no_filtered_results: '%{name}: niets gevonden met de huidige filters.',
      no_results: '%{name}: niets gevonden',
      no_more_results: 'Paginanummer %{page} valt buiten het bereik. Probeer de vorige pagina.',
      page_out_of_boundaries: 'Paginanummer %{page} valt buiten het bereik',
      page_out_from_end: 'U kunt niet verder dan de laatste pagina',
      page_out_from_begin: 'U kunt niet terug vóór pagina 1',
      page_range_info: '%{offsetBegin}-%{offsetEnd} van %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} van meer dan %{offsetEnd}',
      current_page: 'Pagina %{page}',
      page: 'Ga naar pagina %{page}',
      first: 'Ga naar de eerste pagina',
      last: 'Ga naar de laatste pagina',
      next: 'Ga naar de volgende pagina',
      previous: 'Ga naar de vorige pagina',
      page_rows_per_page: 'Rijen per pagina:',
      skip_nav: 'Naar de inhoud gaan',
    },
    sort: {
      sort_by: 'Sorteren op %{field_lower_first} (%{order})',
      ASC: 'oplopend',
      DESC: 'aflopend',
    },
    auth: {
      auth_check_error: 'Gelieve u aan te melden om verder te gaan',
      user_menu: 'Profiel',
      username: 'Gebruikersnaam',
      password: 'Wachtwoord',
      email: 'E-mailadres',
      sign_in: 'Aanmelden',
      sign_in_error: 'Aanmelden mislukt. Gelieve opnieuw te proberen.',
      logout: 'Afmelden',
    },
    notification: {
      updated: 'Element bijgewerkt |||| %{smart_count} elementen bijgewerkt',
      created: 'Element aangemaakt',
      deleted: 'Element verwijderd |||| %{smart_count} elementen verwijderd',
      bad_item: 'Onjuist element',
      item_doesnt_exist: 'Dit element bestaat niet',
      http_error: 'Fout bij de communicatie met de server',
      data_provider_error: 'Fout in de gegevensbron. Raadpleeg de console voor meer details.',
      i18n_error: 'De vertalingen voor de gekozen taal konden niet worden geladen',
      canceled: 'Actie geannuleerd',
      logged_out: 'Uw sessie is beëindigd. Gelieve u opnieuw aan te melden.',
      not_authorized: 'U bent niet gemachtigd om deze gegevens te raadplegen.',
      application_update_available: 'Er is een nieuwe versie beschikbaar.',
      offline: 'Geen verbinding. De gegevens konden niet worden opgehaald.',
    },
    // Texts from the product specification (kept verbatim). `regex`
    // deliberately omits %{pattern}: a raw regexp means nothing to users.
    validation: {
      required: 'Dit veld is verplicht.',
      minLength: 'Moet minstens %{min} tekens bevatten',
      maxLength: 'Mag hoogstens %{max} tekens bevatten',
      minValue: 'De waarde is te laag (minimum %{min})',
      maxValue: 'De waarde is te hoog (maximum %{max})',
      number: 'Geen geldig getal, gebruik volgende formaat : 20,65',
      email: 'Dit is geen geldig e-mailadres',
      oneOf: 'Kies een van volgende waarden: %{options}',
      regex: 'De waarde heeft niet het juist formaat',
      unique: 'Deze waarde moet uniek zijn',
    },
    saved_queries: {
      label: 'Opgeslagen zoekopdrachten',
      query_name: 'Naam van de zoekopdracht',
      new_label: 'Huidige zoekopdracht opslaan...',
      new_dialog_title: 'Huidige zoekopdracht opslaan als',
      remove_label: 'Opgeslagen zoekopdracht verwijderen',
      remove_label_with_name: 'Zoekopdracht "%{name}" verwijderen',
      remove_dialog_title: 'Opgeslagen zoekopdracht verwijderen?',
      remove_message: 'Bent u zeker dat u dit element uit uw lijst met opgeslagen zoekopdrachten wilt verwijderen?',
      help: 'Filter de lijst en sla deze zoekopdracht op voor later',
    },
    guesser: {
      empty: {
        title: 'Geen gegevens om weer te geven',
        message: 'Gelieve uw gegevensbron te controleren',
      },
    },
    configurable: {
      customize: 'Aanpassen',
      configureMode: 'Deze pagina instellen',
      inspector: {
        title: 'Inspectievenster',
        content: 'Beweeg over de elementen van de toepassing om ze in te stellen',
        reset: 'Instellingen herstellen',
        hideAll: 'Alles verbergen',
        showAll: 'Alles tonen',
      },
      Datagrid: {
        title: 'Gegevenstabel',
        unlabeled: 'Naamloze kolom #%{column}',
      },
      SimpleForm: {
        title: 'Formulier',
        unlabeled: 'Naamloos invoerveld #%{input}',
      },
      SimpleList: {
        title: 'Lijst',
        primaryText: 'Primaire tekst',
        secondaryText: 'Secundaire tekst',
        tertiaryText: 'Tertiaire tekst',
      },
    },
  },
};
