/** A member's own data and their erasure (the profile, the secretariat's member sheet). */
export const memberDataMessages = {
  gegevens: {
    title: 'Mes données',
    intro:
      "Téléchargez tout ce que le portail des membres conserve à votre sujet : un aperçu à lire, les mêmes données pour un ordinateur, et les documents que vous avez chargés. Votre vote à une élection n'y figure jamais.",
    download_own: 'Télécharger mes données',
    download_member: 'Télécharger les données du membre',
    downloading: 'Téléchargement en cours : %{kb} ko reçus',
    downloaded: 'Le fichier contenant les données a été téléchargé.',
    erase: 'Effacer les données',
    erase_title: 'Effacer les données de %{name}',
    erase_gone:
      "Disparaissent définitivement : le nom, les coordonnées, les adresses, les collaborations, les demandes, les activités professionnelles, les documents chargés, les sessions, les liens, le lien d'agenda, les affiliations à des services de garde, les connexions échouées et les e-mails adressés au membre. Le membre ne peut plus se connecter et ne figure plus dans l'annuaire des membres, sur la liste des électeurs ni sur une liste de diffusion.",
    erase_kept:
      "Sont conservés sans nom, parce que l'Ordre doit les garder : les points de formation continue approuvés (pour le contrôle de la période), les décisions sur les dispenses, le fait que le membre a voté à une élection, les candidatures, les interventions comme orateur, les demandes de services de garde et le journal (ce qui s'est passé, sans nom ni coordonnées). Cette opération est irréversible.",
    erase_type: "Tapez le numéro d'Ordre (%{ordenummer}) pour confirmer",
    erase_confirm: 'Effacer définitivement',
    erased: 'Les données de %{name} ont été effacées.',
  },
};
