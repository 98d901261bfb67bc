/** Signing in, reset and activation links, the regulation and the profile. */
export const authMessages = {
  login: {
    title: 'Connexion',
    username: "Nom d'utilisateur",
    username_hint: "Médecins vétérinaires : votre numéro d'Ordre",
    password: 'Mot de passe',
    submit: 'Se connecter',
    forgot: 'Mot de passe oublié ?',
    forgot_title: 'Mot de passe oublié',
    forgot_text: "Introduisez votre nom d'utilisateur. Vous recevrez un e-mail contenant un lien pour choisir un nouveau mot de passe.",
    forgot_submit: 'Envoyer le lien',
  },
  token: {
    title: 'Choisir un nouveau mot de passe',
    checking: 'Vérification du lien...',
    for_user: 'Utilisateur : %{username}',
    password: 'Mot de passe',
    repassword: 'Confirmer le mot de passe',
    submit: 'Enregistrer le mot de passe',
    rule: 'Au moins 8 caractères, dont au moins une lettre et un chiffre.',
  },
  activate: {
    title: 'Activer le compte',
    welcome: 'Bienvenue, %{username}. Choisissez un mot de passe pour activer votre compte.',
    welcome_with_password: "Bienvenue, %{username}. Activez votre compte ; vous vous connecterez ensuite avec le mot de passe choisi lors de l'inscription.",
    submit: 'Activer le compte',
    invalid_code: "Ce code d'activation n'est pas valable.",
    invalid_hint:
      "Votre compte a-t-il déjà été activé ? Connectez-vous alors simplement avec votre nom d'utilisateur et votre mot de passe. Si cela ne fonctionne pas, prenez contact avec le secrétariat de l'Ordre.",
  },
  kennisname: {
    title: 'Règlement',
    intro: "Avant de pouvoir utiliser le portail, nous vous demandons de lire et d'accepter le règlement.",
    accept: "J'ai lu le règlement et je l'accepte",
    submit: 'Confirmer',
  },
  profiel: {
    title: 'Mon profil',
    personal: 'Données personnelles',
    password_section: 'Modifier le mot de passe',
    password_hint: 'Laissez vide pour conserver votre mot de passe. Au moins 8 caractères, dont une lettre et un chiffre.',
    roles: 'Rôles',
    agenda: {
      title: 'Agenda',
      intro:
        "Grâce à un lien personnel, votre application d'agenda (Outlook, Google Agenda, Apple Calendrier, ...) affiche vos gardes et les formations continues pour lesquelles vous avez enregistré des points ou que vous avez ajoutées à votre agenda. Quiconque connaît le lien voit ces données : ne le partagez avec personne.",
      none: "Vous n'avez pas encore de lien d'agenda.",
      exists:
        "Votre lien d'agenda a été créé le %{date}. Pour des raisons de sécurité, nous ne l'affichons qu'une seule fois ; si vous l'avez perdu, créez un nouveau lien.",
      link: "Votre lien d'agenda",
      shown_once:
        "Copiez le lien maintenant : il n'est affiché qu'une seule fois. Ajoutez-le dans votre application d'agenda comme agenda internet (abonnement à un agenda).",
      copy: 'Copier le lien',
      copied: 'Le lien a été copié.',
      create: 'Créer un nouveau lien',
      create_title: "Créer un nouveau lien d'agenda ?",
      create_content:
        "Votre lien actuel cessera immédiatement de fonctionner. Les applications d'agenda qui l'utilisent n'afficheront à nouveau vos gardes et formations continues que lorsque vous y aurez mis le nouveau lien.",
      created: "Votre nouveau lien d'agenda est prêt.",
      revoke: 'Révoquer le lien',
      revoke_title: "Révoquer le lien d'agenda ?",
      revoke_content: 'Votre lien cessera immédiatement de fonctionner. Vous pourrez toujours créer un nouveau lien plus tard.',
      revoked: "Votre lien d'agenda a été révoqué.",
    },
  },
};
