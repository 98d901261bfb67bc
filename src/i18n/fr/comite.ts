/**
 * The election committee (/comite and the election's committee tab): the key ceremony in three
 * rounds, the count by partial decryptions, and the secretariat's naming of the committee.
 */
export const committeeMessages = {
  comite: {
    title: 'Comité électoral',
    intro:
      "En tant que membre d'un comité électoral, vous créez avec les autres membres la clé de l'urne, sans que personne, pas même le portail, ne détienne jamais la clé entière. Chaque membre conserve sa propre part dans un fichier de clé. Après la clôture du vote, un nombre suffisant de membres dépouillent ensemble les votes, chacun dans son propre navigateur.",
    none: "Vous ne faites partie d'aucun comité électoral. Si le secrétariat vous désigne dans un comité électoral, vous recevez un e-mail et vous trouvez ici ce que vous avez à faire.",
    failed: 'Cette étape a échoué. Veuillez réessayer.',
    file: {
      input: 'Fichier de clé',
      pick: 'Choisir le fichier de clé',
      chosen: 'Fichier choisi : %{name}',
      none: 'Aucun fichier choisi',
      passphrase_label: 'Phrase secrète du fichier de clé',
      malformed:
        "Ce fichier n'est pas un fichier de clé d'un comité électoral, ou il est endommagé. Choisissez le fichier que vous avez téléchargé à l'étape 1. Rien n'a été envoyé.",
      other:
        "Ce fichier de clé appartient à une autre élection ou à un autre membre (« %{title} », membre %{member}, %{username}). Choisissez votre propre fichier pour cette élection. Rien n'a été envoyé.",
      old_ceremony:
        "Ce fichier de clé appartient à une composition antérieure du comité électoral. Choisissez le fichier que vous avez créé pour la cérémonie actuelle. Rien n'a été envoyé.",
      passphrase:
        "Cette phrase secrète n'ouvre pas le fichier de clé. Vérifiez la phrase secrète (les majuscules et les espaces comptent aussi). Rien n'a été envoyé.",
      not_published:
        "Ce n'est pas le fichier de clé avec lequel vous avez publié à l'étape 1, par exemple un fichier antérieur à un redémarrage de la cérémonie. Choisissez le fichier de la dernière fois. Rien n'a été envoyé.",
    },
    publish: {
      intro:
        'Votre navigateur crée maintenant votre part secrète de la clé du comité électoral et la place dans un fichier de clé, verrouillé par une phrase secrète que vous seul(e) connaissez. Seules les données publiques qui en découlent sont envoyées au portail.',
      keep: "Le fichier de clé n'est conservé nulle part ailleurs : ni dans le portail, ni au secrétariat. Conservez-le en lieu sûr jusqu'après le dépouillement et retenez la phrase secrète. Sans fichier ni phrase secrète, vous ne pourrez effectuer ni les étapes suivantes ni le dépouillement.",
      passphrase: 'Phrase secrète',
      repeat: 'Répéter la phrase secrète',
      rule: "Au moins %{min} caractères. Une courte phrase dont vous vous souvenez est plus solide qu'un seul mot.",
      too_short: 'La phrase secrète doit compter au moins %{min} caractères.',
      make: 'Créer et télécharger le fichier de clé',
      made: "Votre fichier de clé « %{name} » a été créé et téléchargé. Vérifiez qu'il se trouve dans vos téléchargements et placez-le en lieu sûr.",
      download_again: 'Télécharger à nouveau',
      kept: "J'ai conservé mon fichier de clé",
      submit: 'Publier',
      sealing: 'Le fichier de clé est en cours de création et de verrouillage…',
      publishing: 'Envoi des données publiques…',
      done: 'Vos données publiques ont été envoyées. Vous recevrez un e-mail dès que tous les membres en seront là et que vous pourrez envoyer vos parts chiffrées.',
    },
    share: {
      intro:
        "Choisissez votre fichier de clé et tapez votre phrase secrète. Votre navigateur crée alors une part pour chacun des %{others} autres membres et la chiffre de sorte que seul ce membre puisse l'ouvrir. Le portail transmet les parts, mais ne peut pas les lire.",
      submit: 'Envoyer les parts',
      busy: 'Les parts sont en cours de création et de chiffrement…',
      done: 'Vos parts chiffrées ont été envoyées. Vous recevrez un e-mail dès que tous les membres en seront là et que vous pourrez vérifier les parts reçues.',
      bad_publication:
        "Les données publiques du membre %{member} (%{name}) ne correspondent pas à leur preuve. Rien n'a été envoyé. Signalez-le au secrétariat : il redémarrera la cérémonie.",
    },
    check: {
      intro:
        "Choisissez votre fichier de clé et tapez votre phrase secrète. Votre navigateur ouvre chaque part reçue des autres membres et la vérifie par rapport à ce que ce membre a publié à l'étape 1. Il affiche ensuite un code de contrôle, que vous comparez avec les autres membres avant de confirmer.",
      submit: 'Vérifier les parts',
      busy: "Les parts reçues sont en cours d'ouverture et de vérification…",
      all_hold: 'Les parts que vous avez reçues correspondent à ce que les membres ont publié. Comparez maintenant le code de contrôle.',
      found:
        'Une part reçue ne correspond pas : celle du membre %{member} (%{name}). Comparez tout de même le code de contrôle, puis envoyez la plainte ; le secrétariat redémarrera la cérémonie.',
      code_title: 'Code de contrôle de la cérémonie',
      code_hint: 'Des chiffres et les lettres A à F, par groupes de quatre.',
      code_why:
        "Quiconque détient la base de données du portail pourrait montrer à chaque membre d'autres clés des autres membres et s'interposer ainsi entre eux. Vous ne pouvez le voir qu'ensemble : comparez ce code avec les autres membres du comité, par téléphone ou en personne, et non via le portail ou ses e-mails.",
      code_differs: 'Le code est-il différent chez un autre membre ? Ne confirmez pas et prévenez le secrétariat.',
      compared: "J'ai comparé ce code avec les autres membres du comité et il est identique",
      confirm: 'Confirmer la vérification',
      send_complaint: 'Envoyer la plainte',
      sending: 'Envoi de votre vérification…',
      done: "Toutes les parts que vous avez reçues sont correctes. Votre part de la clé est prête ; vous n'avez plus rien à faire jusqu'après le vote. Conservez votre fichier de clé, ainsi que le code de contrôle %{code} jusqu'à ce que chaque membre l'ait comparé.",
      complained:
        "La part que vous avez reçue du membre %{member} (%{name}) ne correspond pas à ce que ce membre a publié. Votre navigateur l'a signalé au portail. La cérémonie est maintenant à l'arrêt : le secrétariat la redémarrera, si nécessaire sans le membre %{member}. Vous recevrez alors un e-mail pour créer un nouveau fichier de clé.",
    },
    count: {
      intro:
        "Le vote est clôturé. Choisissez votre fichier de clé et tapez votre phrase secrète. Votre navigateur vérifie d'abord toute l'urne : chaque bulletin, sa preuve et les empreintes. Ce n'est que si tout est correct que vous ouvrez, avec votre part de la clé, les votes additionnés, jamais un bulletin individuel.",
      check: "Vérifier l'urne",
      progress: '%{done} bulletins vérifiés sur %{total}',
      sending: 'Votre part de la clé est en cours de reconstitution et votre part du dépouillement est envoyée…',
      box_ok: "L'urne est correcte : chaque bulletin est valablement chiffré et il y en a autant que de membres qui ont voté.",
      closed_fingerprint: "Empreinte de l'urne à la clôture (la tête du tableau des votes, également envoyée par e-mail à chaque électeur)",
      not_closed: 'Pas encore annoncée',
      election_fingerprint: "Empreinte de l'élection (candidats, comité électoral et clé)",
      compared: "L'empreinte de l'urne est identique à celle de l'e-mail que j'ai reçu à la clôture",
      submit: 'Participer au dépouillement',
      partials: '%{partials} membres du comité sur %{threshold} ont participé au dépouillement.',
      counted: 'Les votes sont dépouillés : les résultats sont disponibles.',
      waiting: 'Les votes seront dépouillés dès que suffisamment de membres y auront participé.',
      refused:
        "La vérification a trouvé une erreur dans l'urne. Rien n'a été déchiffré ni envoyé ; signalez-le au secrétariat. |||| La vérification a trouvé %{smart_count} erreurs dans l'urne. Rien n'a été déchiffré ni envoyé ; signalez-le au secrétariat.",
      more_findings: 'Et encore %{smart_count} erreur. |||| Et encore %{smart_count} erreurs.',
      finding_member: 'membre du comité %{member}',
      finding_tracker: 'code de reçu %{tracker}…',
      not_committee: "Cette élection utilise encore la clé antérieure au comité électoral ; elle n'est pas dépouillée sur cette page.",
      share_failed:
        "La part que vous avez reçue du membre %{member} ne correspond pas aux données de l'élection. Rien n'a été envoyé ; signalez-le au secrétariat.",
      key_mismatch: "Votre part de la clé ne correspond pas à ce que l'élection a enregistré pour vous. Rien n'a été envoyé ; signalez-le au secrétariat.",
    },
    progress: {
      title: 'Avancement du comité électoral',
      region: 'Avancement du comité électoral pour « %{title} »',
      place: 'Membre',
      member: 'Nom',
      published: 'Publié',
      sent: 'Parts envoyées',
      checked: 'Parts vérifiées',
      yes: 'Oui',
      not_yet: 'Pas encore',
      complaint: 'Plainte concernant le membre %{member}',
      you: 'vous',
    },
    stage: {
      NONE: "Il n'y a pas encore de comité électoral.",
      PUBLISH: 'Tour 1 sur 3 : chaque membre crée son fichier de clé et publie.',
      SHARE: 'Tour 2 sur 3 : chaque membre envoie ses parts chiffrées.',
      CHECK: 'Tour 3 sur 3 : chaque membre vérifie les parts reçues et compare le code de contrôle avec les autres.',
      COMPLETE: 'La clé du comité électoral est prête : %{threshold} des %{members} membres sont nécessaires pour le dépouillement.',
      COMPLAINT: "La cérémonie est à l'arrêt : un membre a trouvé une part qui ne correspond pas.",
    },
    task: {
      place: 'Vous êtes le membre %{index} sur %{members} ; %{threshold} membres sont nécessaires pour le dépouillement. Le vote se clôture le %{end}.',
      PUBLISH: 'Étape 1 : créer votre fichier de clé',
      SHARE: 'Étape 2 : envoyer vos parts chiffrées',
      CHECK: 'Étape 3 : vérifier les parts reçues',
      COUNT: 'Le dépouillement',
      WAIT: 'Un instant',
      DONE: 'Terminé',
    },
    wait: {
      done: "Vous avez participé au dépouillement, ou les votes sont déjà dépouillés. Vous n'avez plus rien à faire pour cette élection.",
      voting: "Le vote est ouvert jusqu'au %{end}. Vous participerez ensuite ici au dépouillement, avec votre fichier de clé et votre phrase secrète.",
      complaint:
        '%{by} a constaté que la part du membre %{member} (%{name}) ne correspond pas. Le secrétariat redémarre la cérémonie ; vous recevrez alors un e-mail.',
      finalise:
        "La clé du comité électoral est prête. Attendez que le secrétariat finalise l'élection et que le vote se termine. Conservez d'ici là votre fichier de clé.",
      round:
        "Vous avez effectué votre étape de ce tour. L'étape suivante sera possible dès que tous les membres auront effectué la leur ; vous recevrez alors un e-mail.",
    },
    admin: {
      explain:
        "Le comité électoral crée la clé de l'urne sans que personne ne détienne jamais la clé entière : chaque membre crée sa part dans son propre navigateur et la conserve dans son propre fichier de clé. Choisissez de 2 à 9 membres (médecins vétérinaires ou collaborateurs du secrétariat) et le nombre d'entre eux nécessaire pour le dépouillement. Chaque membre reçoit un e-mail et effectue ses trois étapes sur la page « Comité électoral ». Le portail et le secrétariat ne reçoivent aucune part de la clé.",
      members: 'Membres du comité électoral (%{smart_count})',
      empty: 'Aucun membre choisi pour le moment.',
      add: 'Ajouter un membre',
      search_hint: "Tapez au moins %{count} lettres du nom ou du nom d'utilisateur.",
      searching: 'Recherche en cours…',
      none_found: 'Aucun médecin vétérinaire ni collaborateur du secrétariat trouvé.',
      remove: 'Retirer du comité électoral : %{name}',
      threshold: 'Nécessaires pour le dépouillement',
      threshold_help:
        'Combien des %{members} membres peuvent ensemble dépouiller les votes : au moins 2, et plus que le nombre de collaborateurs du secrétariat dans le comité, de sorte que le secrétariat ne puisse jamais ouvrir les votes seul.',
      save: 'Enregistrer le comité électoral',
      saved: 'Le comité électoral a été enregistré. Chaque membre reçoit un e-mail pour créer son fichier de clé.',
      save_restarts: "Enregistrer avec d'autres membres ou un autre seuil redémarre la cérémonie : ce que les membres ont déjà fait devient caduc.",
      restart: 'Redémarrer la cérémonie',
      restart_confirm:
        "Tous les membres recommencent à l'étape 1 et créent un nouveau fichier de clé ; leurs fichiers de clé précédents deviennent inutilisables. Chaque membre reçoit un e-mail.",
      restarted: 'La cérémonie a été redémarrée. Chaque membre reçoit un e-mail.',
      complaint:
        'Le membre %{by} (%{byName}) a constaté que la part du membre %{member} (%{name}) ne correspond pas à ce que ce membre a publié. Le membre %{member} a commis une erreur, ou la part a été modifiée en cours de route. Redémarrez la cérémonie, ou remplacez le membre %{member} dans le comité électoral et enregistrez-le à nouveau.',
      finalised: "L'élection est finalisée avec la clé de ce comité électoral : %{threshold} des %{members} membres sont nécessaires pour le dépouillement.",
      fingerprint: "Empreinte de l'élection",
      fingerprint_explain:
        'Cette empreinte fixe les candidats, le comité électoral et la clé. Elle figure dans la preuve de chaque bulletin et dans chaque déchiffrement partiel.',
      keyed_before:
        'Cette élection utilise encore la clé antérieure au comité électoral : celle-ci a été créée lors de la finalisation dans le navigateur du secrétariat et répartie en clés partielles. Elle est dépouillée avec ces clés partielles.',
      count_waiting: 'Le dépouillement attend le comité électoral : %{partials} sur %{threshold}.',
      count_explain:
        'Chaque membre du comité électoral participe au dépouillement sur sa propre page « Comité électoral », avec son fichier de clé. Dès que suffisamment de membres y ont participé, les résultats figurent ici.',
    },
    finalise: {
      key: "L'urne est scellée avec la clé du comité électoral : %{threshold} des %{members} membres sont nécessaires pour le dépouillement.",
    },
  },
};
