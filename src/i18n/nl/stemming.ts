import { boxProblems } from '../../../domain/texts/ballotBox.nl';

/** Voting, turnout and results of an election (SPEC §2 /verkiezingen/{vkid}, §5, §8; the election's own tabs). */
export const electionMessages = {
  stemming: {
    ballot: {
      title: 'Stembiljet',
      choose: 'Kies maximaal %{smart_count} kandidaat |||| Kies maximaal %{smart_count} kandidaten',
      chosen: '%{chosen} van %{max} gekozen',
      campaign: 'Campagne van %{name}: %{file}',
      no_candidates: 'Deze verkiezing heeft geen kandidaten.',
      blank: 'Blanco stemmen',
      confirm_title: 'Stem bevestigen',
      confirm_vote: 'U stemt voor: %{names}. Na het bevestigen kunt u uw stem niet meer wijzigen.',
      confirm_blank_title: 'Blanco stem bevestigen',
      confirm_blank: 'U stemt blanco: u kiest geen enkele kandidaat. Na het bevestigen kunt u uw stem niet meer wijzigen.',
      opens: 'De stemming opent op %{time} en sluit op %{end}.',
      closed: 'De stemming werd afgesloten op %{time}.',
      not_votable: 'Er kan niet gestemd worden voor deze verkiezing.',
      not_finalised: 'Deze verkiezing is nog in voorbereiding.',
      window: 'U kunt stemmen tot %{time}.',
      voted: 'U hebt gestemd op %{time}.',
      find_on_board: 'Uw ontvangstcode zoeken op het stembord',
    },
    // What protects a vote, exactly as it is: the voter's own browser seals the ballot, the server gets
    // ciphertexts and proofs only; opening a ballot takes at least the threshold of the committee's members.
    secrecy: {
      committee:
        'Hoe uw stem beschermd is: uw eigen browser versleutelt uw stem met de sleutel van het kiescomité; de server van het portaal krijgt alleen het verzegelde stembiljet en ziet uw keuze niet. Alleen minstens %{threshold} leden van het kiescomité samen kunnen een stembiljet openen; de server en de databank hebben geen sleutel. U vertrouwt dus uw eigen toestel, en dat deze pagina uw keuze juist verzegelt: dat gaat u na met "Controleren in plaats van uitbrengen".',
      before:
        'Hoe uw stem beschermd is: uw eigen browser versleutelt uw stem; de server van het portaal krijgt alleen het verzegelde stembiljet en ziet uw keuze niet. De sleutel werd vóór het kiescomité in de browser van het secretariaat gemaakt en in %{holders} deelsleutels verdeeld; alleen minstens %{threshold} daarvan samen openen een stembiljet. De server en de databank hebben geen sleutel. U vertrouwt dus de browser die de sleutel maakte, uw eigen toestel, en dat deze pagina uw keuze juist verzegelt: dat gaat u na met "Controleren in plaats van uitbrengen".',
    },
    receipt: {
      title: 'Uw ontvangstcode',
      explain: 'Bewaar deze code goed: ze wordt maar één keer getoond. De code verraadt uw keuze niet.',
      copy: 'Code kopiëren',
      copied: 'De code werd gekopieerd.',
      check_title: 'Uw stembiljet controleren',
      check_explain:
        'Plak de ontvangstcode die u bij het stemmen kreeg: ze is de vingerafdruk van uw versleutelde stembiljet en wordt in de gepubliceerde stembus gezocht.',
      field: 'Ontvangstcode',
      check: 'Controleren',
      found: 'Uw versleutelde stembiljet zit in de stembus en telt mee in de telling.',
      not_found: 'Er zit geen stembiljet met deze code in de stembus. Kijk na of u de volledige code plakte.',
      box_intact: 'De vingerafdruk van de stembus klopt met haar inhoud (%{fingerprint}).',
      box_broken: 'Opgelet: de vingerafdruk van de stembus klopt niet met haar inhoud.',
    },
    count: {
      title: 'Telling',
      explain:
        'De stemmen zijn nog niet geteld. %{threshold} leden van het kiescomité geven hier hun deelsleutel in. Uw browser herstelt er de sleutel mee, opent enkel de totalen per kandidaat met een bewijs dat ze juist zijn, en vergeet de sleutel daarna. De deelsleutels gaan niet naar het portaal.',
      share: 'Deelsleutel van lid %{n}',
      from_file: 'Uit bestand',
      add: 'Nog een deelsleutel',
      start: 'Telling starten',
      step_sums: 'De stembus wordt opgeteld…',
      step_decrypt: 'De sleutel wordt hersteld en de totalen worden geopend…',
      step_save: 'De telling wordt bewaard…',
      share_invalid: 'Deelsleutel %{n} is niet juist overgenomen: de controlecijfers kloppen niet.',
      shares_mismatch: 'Deze deelsleutels horen niet bij deze verkiezing, of het zijn er te weinig.',
      counted: 'Geteld op %{time}.',
      unproven: 'Deze verkiezing werd geteld uit de stembus van vóór de versleuteling; er is geen bewijs van ontsleuteling bij.',
    },
    verify: {
      title: 'De stembus controleren',
      explain:
        'Iedereen kan nagaan dat elk stembiljet geldig versleuteld is, dat de vingerafdruk klopt en dat de totalen precies de opgetelde stembiljetten zijn. Dat gebeurt hier in uw browser, of met het controlescript dat bij de broncode van het portaal hoort.',
      start: 'Stembus controleren',
      download: 'Stembus downloaden (JSON)',
      progress: '%{done} van %{total} stembiljetten gecontroleerd',
      ok_counted:
        'Alle %{smart_count} stembiljet is geldig versleuteld, de vingerafdruk klopt en de telling is bewezen juist. |||| Alle %{smart_count} stembiljetten zijn geldig versleuteld, de vingerafdruk klopt en de telling is bewezen juist.',
      ok_uncounted:
        'Alle %{smart_count} stembiljet is geldig versleuteld en de vingerafdruk klopt. De stemmen zijn nog niet geteld. |||| Alle %{smart_count} stembiljetten zijn geldig versleuteld en de vingerafdruk klopt. De stemmen zijn nog niet geteld.',
      failed: 'De controle vond fouten:',
      problems: boxProblems,
    },
    turnout: {
      title: 'Opkomst',
      summary: '%{voted} van %{invited} uitgenodigde dierenartsen hebben gestemd (%{pct}%).',
      invited: 'Uitgenodigd',
      voted: 'Gestemd',
      percentage: 'Opkomst',
      per_day: 'Stemmen per dag',
      day: 'Dag',
      votes: 'Stemmen',
      table_caption: 'Opkomst per dag',
      not_finalised: 'De opkomst is er pas zodra de verkiezing gefinaliseerd is.',
      unvoted_title: 'Nog niet gestemd',
      unvoted_empty: 'Alle uitgenodigde dierenartsen hebben gestemd.',
      username: 'Ordenummer',
      name: 'Naam',
      remind: 'Herinnering sturen',
      remind_confirm_title: 'Herinnering sturen',
      remind_confirm:
        'Wie nog niet stemde en voor deze verkiezing nog geen herinnering kreeg (ook niet van de dagelijkse herinneringen), krijgt er nu een per mail.',
      reminded:
        '%{smart_count} herinnering werd in de wachtrij van de mails gezet. |||| %{smart_count} herinneringen werden in de wachtrij van de mails gezet.',
      already:
        '%{smart_count} lid had al een herinnering en kreeg er geen tweede. |||| %{smart_count} leden hadden al een herinnering en kregen er geen tweede.',
    },
    results: {
      title: 'Resultaten',
      not_yet: 'De resultaten zijn er na het einde van de stemming, op %{time}.',
      summary: '%{ballots} stembiljetten, waarvan %{blank} blanco.',
      browser_sealed: 'Alle stembiljetten werden in de browser van de kiezer verzegeld.',
      server_sealed:
        '%{smart_count} stembiljet werd door de server verzegeld uit een lijst kandidaten, niet in de browser van de kiezer. |||| %{smart_count} stembiljetten werden door de server verzegeld uit een lijst kandidaten, niet in de browser van de kiezer.',
      candidate: 'Kandidaat',
      votes: 'Stemmen',
      elected: 'Verkozen',
      blank: 'Blanco',
      tied: 'Gelijke stand',
      table_caption: 'Stemmen per kandidaat',
      report_title: 'Verslag van de verkiezing "%{title}"',
      window: 'Stemming van %{start} tot %{end}; %{smart_count} te verkiezen.',
      fingerprint: 'Vingerafdruk van de stembus (SHA-256)',
      how_to_check:
        'Controle: download de gepubliceerde stembus (GET /api/verkiezingen/%{id}/stembus) en laat er het controlescript van het portaal op lopen, of gebruik de knop "Stembus controleren". Zo telt iedereen de versleutelde stembiljetten zelf op en gaat na dat de bewijzen van de ontsleuteling kloppen. Elke kiezer vindt zijn eigen stembiljet terug met zijn ontvangstcode.',
      print: 'Afdrukken',
      printed_on: 'Afgedrukt op %{time}',
    },
  },
};
