/** The members tab of an on-call service (SPEC §2 /wachtdiensten/{id}) and the request buttons. */
export const serviceMessages = {
  wachtdiensten: {
    request_new: 'Demander un nouveau service de garde',
    request_update: 'Demander une modification',
    request_sent: 'Votre demande a été envoyée ; le secrétariat statue et vous recevez la décision par e-mail.',
    join: 'Devenir membre',
    join_title: 'Devenir membre de %{name}',
    join_as: 'Affiliation',
    joined: 'Vous êtes maintenant membre de ce service de garde.',
    leave: 'Se désinscrire',
    leave_title: 'Se désinscrire de %{name}',
    leave_comment: "Motif (figure dans l'historique)",
    left: 'Vous êtes désinscrit(e).',
    removed: 'Le membre a été désinscrit.',
    make_responsible: 'Désigner comme responsable',
    make_responsible_confirm:
      '%{name} devient responsable de ce service de garde. %{name} pourra ensuite modifier le service de garde et exporter ses membres.',
    responsible_set: 'Le responsable a été modifié.',
    responsible: 'Responsable',
    export: 'Exporter les membres (Excel)',
    inactive: "Ce service de garde n'est pas actif : il ne peut pas accueillir de nouveaux membres.",
    actions: 'Actions',
    cancel: 'Annuler',
    confirm: 'Confirmer',
  },
};
