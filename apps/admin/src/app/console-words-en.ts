/** The console's own words (react-admin's come from ra-language-english). */
export const consoleWordsEn = {
  title: 'Newsroom console',
  language: 'Language',
  sign_in: {
    heading: 'Sign in to the newsroom console',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    signing_in: 'Signing in…',
    missing: 'Enter your email address and your password.',
  },
  setup: {
    heading: 'Create the first administrator',
    intro: 'This link from the server log works once. The account you create here can then add the rest of the newsroom.',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    password_rules: 'At least 8 characters; not your email address or a common password.',
    submit: 'Create and sign in',
    link_not_valid: 'This setup link is not valid: it was used, a newer start replaced it, or an administrator already exists. Use the newest link in the server log, or sign in.',
  },
  errors: {
    unreachable: 'The server could not be reached. Check the connection and try again.',
    unexpected: 'The server gave an answer the console did not expect (status %{status}). Try again.',
  },
  account: {
    menu: 'Account',
    heading: 'Account',
    signed_in_as: 'You are signed in as',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    sign_out: 'Sign out',
    demo_password:
      'This account still has the demo password printed in the server log. Anyone who read the log can sign in with it: change it before the site is public.',
  },
  roles: {
    administrator: 'Administrator',
    editor: 'Editor',
    author: 'Author',
    moderator: 'Moderator',
  },
};

export type ConsoleWords = typeof consoleWordsEn;
