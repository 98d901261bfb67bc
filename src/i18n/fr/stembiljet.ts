/**
 * Sealing the ballot in the voter's browser, auditing it instead of casting it (Benaloh's challenge),
 * the receipt, and the public board (docs/features/elections.md, "Voting" and "The board").
 */
export const sealingMessages = {
  stembiljet: {
    seal: 'Sceller le bulletin',
    loading: "Chargement de la clé de l'élection…",
    sealing: 'Votre bulletin est en cours de scellement dans votre navigateur…',
    seal_failed: "Votre navigateur n'a pas pu sceller le bulletin. Rechargez la page et réessayez.",
    sealed_title: 'Votre bulletin scellé',
    sealed_done: 'Votre bulletin est scellé.',
    holds: 'Dans ce bulletin : %{names}.',
    holds_blank: "C'est un bulletin blanc : vous n'avez choisi aucun candidat.",
    tracker: 'Code de reçu de ce bulletin',
    sealed_explain:
      "Votre navigateur a chiffré votre choix avec la clé de l'élection. Le serveur ne reçoit que ce bulletin scellé et ne peut pas lire votre choix. Après le dépôt, vous retrouvez le code de reçu sur le tableau des votes.",
    next_title: 'Que voulez-vous faire de ce bulletin ?',
    cast: 'Déposer le vote',
    audit: 'Vérifier au lieu de déposer',
    audit_explain:
      'Vous voulez vous assurer que cette page a bien scellé votre choix ? Choisissez alors « Vérifier au lieu de déposer » : la page affiche le contenu de ce bulletin et vous donne un fichier pour le recalculer vous-même. Un bulletin vérifié ne compte jamais ; vous scellez ensuite un nouveau bulletin et vous le déposez.',
    change: 'Modifier le choix',
    casting: 'Dépôt de votre vote…',
    auditing: 'Le bulletin est enregistré comme vérifié…',
    audited_title: 'Bulletin vérifié',
    audited_done: 'Le bulletin a été enregistré comme vérifié et ne comptera jamais.',
    audited_held: 'Ce bulletin contenait : %{names}.',
    audited_blank: 'Ce bulletin était blanc : il ne contenait aucun candidat.',
    audited_matches: "C'est le choix que vous avez fait.",
    audited_differs: "Attention : ce n'est pas le choix que vous avez fait. Ne déposez pas de vote sur cet appareil et signalez-le au secrétariat.",
    audited_unreadable:
      "Attention : ce bulletin n'a pas pu être ouvert avec ses propres nombres aléatoires. Ne déposez pas de vote sur cet appareil et signalez-le au secrétariat.",
    spoiled:
      "Ce bulletin est désormais nul : il ne compte jamais et ne peut plus être déposé, pas même par quelqu'un d'autre. Vous n'avez donc pas encore voté.",
    check_yourself_title: 'Vérifier vous-même',
    check_yourself:
      'Le fichier de vérification contient le bulletin scellé et les nombres aléatoires avec lesquels il a été scellé. Grâce à eux, chacun peut recalculer quels candidats il contient, sans clé. Chargez-le sur la page de vérification, de préférence sur un autre appareil, ou exécutez cette commande avec le code source du portail :',
    download_audit: 'Télécharger le fichier de vérification',
    verify_page: "Page de vérification des bulletins (s'ouvre dans un nouvel onglet)",
    fresh: 'Sceller un nouveau bulletin',
    fresh_explain: 'Votre choix est conservé. Le nouveau bulletin est à nouveau scellé et reçoit un autre code de reçu.',
  },
  ontvangst: {
    computed: "Votre navigateur a calculé lui-même ce code à partir du bulletin qu'il a scellé.",
    differs:
      'Attention : le serveur a répondu avec un autre code de reçu (%{server}) que celui calculé par votre navigateur. Conservez les deux codes et signalez-le au secrétariat.',
    what_title: 'Ce que vous vérifiez avec ce code',
    during:
      'Pendant le vote : recherchez le code sur le tableau des votes de cette élection. Vous y voyez si et quel jour votre bulletin a été accepté, et combien de membres sont enregistrés comme ayant voté, à côté du nombre de bulletins.',
    close:
      "À la clôture : vous recevez par e-mail la tête du tableau des votes. Si elle correspond à la tête affichée sur le tableau, rien n'a été ajouté ni n'a disparu depuis.",
    after:
      "Après le dépouillement : l'urne est publiée. Votre code y figure, et chacun peut vérifier que tous les bulletins sont valables et ont été correctement additionnés.",
    board_link: 'Le tableau des votes : %{url}',
  },
  stembord: {
    title: 'Tableau des votes',
    explain:
      "Le tableau des votes affiche chaque bulletin accepté avec son code de reçu et le jour où il a été accepté, dans l'ordre. Chaque ligne contient l'empreinte de la précédente, de sorte qu'aucune ligne ne peut être supprimée ou modifiée après coup sans que la tête change. Le tableau n'indique pas qui a déposé quel bulletin.",
    not_finalised: "Le tableau des votes n'est disponible qu'une fois l'élection finalisée.",
    counts_title: 'Compteurs',
    voters: 'Membres enregistrés comme ayant voté',
    ballots: 'Bulletins sur le tableau',
    server_sealed: 'Dont scellés par le serveur',
    audited: 'Bulletins vérifiés (ne comptent pas)',
    head_title: 'Tête du tableau',
    head: 'Dernière ligne : n° %{seq}',
    head_hash: 'Empreinte de la tête',
    closed_head: 'Tête annoncée à la clôture',
    closed_same: 'La tête du tableau est identique à celle annoncée à la clôture.',
    closed_other: 'Attention : la tête du tableau diffère de celle annoncée à la clôture.',
    open: "Le vote est en cours : le tableau s'allonge à chaque bulletin déposé.",
    entries_title: 'Lignes du tableau',
    caption: 'Lignes %{from} à %{to} sur %{total}',
    empty: "Il n'y a encore aucun bulletin sur le tableau.",
    seq: 'N°',
    tracker: 'Code de reçu',
    day: 'Jour',
    sealed_by: 'Scellé par',
    by_server: 'le serveur',
    by_browser: "le navigateur de l'électeur",
    previous: 'Précédent',
    next: 'Suivant',
    find_title: 'Rechercher votre code de reçu',
    find_field: 'Code de reçu',
    find: 'Rechercher',
    find_invalid: 'Un code de reçu se compose de 64 caractères : des chiffres et les lettres a à f.',
    found: 'Votre bulletin figure sur le tableau sous le n° %{seq}, accepté le %{day}.',
    not_found: 'Aucun bulletin portant ce code de reçu ne figure sur le tableau. Vérifiez que vous avez collé le code complet.',
    download: 'Télécharger le tableau des votes (JSON)',
    download_explain:
      'Conservez le fichier. Avec le script de vérification du portail, vous vérifiez que chaque ligne découle de la précédente et, en y joignant un fichier conservé auparavant, que seules des lignes ont été ajoutées depuis :',
  },
};
