/**
 * Sealing the ballot in the voter's browser, auditing it instead of casting it (Benaloh's challenge),
 * the receipt, and the public board (docs/features/elections.md, "Voting" and "The board").
 */
export const sealingMessages = {
  stembiljet: {
    seal: 'Stembiljet verzegelen',
    loading: 'De sleutel van de verkiezing wordt geladen…',
    sealing: 'Uw stembiljet wordt in uw browser verzegeld…',
    seal_failed: 'Uw browser kon het stembiljet niet verzegelen. Laad de pagina opnieuw en probeer het nog eens.',
    sealed_title: 'Uw verzegeld stembiljet',
    sealed_done: 'Uw stembiljet is verzegeld.',
    holds: 'In dit stembiljet: %{names}.',
    holds_blank: 'Dit is een blanco stembiljet: u koos geen enkele kandidaat.',
    tracker: 'Ontvangstcode van dit stembiljet',
    sealed_explain:
      'Uw browser heeft uw keuze versleuteld met de sleutel van de verkiezing. De server krijgt alleen dit verzegelde stembiljet en kan uw keuze niet lezen. De ontvangstcode vindt u na het uitbrengen terug op het stembord.',
    next_title: 'Wat wilt u doen met dit stembiljet?',
    cast: 'Stem uitbrengen',
    audit: 'Controleren in plaats van uitbrengen',
    audit_explain:
      'Wilt u nagaan dat deze pagina echt uw keuze verzegelde? Kies dan "Controleren in plaats van uitbrengen": de pagina toont wat er in dit stembiljet zit en geeft u een bestand om dat zelf na te rekenen. Een gecontroleerd stembiljet telt nooit mee; daarna verzegelt u een nieuw stembiljet en brengt u dat uit.',
    change: 'Keuze wijzigen',
    casting: 'Uw stem wordt uitgebracht…',
    auditing: 'Het stembiljet wordt als gecontroleerd geregistreerd…',
    audited_title: 'Gecontroleerd stembiljet',
    audited_done: 'Het stembiljet werd als gecontroleerd geregistreerd en telt nooit mee.',
    audited_held: 'Dit stembiljet bevatte: %{names}.',
    audited_blank: 'Dit stembiljet was blanco: het bevatte geen enkele kandidaat.',
    audited_matches: 'Dat is de keuze die u maakte.',
    audited_differs: 'Opgelet: dat is niet de keuze die u maakte. Breng op dit toestel geen stem uit en meld dit aan het secretariaat.',
    audited_unreadable:
      'Opgelet: dit stembiljet kon niet geopend worden met zijn eigen willekeurige getallen. Breng op dit toestel geen stem uit en meld dit aan het secretariaat.',
    spoiled: 'Dit stembiljet is nu ongeldig: het telt nooit mee en kan niet meer uitgebracht worden, ook niet door iemand anders. U hebt dus nog niet gestemd.',
    check_yourself_title: 'Zelf nagaan',
    check_yourself:
      'Het controlebestand bevat het verzegelde stembiljet en de willekeurige getallen waarmee het verzegeld werd. Daarmee rekent iedereen na welke kandidaten erin zitten, zonder sleutel. Laad het in op de controlepagina, liefst op een ander toestel, of voer dit commando uit bij de broncode van het portaal:',
    download_audit: 'Controlebestand downloaden',
    verify_page: 'Controlepagina voor stembiljetten (opent in een nieuw tabblad)',
    fresh: 'Nieuw stembiljet verzegelen',
    fresh_explain: 'Uw keuze blijft bewaard. Het nieuwe stembiljet wordt opnieuw verzegeld en krijgt een andere ontvangstcode.',
  },
  ontvangst: {
    computed: 'Uw browser berekende deze code zelf uit het stembiljet dat hij verzegelde.',
    differs:
      'Opgelet: de server antwoordde met een andere ontvangstcode (%{server}) dan de code die uw browser berekende. Bewaar beide codes en meld dit aan het secretariaat.',
    what_title: 'Wat u met deze code nagaat',
    during:
      'Tijdens de stemming: zoek de code op het stembord van deze verkiezing. U ziet er of en op welke dag uw stembiljet aanvaard werd, en hoeveel leden als gestemd geregistreerd staan naast het aantal stembiljetten.',
    close:
      'Bij de sluiting: u krijgt de kop van het stembord per mail. Komt die overeen met de kop op het stembord, dan kwam er daarna niets meer bij en verdween er niets.',
    after:
      'Na de telling: de stembus wordt gepubliceerd. Uw code staat erin, en iedereen kan nagaan dat alle stembiljetten geldig zijn en juist opgeteld werden.',
    board_link: 'Het stembord: %{url}',
  },
  stembord: {
    title: 'Stembord',
    explain:
      'Het stembord toont elk aanvaard stembiljet met zijn ontvangstcode en de dag waarop het aanvaard werd, in volgorde. Elke regel bevat de vingerafdruk van de vorige, zodat geen regel achteraf weggelaten of veranderd kan worden zonder dat de kop verandert. Het bord toont niet wie welk stembiljet uitbracht.',
    not_finalised: 'Het stembord is er pas zodra de verkiezing gefinaliseerd is.',
    counts_title: 'Tellers',
    voters: 'Leden geregistreerd als gestemd',
    ballots: 'Stembiljetten op het bord',
    server_sealed: 'Waarvan verzegeld door de server',
    audited: 'Gecontroleerde stembiljetten (tellen niet mee)',
    head_title: 'Kop van het bord',
    head: 'Laatste regel: nr. %{seq}',
    head_hash: 'Vingerafdruk van de kop',
    closed_head: 'Kop aangekondigd bij de sluiting',
    closed_same: 'De kop van het bord is dezelfde als de kop die bij de sluiting werd aangekondigd.',
    closed_other: 'Opgelet: de kop van het bord verschilt van de kop die bij de sluiting werd aangekondigd.',
    open: 'De stemming loopt: het bord groeit met elk uitgebracht stembiljet.',
    entries_title: 'Regels van het bord',
    caption: 'Regels %{from} tot %{to} van %{total}',
    empty: 'Er staat nog geen stembiljet op het bord.',
    seq: 'Nr.',
    tracker: 'Ontvangstcode',
    day: 'Dag',
    sealed_by: 'Verzegeld door',
    by_server: 'de server',
    by_browser: 'de browser van de kiezer',
    previous: 'Vorige',
    next: 'Volgende',
    find_title: 'Uw ontvangstcode zoeken',
    find_field: 'Ontvangstcode',
    find: 'Zoeken',
    find_invalid: 'Een ontvangstcode bestaat uit 64 tekens: cijfers en de letters a tot f.',
    found: 'Uw stembiljet staat op het bord als nr. %{seq}, aanvaard op %{day}.',
    not_found: 'Er staat geen stembiljet met deze ontvangstcode op het bord. Kijk na of u de volledige code plakte.',
    download: 'Stembord downloaden (JSON)',
    download_explain:
      'Bewaar het bestand. Met het controlescript van het portaal gaat u na dat elke regel uit de vorige volgt, en met een eerder bewaard bestand erbij dat er sindsdien alleen regels bijkwamen:',
  },
};
