/**
 * The election committee (/comite and the election's committee tab): the key ceremony in three
 * rounds, the count by partial decryptions, and the secretariat's naming of the committee.
 */
export const committeeMessages = {
  comite: {
    title: 'Kiescomité',
    intro:
      'Als lid van een kiescomité maakt u samen met de andere leden de sleutel van de stembus, zonder dat iemand, ook het portaal niet, ooit de hele sleutel in handen heeft. Elk lid bewaart zijn eigen deel in een sleutelbestand. Na het einde van de stemming tellen genoeg leden samen de stemmen, elk in zijn eigen browser.',
    none: 'U maakt geen deel uit van een kiescomité. Neemt het secretariaat u op in een kiescomité, dan krijgt u een mail en vindt u hier wat u te doen hebt.',
    failed: 'Deze stap lukte niet. Probeer het opnieuw.',
    file: {
      input: 'Sleutelbestand',
      pick: 'Sleutelbestand kiezen',
      chosen: 'Gekozen bestand: %{name}',
      none: 'Nog geen bestand gekozen',
      passphrase_label: 'Wachtzin van het sleutelbestand',
      malformed:
        'Dit bestand is geen sleutelbestand van een kiescomité, of het is beschadigd. Kies het bestand dat u bij stap 1 downloadde. Er werd niets verstuurd.',
      other:
        'Dit sleutelbestand hoort bij een andere verkiezing of een ander lid ("%{title}", lid %{member}, %{username}). Kies uw eigen bestand voor deze verkiezing. Er werd niets verstuurd.',
      old_ceremony:
        'Dit sleutelbestand hoort bij een vroegere samenstelling van het kiescomité. Kies het bestand dat u voor de huidige ceremonie maakte. Er werd niets verstuurd.',
      passphrase: 'Deze wachtzin opent het sleutelbestand niet. Kijk de wachtzin na (ook hoofdletters en spaties tellen). Er werd niets verstuurd.',
      not_published:
        'Dit is niet het sleutelbestand waarmee u bij stap 1 publiceerde, bijvoorbeeld een bestand van vóór een herstart van de ceremonie. Kies het bestand van de laatste keer. Er werd niets verstuurd.',
    },
    publish: {
      intro:
        'Uw browser maakt nu uw geheime deel van de sleutel van het kiescomité en zet het in een sleutelbestand, vergrendeld met een wachtzin die alleen u kent. Naar het portaal gaan alleen de publieke gegevens die eruit volgen.',
      keep: 'Het sleutelbestand wordt nergens anders bewaard: niet in het portaal en niet bij het secretariaat. Bewaar het op een veilige plaats tot na de telling en onthoud de wachtzin. Zonder bestand en wachtzin kunt u de volgende stappen en de telling niet doen.',
      passphrase: 'Wachtzin',
      repeat: 'Wachtzin herhalen',
      rule: 'Minstens %{min} tekens. Een korte zin die u onthoudt, is sterker dan één woord.',
      too_short: 'De wachtzin moet minstens %{min} tekens lang zijn.',
      make: 'Sleutelbestand maken en downloaden',
      made: 'Uw sleutelbestand "%{name}" werd gemaakt en gedownload. Kijk na dat het bij uw downloads staat en zet het op een veilige plaats.',
      download_again: 'Opnieuw downloaden',
      kept: 'Ik heb mijn sleutelbestand bewaard',
      submit: 'Publiceren',
      sealing: 'Het sleutelbestand wordt gemaakt en vergrendeld…',
      publishing: 'De publieke gegevens worden verstuurd…',
      done: 'Uw publieke gegevens werden verstuurd. U krijgt een mail zodra alle leden zover zijn en u uw versleutelde delen kunt versturen.',
    },
    share: {
      intro:
        'Kies uw sleutelbestand en typ uw wachtzin. Uw browser maakt dan voor elk van de %{others} andere leden een deel en versleutelt het zo dat alleen dat lid het kan openen. Het portaal geeft de delen door, maar kan ze niet lezen.',
      submit: 'Delen versturen',
      busy: 'De delen worden gemaakt en versleuteld…',
      done: 'Uw versleutelde delen werden verstuurd. U krijgt een mail zodra alle leden zover zijn en u de ontvangen delen kunt controleren.',
      bad_publication:
        'De publieke gegevens van lid %{member} (%{name}) kloppen niet met hun bewijs. Er werd niets verstuurd. Meld dit aan het secretariaat: het start de ceremonie opnieuw.',
    },
    check: {
      intro:
        'Kies uw sleutelbestand en typ uw wachtzin. Uw browser opent elk deel dat u van de andere leden kreeg en controleert het tegen wat dat lid bij stap 1 publiceerde. Daarna toont hij een controlecode, die u met de andere leden vergelijkt voor u bevestigt.',
      submit: 'Delen controleren',
      busy: 'De ontvangen delen worden geopend en gecontroleerd…',
      all_hold: 'De delen die u ontving, kloppen met wat de leden publiceerden. Vergelijk nu de controlecode.',
      found:
        'Een ontvangen deel klopt niet: dat van lid %{member} (%{name}). Vergelijk toch de controlecode en verstuur dan de klacht; het secretariaat start de ceremonie opnieuw.',
      code_title: 'Controlecode van de ceremonie',
      code_hint: 'Cijfers en de letters A tot F, in groepen van vier.',
      code_why:
        'Wie de databank van het portaal in handen heeft, zou elk lid andere sleutels van de anderen kunnen tonen en zich zo tussen de leden zetten. Alleen samen ziet u dat: vergelijk deze code met de andere comitéleden, telefonisch of persoonlijk, niet via het portaal of zijn mails.',
      code_differs: 'Is de code bij een ander lid anders? Bevestig dan niet en verwittig het secretariaat.',
      compared: 'Ik heb deze code vergeleken met de andere comitéleden en hij is dezelfde',
      confirm: 'Controle bevestigen',
      send_complaint: 'Klacht versturen',
      sending: 'Uw controle wordt verstuurd…',
      done: 'Alle delen die u ontving, kloppen. Uw deel van de sleutel is klaar; tot na de stemming hoeft u niets meer te doen. Bewaar uw sleutelbestand, en de controlecode %{code} tot elk lid hem vergeleek.',
      complained:
        'Het deel dat u van lid %{member} (%{name}) kreeg, klopt niet met wat dat lid publiceerde. Uw browser meldde dit aan het portaal. De ceremonie staat nu stil: het secretariaat start ze opnieuw, zo nodig zonder lid %{member}. U krijgt dan een mail om een nieuw sleutelbestand te maken.',
    },
    count: {
      intro:
        'De stemming is afgelopen. Kies uw sleutelbestand en typ uw wachtzin. Uw browser controleert eerst de hele stembus: elk stembiljet, zijn bewijs en de vingerafdrukken. Alleen als alles klopt, opent u met uw deel van de sleutel de opgetelde stemmen, nooit één stembiljet.',
      check: 'Stembus controleren',
      progress: '%{done} van %{total} stembiljetten gecontroleerd',
      sending: 'Uw deel van de sleutel wordt hersteld en uw deel van de telling verstuurd…',
      box_ok: 'De stembus klopt: elk stembiljet is geldig versleuteld en er zijn er evenveel als leden die stemden.',
      closed_fingerprint: 'Vingerafdruk van de stembus bij de sluiting (de kop van het stembord, ook gemaild aan elke kiezer)',
      not_closed: 'Nog niet aangekondigd',
      election_fingerprint: 'Vingerafdruk van de verkiezing (kandidaten, kiescomité en sleutel)',
      compared: 'De vingerafdruk van de stembus is dezelfde als in de mail die ik bij de sluiting kreeg',
      submit: 'Meetellen',
      partials: '%{partials} van %{threshold} comitéleden hebben meegeteld.',
      counted: 'De stemmen zijn geteld: de resultaten zijn beschikbaar.',
      waiting: 'De stemmen zijn geteld zodra genoeg leden meetelden.',
      refused:
        'De controle vond een fout in de stembus. Er werd niets ontsleuteld en niets verstuurd; meld dit aan het secretariaat. |||| De controle vond %{smart_count} fouten in de stembus. Er werd niets ontsleuteld en niets verstuurd; meld dit aan het secretariaat.',
      more_findings: 'En nog %{smart_count} fout. |||| En nog %{smart_count} fouten.',
      finding_member: 'comitélid %{member}',
      finding_tracker: 'ontvangstcode %{tracker}…',
      not_committee: 'Deze verkiezing gebruikt nog de sleutel van vóór het kiescomité; ze wordt niet op deze pagina geteld.',
      share_failed:
        'Het deel dat u van lid %{member} kreeg, klopt niet met de gegevens van de verkiezing. Er werd niets verstuurd; meld dit aan het secretariaat.',
      key_mismatch: 'Uw deel van de sleutel klopt niet met wat de verkiezing van u vastlegde. Er werd niets verstuurd; meld dit aan het secretariaat.',
    },
    progress: {
      title: 'Voortgang van het kiescomité',
      region: 'Voortgang van het kiescomité voor "%{title}"',
      place: 'Lid',
      member: 'Naam',
      published: 'Gepubliceerd',
      sent: 'Delen verstuurd',
      checked: 'Delen gecontroleerd',
      yes: 'Ja',
      not_yet: 'Nog niet',
      complaint: 'Klacht over lid %{member}',
      you: 'u',
    },
    stage: {
      NONE: 'Er is nog geen kiescomité.',
      PUBLISH: 'Ronde 1 van 3: elk lid maakt zijn sleutelbestand en publiceert.',
      SHARE: 'Ronde 2 van 3: elk lid verstuurt zijn versleutelde delen.',
      CHECK: 'Ronde 3 van 3: elk lid controleert de delen die het ontving en vergelijkt de controlecode met de anderen.',
      COMPLETE: 'De sleutel van het kiescomité is klaar: %{threshold} van de %{members} leden zijn nodig voor de telling.',
      COMPLAINT: 'De ceremonie staat stil: een lid vond een deel dat niet klopt.',
    },
    task: {
      place: 'U bent lid %{index} van %{members}; %{threshold} leden zijn nodig voor de telling. De stemming eindigt op %{end}.',
      PUBLISH: 'Stap 1: uw sleutelbestand maken',
      SHARE: 'Stap 2: uw versleutelde delen versturen',
      CHECK: 'Stap 3: de ontvangen delen controleren',
      COUNT: 'De telling',
      WAIT: 'Even wachten',
      DONE: 'Klaar',
    },
    wait: {
      done: 'U hebt meegeteld, of de stemmen zijn al geteld. Voor deze verkiezing hoeft u niets meer te doen.',
      voting: 'De stemming loopt tot %{end}. Daarna telt u hier mee, met uw sleutelbestand en uw wachtzin.',
      complaint: '%{by} vond dat het deel van lid %{member} (%{name}) niet klopt. Het secretariaat start de ceremonie opnieuw; u krijgt dan een mail.',
      finalise:
        'De sleutel van het kiescomité is klaar. U wacht tot het secretariaat de verkiezing finaliseert en de stemming afloopt. Bewaar tot dan uw sleutelbestand.',
      round: 'U hebt uw stap in deze ronde gezet. De volgende stap kan zodra alle leden de hunne zetten; u krijgt dan een mail.',
    },
    admin: {
      explain:
        'Het kiescomité maakt de sleutel van de stembus zonder dat iemand ooit de hele sleutel in handen heeft: elk lid maakt in zijn eigen browser zijn deel en bewaart het in zijn eigen sleutelbestand. Kies 2 tot 9 leden (dierenartsen of medewerkers van het secretariaat) en hoeveel van hen samen nodig zijn voor de telling. Elk lid krijgt een mail en zet zijn drie stappen op de pagina "Kiescomité". Het portaal en het secretariaat krijgen geen enkel deel van de sleutel.',
      members: 'Leden van het kiescomité (%{smart_count})',
      empty: 'Nog geen leden gekozen.',
      add: 'Lid toevoegen',
      search_hint: 'Typ minstens %{count} letters van de naam of de gebruikersnaam.',
      searching: 'Bezig met zoeken…',
      none_found: 'Geen dierenarts of medewerker van het secretariaat gevonden.',
      remove: 'Verwijderen uit het kiescomité: %{name}',
      threshold: 'Nodig voor de telling',
      threshold_help:
        'Hoeveel van de %{members} leden samen de stemmen kunnen tellen: minstens 2, en meer dan het aantal medewerkers van het secretariaat in het comité, zodat het secretariaat de stemmen nooit alleen kan openen.',
      save: 'Kiescomité bewaren',
      saved: 'Het kiescomité werd bewaard. Elk lid krijgt een mail om zijn sleutelbestand te maken.',
      save_restarts: 'Bewaren met andere leden of een andere drempel start de ceremonie opnieuw: wat de leden al deden, vervalt.',
      restart: 'Ceremonie opnieuw starten',
      restart_confirm:
        'Alle leden beginnen opnieuw bij stap 1 en maken een nieuw sleutelbestand; hun vorige sleutelbestanden worden waardeloos. Elk lid krijgt een mail.',
      restarted: 'De ceremonie werd opnieuw gestart. Elk lid krijgt een mail.',
      complaint:
        'Lid %{by} (%{byName}) vond dat het deel van lid %{member} (%{name}) niet klopt met wat dat lid publiceerde. Lid %{member} maakte een fout, of het deel werd onderweg veranderd. Start de ceremonie opnieuw, of vervang lid %{member} in het kiescomité en bewaar het opnieuw.',
      finalised: 'De verkiezing is gefinaliseerd met de sleutel van dit kiescomité: %{threshold} van de %{members} leden zijn nodig voor de telling.',
      fingerprint: 'Vingerafdruk van de verkiezing',
      fingerprint_explain:
        'Deze vingerafdruk legt de kandidaten, het kiescomité en de sleutel vast. Ze zit in het bewijs van elk stembiljet en in elke gedeeltelijke ontsleuteling.',
      keyed_before:
        'Deze verkiezing gebruikt nog de sleutel van vóór het kiescomité: die werd bij het finaliseren in de browser van het secretariaat gemaakt en in deelsleutels verdeeld. Ze wordt met die deelsleutels geteld.',
      count_waiting: 'De telling wacht op het kiescomité: %{partials} van %{threshold}.',
      count_explain:
        'Elk lid van het kiescomité telt mee op zijn eigen pagina "Kiescomité", met zijn sleutelbestand. Zodra genoeg leden meetelden, staan de resultaten hier.',
    },
    finalise: {
      key: 'De stembus wordt verzegeld met de sleutel van het kiescomité: %{threshold} van de %{members} leden zijn nodig voor de telling.',
    },
  },
};
