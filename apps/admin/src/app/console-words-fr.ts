import type { ConsoleWords } from './console-words-en';

export const consoleWordsFr: ConsoleWords = {
  title: 'Console de la rédaction',
  language: 'Langue',
  sign_in: {
    heading: 'Connexion à la console de la rédaction',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    signing_in: 'Connexion…',
    missing: 'Saisissez votre adresse e-mail et votre mot de passe.',
  },
  setup: {
    heading: 'Créer le premier administrateur',
    intro: 'Ce lien du journal du serveur ne sert qu’une fois. Le compte créé ici pourra ensuite ajouter le reste de la rédaction.',
    name: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    password_rules: 'Au moins 8 caractères ; ni votre adresse e-mail ni un mot de passe courant.',
    submit: 'Créer et se connecter',
    link_not_valid: 'Ce lien de configuration n’est pas valide : il a déjà servi, un démarrage plus récent l’a remplacé, ou un administrateur existe déjà. Utilisez le lien le plus récent du journal du serveur, ou connectez-vous.',
  },
  errors: {
    unreachable: 'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
    unexpected: 'Le serveur a donné une réponse inattendue (statut %{status}). Réessayez.',
  },
  account: {
    menu: 'Compte',
    heading: 'Compte',
    signed_in_as: 'Vous êtes connecté en tant que',
    name: 'Nom',
    email: 'Adresse e-mail',
    role: 'Rôle',
    sign_out: 'Se déconnecter',
    demo_password:
      'Ce compte a toujours le mot de passe de démonstration affiché dans le journal du serveur. Quiconque a lu le journal peut se connecter avec : changez-le avant que le site soit public.',
  },
  roles: {
    administrator: 'Administrateur',
    editor: 'Éditeur',
    author: 'Auteur',
    moderator: 'Modérateur',
  },
};
