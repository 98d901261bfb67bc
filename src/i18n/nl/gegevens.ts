/** A member's own data and their erasure (the profile, the secretariat's member sheet). */
export const memberDataMessages = {
  gegevens: {
    title: 'Mijn gegevens',
    intro:
      'Download alles wat het ledenportaal over u bijhoudt: een overzicht om te lezen, dezelfde gegevens voor een computer, en de documenten die u opgeladen hebt. Uw stem in een verkiezing staat er nooit in.',
    download_own: 'Mijn gegevens downloaden',
    download_member: 'Gegevens van het lid downloaden',
    downloading: 'Bezig met downloaden: %{kb} kB ontvangen',
    downloaded: 'Het bestand met de gegevens werd gedownload.',
    erase: 'Gegevens wissen',
    erase_title: 'De gegevens van %{name} wissen',
    erase_gone:
      'Verdwijnen voorgoed: naam, contactgegevens, adressen, samenwerkingen, aanvragen, professionele activiteiten, opgeladen documenten, sessies, links, de agendalink, lidmaatschappen van wachtdiensten, mislukte aanmeldingen en de mails aan het lid. Het lid kan niet meer aanmelden en staat niet meer in het ledenoverzicht, op de kiezerslijst of op een mailinglijst.',
    erase_kept:
      'Blijven zonder naam bewaard, omdat de Orde ze moet bijhouden: de goedgekeurde bijscholingspunten (voor de controle van de periode), beslissingen over vrijstellingen, het feit dat het lid stemde in een verkiezing, kandidaturen, plaatsen als spreker, aanvragen voor wachtdiensten en het logboek (wat er gebeurde, zonder naam en contactgegevens). Dit kan niet ongedaan gemaakt worden.',
    erase_type: 'Typ het ordenummer (%{ordenummer}) om te bevestigen',
    erase_confirm: 'Definitief wissen',
    erased: 'De gegevens van %{name} werden gewist.',
  },
};
