/**
 * The words of the identity service's mail and SMS, in the demo site's three languages. Plain
 * text, no HTML; each link stands on a line of its own, so no mail client wraps it and, in
 * Arabic, the right-to-left sentence around it cannot reorder it.
 */
export const MESSAGE_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

interface Mail {
  subject: string;
  text: string;
}

export interface MessageText {
  /** What a mail calls the site when the `web_name` setting is empty. */
  unnamedSite: string;
  verification(site: string, link: string): Mail;
  alreadyRegistered(site: string, signIn: string, forgot: string): Mail;
  reset(site: string, link: string): Mail;
  phoneCode(code: string): string;
}

export const MESSAGE_TEXT: Record<MessageLanguage, MessageText> = {
  en: {
    unnamedSite: 'the news site',
    verification: (site, link) => ({
      subject: `Confirm your email address for ${site}`,
      text: `Welcome to ${site}!\n\nOpen this link within 24 hours to confirm your address and sign in:\n${link}\n\nIf you did not sign up, ignore this mail: no account is made without the link.`,
    }),
    alreadyRegistered: (site, signIn, forgot) => ({
      subject: `You already have an account at ${site}`,
      text: `Someone (probably you) tried to sign up at ${site} with this address, which already has an account.\n\nSign in here:\n${signIn}\n\nForgot your password? Choose a new one here:\n${forgot}\n\nIf it was not you, ignore this mail: nothing has changed.`,
    }),
    reset: (site, link) => ({
      subject: `Choose a new password for ${site}`,
      text: `Open this link within an hour to choose a new password:\n${link}\n\nChoosing one signs you out everywhere else. If you did not ask for this, ignore this mail: your password stays as it is.`,
    }),
    phoneCode: (code) => `${code} is your sign-in code. It works once, for 10 minutes. Never share it.`,
  },
  fr: {
    unnamedSite: "le site d'actualités",
    verification: (site, link) => ({
      subject: `Confirmez votre adresse e-mail pour ${site}`,
      text: `Bienvenue sur ${site} !\n\nOuvrez ce lien dans les 24 heures pour confirmer votre adresse et vous connecter :\n${link}\n\nSi vous n'avez pas demandé d'inscription, ignorez ce message : aucun compte n'est créé sans ce lien.`,
    }),
    alreadyRegistered: (site, signIn, forgot) => ({
      subject: `Vous avez déjà un compte sur ${site}`,
      text: `Quelqu'un (sans doute vous) a essayé de s'inscrire sur ${site} avec cette adresse, qui a déjà un compte.\n\nConnectez-vous ici :\n${signIn}\n\nMot de passe oublié ? Choisissez-en un nouveau ici :\n${forgot}\n\nSi ce n'était pas vous, ignorez ce message : rien n'a changé.`,
    }),
    reset: (site, link) => ({
      subject: `Choisissez un nouveau mot de passe pour ${site}`,
      text: `Ouvrez ce lien dans l'heure pour choisir un nouveau mot de passe :\n${link}\n\nCe choix ferme toutes vos autres sessions. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.`,
    }),
    phoneCode: (code) => `${code} est votre code de connexion. Il ne sert qu'une fois, pendant 10 minutes. Ne le communiquez à personne.`,
  },
  ar: {
    unnamedSite: 'موقع الأخبار',
    verification: (site, link) => ({
      subject: `أكّد عنوان بريدك الإلكتروني في ${site}`,
      text: `مرحبًا بك في ${site}!\n\nافتح هذا الرابط خلال 24 ساعة لتأكيد عنوانك وتسجيل الدخول:\n${link}\n\nإذا لم تطلب التسجيل، فتجاهل هذه الرسالة: لا يُنشأ أي حساب من دون هذا الرابط.`,
    }),
    alreadyRegistered: (site, signIn, forgot) => ({
      subject: `لديك حساب بالفعل في ${site}`,
      text: `حاول أحدهم (ربما أنت) التسجيل في ${site} بهذا العنوان، وله حساب بالفعل.\n\nسجّل الدخول من هنا:\n${signIn}\n\nنسيت كلمة المرور؟ اختر كلمة جديدة من هنا:\n${forgot}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغيّر شيء.`,
    }),
    reset: (site, link) => ({
      subject: `اختر كلمة مرور جديدة لحسابك في ${site}`,
      text: `افتح هذا الرابط خلال ساعة لاختيار كلمة مرور جديدة:\n${link}\n\nاختيارها يُنهي جلساتك في كل مكان آخر. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`,
    }),
    phoneCode: (code) => `رمز الدخول: ${code}\nيصلح مرة واحدة فقط، لمدة 10 دقائق. لا تشاركه مع أحد.`,
  },
};

/** `fr` for `fr`, and for a regional code such as `fr-ca`; null for a language without words here. */
function known(code: string | undefined): MessageLanguage | null {
  if (!code) return null;
  const lower = code.toLowerCase();
  const base = lower.split('-')[0];
  return MESSAGE_LANGUAGES.find((language) => language === lower) ?? MESSAGE_LANGUAGES.find((language) => language === base) ?? null;
}

/**
 * The language a message is written in: the one the reader asked in, else the site's default
 * language, else English.
 */
export function messageLanguage(requested: string | undefined, siteDefault: string | undefined): MessageLanguage {
  return known(requested) ?? known(siteDefault) ?? 'en';
}
