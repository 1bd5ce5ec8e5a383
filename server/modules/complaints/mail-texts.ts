import { DIGEST_LANGUAGES } from '../chat/digest-texts.ts';

/**
 * The e-mail that tells a member what came of their complaint, as 'Complaint Sent!' promises, in their last known
 * language (users.language), English when none is known: no breach found, or action taken.
 */
type ComplaintMailTexts = {
  subject: string;
  dismissed: (topic: string) => string;
  actionTaken: (topic: string) => string;
  contentHidden: (topic: string) => string;
  thanks: string;
};

const TEXTS: Record<(typeof DIGEST_LANGUAGES)[number], ComplaintMailTexts> = {
  en: {
    subject: 'Your complaint has been reviewed',
    dismissed: (t) => `We have reviewed your complaint (${t}) and found that the content does not break our rules, so it stays online.`,
    actionTaken: (t) => `We have reviewed your complaint (${t}) and taken action: the account responsible has been blocked.`,
    contentHidden: (t) => `We have reviewed your complaint (${t}) and taken action: the content has been removed from RM Marketplace.`,
    thanks: 'Thank you for helping keep RM Marketplace safe.',
  },
  fr: {
    subject: 'Votre signalement a été examiné',
    dismissed: (t) => `Nous avons examiné votre signalement (${t}) : le contenu n'enfreint pas nos règles et reste en ligne.`,
    actionTaken: (t) => `Nous avons examiné votre signalement (${t}) et pris des mesures : le compte responsable a été bloqué.`,
    contentHidden: (t) => `Nous avons examiné votre signalement (${t}) et pris des mesures : le contenu a été retiré de RM Marketplace.`,
    thanks: 'Merci de nous aider à garder RM Marketplace sûr.',
  },
  zh: {
    subject: '您的投诉已处理',
    dismissed: (t) => `我们已审核您的投诉（${t}），该内容未违反我们的规则，因此将继续保留。`,
    actionTaken: (t) => `我们已审核您的投诉（${t}）并采取了措施：相关账户已被封禁。`,
    contentHidden: (t) => `我们已审核您的投诉（${t}）并采取了措施：相关内容已从 RM Marketplace 移除。`,
    thanks: '感谢您帮助维护 RM Marketplace 的安全。',
  },
  de: {
    subject: 'Ihre Beschwerde wurde geprüft',
    dismissed: (t) => `Wir haben Ihre Beschwerde (${t}) geprüft: Der Inhalt verstößt nicht gegen unsere Regeln und bleibt online.`,
    actionTaken: (t) => `Wir haben Ihre Beschwerde (${t}) geprüft und gehandelt: Das verantwortliche Konto wurde gesperrt.`,
    contentHidden: (t) => `Wir haben Ihre Beschwerde (${t}) geprüft und gehandelt: Der Inhalt wurde von RM Marketplace entfernt.`,
    thanks: 'Danke, dass Sie helfen, RM Marketplace sicher zu halten.',
  },
  ro: {
    subject: 'Reclamația dumneavoastră a fost analizată',
    dismissed: (t) => `Am analizat reclamația dumneavoastră (${t}): conținutul nu încalcă regulile noastre, așa că rămâne publicat.`,
    actionTaken: (t) => `Am analizat reclamația dumneavoastră (${t}) și am luat măsuri: contul responsabil a fost blocat.`,
    contentHidden: (t) => `Am analizat reclamația dumneavoastră (${t}) și am luat măsuri: conținutul a fost eliminat de pe RM Marketplace.`,
    thanks: 'Vă mulțumim că ne ajutați să păstrăm RM Marketplace sigur.',
  },
  ru: {
    subject: 'Ваша жалоба рассмотрена',
    dismissed: (t) => `Мы рассмотрели вашу жалобу (${t}): содержимое не нарушает наши правила и остаётся опубликованным.`,
    actionTaken: (t) => `Мы рассмотрели вашу жалобу (${t}) и приняли меры: ответственный аккаунт заблокирован.`,
    contentHidden: (t) => `Мы рассмотрели вашу жалобу (${t}) и приняли меры: содержимое удалено с RM Marketplace.`,
    thanks: 'Спасибо, что помогаете сделать RM Marketplace безопасным.',
  },
  es: {
    subject: 'Su denuncia ha sido revisada',
    dismissed: (t) => `Hemos revisado su denuncia (${t}): el contenido no infringe nuestras normas, así que sigue publicado.`,
    actionTaken: (t) => `Hemos revisado su denuncia (${t}) y hemos actuado: la cuenta responsable ha sido bloqueada.`,
    contentHidden: (t) => `Hemos revisado su denuncia (${t}) y hemos actuado: el contenido se ha retirado de RM Marketplace.`,
    thanks: 'Gracias por ayudarnos a mantener RM Marketplace seguro.',
  },
};

export const complaintMailTexts = (language: string | null | undefined): ComplaintMailTexts =>
  TEXTS[(DIGEST_LANGUAGES as readonly unknown[]).includes(language) ? (language as keyof typeof TEXTS) : 'en'];
