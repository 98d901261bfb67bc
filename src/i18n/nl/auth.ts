/** Signing in, reset and activation links, the regulation and the profile. */
export const authMessages = {
  login: {
    title: 'Aanmelden',
    username: 'Gebruikersnaam',
    username_hint: 'Dierenartsen: uw ordenummer',
    password: 'Wachtwoord',
    submit: 'Aanmelden',
    forgot: 'Wachtwoord vergeten?',
    forgot_title: 'Wachtwoord vergeten',
    forgot_text: 'Geef uw gebruikersnaam in. U ontvangt een e-mail met een link om een nieuw wachtwoord te kiezen.',
    forgot_submit: 'Link versturen',
  },
  token: {
    title: 'Nieuw wachtwoord kiezen',
    checking: 'De link wordt gecontroleerd...',
    for_user: 'Gebruiker: %{username}',
    password: 'Wachtwoord',
    repassword: 'Wachtwoord opnieuw',
    submit: 'Wachtwoord opslaan',
    rule: 'Minstens 8 tekens, met minstens één letter en één cijfer.',
  },
  activate: {
    title: 'Account activeren',
    welcome: 'Welkom, %{username}. Kies een wachtwoord om uw account te activeren.',
    welcome_with_password: 'Welkom, %{username}. Activeer uw account; daarna meldt u aan met het wachtwoord dat u bij de registratie koos.',
    submit: 'Account activeren',
    invalid_code: 'Deze activatiecode is ongeldig.',
    invalid_hint:
      'Werd uw account al geactiveerd? Meld dan gewoon aan met uw gebruikersnaam en wachtwoord. Lukt dat niet, neem dan contact op met het secretariaat van de Orde.',
  },
  kennisname: {
    title: 'Reglement',
    intro: 'Voor u het portaal kunt gebruiken, vragen wij u het reglement te lezen en te aanvaarden.',
    accept: 'Ik heb het reglement gelezen en aanvaard het',
    submit: 'Bevestigen',
  },
  profiel: {
    title: 'Mijn profiel',
    personal: 'Persoonlijke gegevens',
    password_section: 'Wachtwoord wijzigen',
    password_hint: 'Laat leeg om uw wachtwoord te behouden. Minstens 8 tekens, met een letter en een cijfer.',
    roles: 'Rollen',
  },
};
