import { RICH_TEXT_WORDS } from '@newsroom/rich-text/words';
import { secondFactorWordsEn } from '../auth/second-factor-words';

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
  /** Words every content area shares. */
  content: { language: 'Language', all_languages: 'All languages' },
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
  // Staff, audit log and passwords (B2).
  unexpected_answer: 'The server gave an answer the console did not expect. Try again.',
  administrators_only: {
    heading: 'Administrators only',
    text: 'Only an administrator can open this screen. Ask one if you need a change to staff accounts or a look at the audit log.',
  },
  demo_banner: 'This account still has its demo password, which anyone who read the server log knows.',
  demo_banner_action: 'Change it now',
  staff: {
    search: 'Search by name or email',
    all_roles: 'Any role',
    status: 'Status',
    active: 'Active',
    inactive: 'Deactivated',
    locked: 'Locked until %{time}',
    never: 'Never',
    password_help: 'At least 8 characters; not the email address nor a common password. Its owner should change it after signing in.',
    revoke_sessions: 'Sign out everywhere',
    revoke_confirm_title: 'Sign %{name} out everywhere?',
    revoke_confirm_text: 'Every session of this account ends at once; they can sign in again.',
    revoked: 'Every session of this account has ended.',
    reset_second_factor: 'Turn off two-step sign-in',
    reset_second_factor_title: 'Turn off two-step sign-in for %{name}?',
    reset_second_factor_text: 'For a lost phone: they sign in with their password alone and should set up two-step sign-in again. Their sessions end now.',
    second_factor_reset: 'Two-step sign-in is off for this account; its sessions have ended.',
    unlock: 'Unlock sign-in',
    unlocked: 'The account can sign in again.',
    history: 'Changes to this account',
    saved: 'Staff account saved.',
    active_help: 'A deactivated account cannot sign in, and its sessions end at once. Changing the role ends them too.',
  },
  audit: {
    who: 'Who',
    changes: 'Changes',
    field: 'Field',
    before: 'Before',
    after: 'After',
    no_changes: 'No field changed.',
    from: 'From',
    to: 'Until',
    nobody: 'No account (%{email})',
    changed_fields: '%{smart_count} field changed |||| %{smart_count} fields changed',
  },
  password: {
    heading: 'Change password',
    intro: 'Your other sessions end when the password changes; this one stays signed in.',
    current: 'Current password',
    new: 'New password',
    rules: 'At least 8 characters; not your email address nor a common password.',
    submit: 'Change password',
    changed: 'Password changed. Your other sessions have ended.',
    forgot_link: 'Forgot your password?',
    forgot_heading: 'Reset your password',
    forgot_intro: 'Enter the email address of your console account. If it has one, a link to choose a new password is mailed to it; the link works once, for 30 minutes.',
    forgot_submit: 'Mail me a link',
    forgot_sent: 'If %{email} has a console account, a link is on its way. Check your mail.',
    reset_heading: 'Choose a new password',
    reset_submit: 'Set the new password',
    reset_done: 'Your password is changed and every session has ended. Sign in with the new password.',
    reset_no_token: 'This page opens from the link in the reset mail. Ask for a new link.',
    back_to_sign_in: 'Back to sign in',
    email: 'Email',
  },
  // Two-step sign-in (B1).
  second_factor: secondFactorWordsEn,
  /** The shared story text editor (components/story-text-input.tsx): its own words, the writers' desk's too. */
  editor: RICH_TEXT_WORDS.en,
};

export type ConsoleWords = typeof consoleWordsEn;

/** react-admin's labels for the console's resources (B2): menu names, titles and field labels. */
export const consoleResourceWordsEn = {
  staff: {
    name: 'Staff account |||| Staff',
    fields: { name: 'Name', email: 'Email', role: 'Role', active: 'Active', password: 'First password', last_sign_in_at: 'Last sign-in', locked_until: 'Locked until', second_factor: 'Second factor', created_at: 'Created' },
  },
  'audit-log': {
    name: 'Audit entry |||| Audit log',
    fields: { at: 'When', staff_id: 'Who', staff_email: 'Who', action: 'Action', resource: 'Resource', record_id: 'Record', address: 'Address', changes: 'Changes', from: 'From', to: 'Until' },
  },
};

