import { boxProblems } from '../../../domain/texts/ballotBox.fr';

/** Voting, turnout and results of an election (SPEC §2 /verkiezingen/{vkid}, §5, §8; the election's own tabs). */
export const electionMessages = {
  stemming: {
    ballot: {
      title: 'Bulletin de vote',
      choose: 'Choisissez %{smart_count} candidat au maximum |||| Choisissez %{smart_count} candidats au maximum',
      chosen: '%{chosen} choisi(s) sur %{max}',
      campaign: 'Campagne de %{name} : %{file}',
      no_candidates: "Cette élection n'a pas de candidats.",
      blank: 'Voter blanc',
      confirm_title: 'Confirmer le vote',
      confirm_vote: 'Vous votez pour : %{names}. Après confirmation, vous ne pourrez plus modifier votre vote.',
      confirm_blank_title: 'Confirmer le vote blanc',
      confirm_blank: 'Vous votez blanc : vous ne choisissez aucun candidat. Après confirmation, vous ne pourrez plus modifier votre vote.',
      opens: 'Le vote ouvre le %{time} et se clôture le %{end}.',
      closed: 'Le vote a été clôturé le %{time}.',
      not_votable: 'Il est impossible de voter pour cette élection.',
      not_finalised: 'Cette élection est encore en préparation.',
      window: "Vous pouvez voter jusqu'au %{time}.",
      voted: 'Vous avez voté le %{time}.',
      find_on_board: 'Rechercher votre code de reçu sur le tableau des votes',
    },
    // What protects a vote, exactly as it is: the voter's own browser seals the ballot, the server gets
    // ciphertexts and proofs only; opening a ballot takes at least the threshold of the committee's members.
    secrecy: {
      committee:
        "Comment votre vote est protégé : votre propre navigateur chiffre votre vote avec la clé du comité électoral ; le serveur du portail ne reçoit que le bulletin scellé et ne voit pas votre choix. Seuls au moins %{threshold} membres du comité électoral ensemble peuvent ouvrir un bulletin ; le serveur et la base de données n'ont pas de clé. Vous faites donc confiance à votre propre appareil, et au fait que cette page scelle correctement votre choix : vous le vérifiez avec « Vérifier au lieu de déposer ».",
      before:
        "Comment votre vote est protégé : votre propre navigateur chiffre votre vote ; le serveur du portail ne reçoit que le bulletin scellé et ne voit pas votre choix. La clé a été créée, avant le comité électoral, dans le navigateur du secrétariat et répartie en %{holders} clés partielles ; seules au moins %{threshold} d'entre elles ensemble ouvrent un bulletin. Le serveur et la base de données n'ont pas de clé. Vous faites donc confiance au navigateur qui a créé la clé, à votre propre appareil, et au fait que cette page scelle correctement votre choix : vous le vérifiez avec « Vérifier au lieu de déposer ».",
    },
    receipt: {
      title: 'Votre code de reçu',
      explain: "Conservez bien ce code : il n'est affiché qu'une seule fois. Le code ne révèle pas votre choix.",
      copy: 'Copier le code',
      copied: 'Le code a été copié.',
      check_title: 'Vérifier votre bulletin',
      check_explain:
        "Collez le code de reçu que vous avez reçu en votant : c'est l'empreinte de votre bulletin chiffré, qui est recherchée dans l'urne publiée.",
      field: 'Code de reçu',
      check: 'Vérifier',
      found: "Votre bulletin chiffré se trouve dans l'urne et compte dans le dépouillement.",
      not_found: "Aucun bulletin portant ce code ne se trouve dans l'urne. Vérifiez que vous avez collé le code complet.",
      box_intact: "L'empreinte de l'urne correspond à son contenu (%{fingerprint}).",
      box_broken: "Attention : l'empreinte de l'urne ne correspond pas à son contenu.",
    },
    count: {
      title: 'Dépouillement',
      explain:
        "Les votes ne sont pas encore dépouillés. %{threshold} membres du comité électoral introduisent ici leur clé partielle. Votre navigateur reconstitue la clé, n'ouvre que les totaux par candidat avec une preuve de leur exactitude, puis oublie la clé. Les clés partielles ne sont pas envoyées au portail.",
      share: 'Clé partielle du membre %{n}',
      from_file: "À partir d'un fichier",
      add: 'Une autre clé partielle',
      start: 'Lancer le dépouillement',
      step_sums: "Addition de l'urne…",
      step_decrypt: 'Reconstitution de la clé et ouverture des totaux…',
      step_save: 'Enregistrement du dépouillement…',
      share_invalid: "La clé partielle %{n} n'a pas été recopiée correctement : les chiffres de contrôle ne correspondent pas.",
      shares_mismatch: "Ces clés partielles n'appartiennent pas à cette élection, ou elles sont trop peu nombreuses.",
      counted: 'Dépouillé le %{time}.',
      unproven: "Cette élection a été dépouillée à partir de l'urne antérieure au chiffrement ; aucune preuve de déchiffrement n'y est jointe.",
    },
    verify: {
      title: "Vérifier l'urne",
      explain:
        "Chacun peut vérifier que chaque bulletin est valablement chiffré, que l'empreinte est correcte et que les totaux sont exactement la somme des bulletins. Cela se fait ici dans votre navigateur, ou avec le script de vérification fourni avec le code source du portail.",
      start: "Vérifier l'urne",
      download: "Télécharger l'urne (JSON)",
      progress: '%{done} bulletins vérifiés sur %{total}',
      ok_counted:
        "%{smart_count} bulletin sur %{smart_count} est valablement chiffré, l'empreinte est correcte et le dépouillement est prouvé exact. |||| Les %{smart_count} bulletins sont valablement chiffrés, l'empreinte est correcte et le dépouillement est prouvé exact.",
      ok_uncounted:
        "%{smart_count} bulletin sur %{smart_count} est valablement chiffré et l'empreinte est correcte. Les votes ne sont pas encore dépouillés. |||| Les %{smart_count} bulletins sont valablement chiffrés et l'empreinte est correcte. Les votes ne sont pas encore dépouillés.",
      failed: 'La vérification a trouvé des erreurs :',
      problems: boxProblems,
    },
    turnout: {
      title: 'Participation',
      summary: '%{voted} des %{invited} médecins vétérinaires invités ont voté (%{pct} %).',
      invited: 'Invités',
      voted: 'Ont voté',
      percentage: 'Participation',
      per_day: 'Votes par jour',
      day: 'Jour',
      votes: 'Votes',
      table_caption: 'Participation par jour',
      not_finalised: "La participation n'est disponible qu'une fois l'élection finalisée.",
      unvoted_title: "N'ont pas encore voté",
      unvoted_empty: 'Tous les médecins vétérinaires invités ont voté.',
      username: "Numéro d'Ordre",
      name: 'Nom',
      remind: 'Envoyer un rappel',
      remind_confirm_title: 'Envoyer un rappel',
      remind_confirm:
        "Ceux qui n'ont pas encore voté et n'ont pas encore reçu de rappel pour cette élection (y compris par les rappels quotidiens) en reçoivent un maintenant par e-mail.",
      reminded:
        "%{smart_count} rappel a été placé dans la file d'attente des e-mails. |||| %{smart_count} rappels ont été placés dans la file d'attente des e-mails.",
      already:
        "%{smart_count} membre avait déjà reçu un rappel et n'en a pas reçu de second. |||| %{smart_count} membres avaient déjà reçu un rappel et n'en ont pas reçu de second.",
    },
    results: {
      title: 'Résultats',
      not_yet: 'Les résultats seront disponibles après la clôture du vote, le %{time}.',
      summary: '%{ballots} bulletins, dont %{blank} blancs.',
      browser_sealed: "Tous les bulletins ont été scellés dans le navigateur de l'électeur.",
      server_sealed:
        "%{smart_count} bulletin a été scellé par le serveur à partir d'une liste de candidats, et non dans le navigateur de l'électeur. |||| %{smart_count} bulletins ont été scellés par le serveur à partir d'une liste de candidats, et non dans le navigateur de l'électeur.",
      candidate: 'Candidat',
      votes: 'Votes',
      elected: 'Élu(e)',
      blank: 'Blanc',
      tied: 'Égalité',
      table_caption: 'Votes par candidat',
      report_title: "Rapport de l'élection « %{title} »",
      window: 'Vote du %{start} au %{end} ; %{smart_count} à élire.',
      fingerprint: "Empreinte de l'urne (SHA-256)",
      how_to_check:
        "Vérification : téléchargez l'urne publiée (GET /api/verkiezingen/%{id}/stembus) et passez-la au script de vérification du portail, ou utilisez le bouton « Vérifier l'urne ». Chacun additionne ainsi lui-même les bulletins chiffrés et vérifie que les preuves du déchiffrement sont correctes. Chaque électeur retrouve son propre bulletin grâce à son code de reçu.",
      print: 'Imprimer',
      printed_on: 'Imprimé le %{time}',
    },
  },
};
