import { MAIL_STATUS_LABELS } from '../../../domain/mailTemplates';

/** Page templates, mail templates and the mail queue. */
export const communicationMessages = {
  pages: {
    title: 'Paginasjablonen',
    edit_title: 'Paginasjabloon %{name}',
    back: 'Terug naar de paginasjablonen',
    search: 'Zoeken op naam',
    last_change: 'Laatst gewijzigd op %{date} door %{user}',
    last_change_date: 'Laatst gewijzigd op %{date}',
    never_changed: 'Nog niet gewijzigd sinds de installatie.',
    content_hint:
      "De tekst is HTML. Toegelaten zijn alinea's (<p>), titels (<h1> tot <h4>), <strong>, <em>, <u>, opsommingen (<ul>, <ol>, <li>), links (<a href>), <blockquote> en <br>. Al de rest (scripts, stijlen, afbeeldingen) verwijdert de server bij het opslaan.",
    preview: 'Voorbeeld',
    preview_title: 'Voorbeeld van de tekst zoals de bezoeker hem ziet',
  },
  templates: {
    title: 'Mailsjablonen',
    edit_title: 'Mailsjabloon %{name} bewerken',
    params: 'Beschikbare parameters',
    params_hint: 'Klik op een parameter om hem in te voegen op de plaats van de cursor.',
    no_params: 'Dit sjabloon heeft geen parameters.',
    insert_param: '%{param} invoegen',
    original: 'Origineel',
  },
  mails: {
    title: 'Mailwachtrij',
    status: MAIL_STATUS_LABELS,
    // Statuses that only the delivery log uses.
    log_statuses: { RETRY: 'Nieuwe poging' },
    stats_title: 'Mails per status',
    stats_total: 'Totaal: %{count}',
    filter_on: 'Toon enkel de mails met status %{status}',
    all_statuses: 'Alle statussen',
    auto_refresh: 'De wachtrij wordt elke 5 seconden vernieuwd.',
    edit_title: 'Mail aan %{recipient}',
    details: 'Gegevens',
    params: 'Parameters',
    param_name: 'Naam',
    param_value: 'Waarde',
    no_params: 'Deze mail heeft geen parameters.',
    log: 'Verzendlogboek',
    log_at: 'Tijdstip',
    log_status: 'Status',
    log_message: 'Bericht',
    no_log: 'Er zijn nog geen verzendpogingen.',
    requeue_hint: 'Een mail die terug op "Nieuw" gezet wordt, komt opnieuw in de wachtrij en wordt opnieuw verstuurd.',
    // Whether the worker sends (GET/PUT /mails/versturen); a restored back-up starts paused.
    sending: {
      paused_restore:
        'Het versturen van mails is gepauzeerd sinds %{since} (herstelde back-up). Nieuwe mails blijven in de wachtrij tot u het versturen hervat.',
      paused_manual: 'Het versturen van mails is gepauzeerd sinds %{since} (door %{by}). Nieuwe mails blijven in de wachtrij tot u het versturen hervat.',
      resume: 'Versturen hervatten',
      resume_title: 'Versturen van mails hervatten?',
      resume_content:
        'Alle mails met status "Nieuw" worden dan verstuurd. Zet eerst op "Gestopt" wat niet meer mag vertrekken, zoals mails die al verstuurd werden voor de back-up werd teruggezet.',
      resumed_done: 'Het versturen van mails is hervat.',
      pause: 'Versturen pauzeren',
      pause_title: 'Versturen van mails pauzeren?',
      pause_content:
        'Zolang het versturen gepauzeerd is, vertrekt er geen mail: nieuwe mails blijven in de wachtrij tot u het versturen hervat. Mails die op dit moment al onderweg zijn, worden nog afgeleverd.',
      paused_done: 'Het versturen van mails is gepauzeerd.',
    },
  },
};
