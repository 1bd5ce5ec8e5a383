import { DIGEST_LANGUAGES } from '../chat/digest-texts.ts';

/**
 * The companies' e-mails, in the seven languages of the site, each written in its reader's last known language
 * (users.language), English when none is known: to the owner when an operator approves or rejects the company
 * request, and to a member whom an owner invites as a moderator (docs/decisions.md 125).
 */
type CompanyMailTexts = {
  approvedSubject: (name: string) => string;
  approvedBody: (name: string) => string;
  rejectedSubject: (name: string) => string;
  rejectedBody: (name: string) => string;
  reason: string;
  open: string;
  /** The invitation: who invites, to which company, and where to answer it. */
  inviteSubject: (company: string) => string;
  inviteBody: (owner: string, company: string) => string;
  inviteAnswer: string;
};

const TEXTS: Record<(typeof DIGEST_LANGUAGES)[number], CompanyMailTexts> = {
  en: {
    approvedSubject: (n) => `Your company ${n} is approved`,
    approvedBody: (n) => `Good news: your company request for ${n} has been approved. Choose a subscription plan to start posting company ads.`,
    rejectedSubject: (n) => `Your company request for ${n} was not approved`,
    rejectedBody: (n) => `We are sorry: your company request for ${n} was not approved. You can correct the details and send it again.`,
    reason: 'Reason:',
    open: 'Open your company:',
    inviteSubject: (c) => `You are invited to moderate ${c}`,
    inviteBody: (o, c) => `${o} has invited you to become a moderator of the company ${c}. As a moderator you can post company ads for it.`,
    inviteAnswer: 'Accept or decline the invitation:',
  },
  fr: {
    approvedSubject: (n) => `Votre entreprise ${n} est approuvée`,
    approvedBody: (n) => `Bonne nouvelle : votre demande d'entreprise pour ${n} a été approuvée. Choisissez un abonnement pour publier des annonces d'entreprise.`,
    rejectedSubject: (n) => `Votre demande d'entreprise pour ${n} n'a pas été approuvée`,
    rejectedBody: (n) => `Nous sommes désolés : votre demande d'entreprise pour ${n} n'a pas été approuvée. Vous pouvez corriger les informations et la renvoyer.`,
    reason: 'Motif :',
    open: 'Ouvrir votre entreprise :',
    inviteSubject: (c) => `Vous êtes invité à modérer ${c}`,
    inviteBody: (o, c) => `${o} vous a invité à devenir modérateur de l'entreprise ${c}. En tant que modérateur, vous pourrez publier des annonces d'entreprise pour elle.`,
    inviteAnswer: "Accepter ou refuser l'invitation :",
  },
  zh: {
    approvedSubject: (n) => `您的公司 ${n} 已获批准`,
    approvedBody: (n) => `好消息：您为 ${n} 提交的公司申请已获批准。请选择订阅套餐以开始发布公司广告。`,
    rejectedSubject: (n) => `您为 ${n} 提交的公司申请未获批准`,
    rejectedBody: (n) => `很抱歉：您为 ${n} 提交的公司申请未获批准。您可以修改信息后重新提交。`,
    reason: '原因：',
    open: '打开您的公司：',
    inviteSubject: (c) => `您受邀成为 ${c} 的管理员`,
    inviteBody: (o, c) => `${o} 邀请您成为公司 ${c} 的管理员。成为管理员后，您可以为该公司发布公司广告。`,
    inviteAnswer: '接受或拒绝邀请：',
  },
  de: {
    approvedSubject: (n) => `Ihr Unternehmen ${n} ist freigegeben`,
    approvedBody: (n) => `Gute Nachricht: Ihre Unternehmensanfrage für ${n} wurde freigegeben. Wählen Sie ein Abonnement, um Unternehmensanzeigen zu veröffentlichen.`,
    rejectedSubject: (n) => `Ihre Unternehmensanfrage für ${n} wurde nicht freigegeben`,
    rejectedBody: (n) => `Leider wurde Ihre Unternehmensanfrage für ${n} nicht freigegeben. Sie können die Angaben korrigieren und sie erneut senden.`,
    reason: 'Grund:',
    open: 'Ihr Unternehmen öffnen:',
    inviteSubject: (c) => `Einladung als Moderator von ${c}`,
    inviteBody: (o, c) => `${o} hat Sie eingeladen, Moderator des Unternehmens ${c} zu werden. Als Moderator können Sie Unternehmensanzeigen dafür veröffentlichen.`,
    inviteAnswer: 'Einladung annehmen oder ablehnen:',
  },
  ro: {
    approvedSubject: (n) => `Compania dvs. ${n} a fost aprobată`,
    approvedBody: (n) => `Vești bune: cererea pentru compania ${n} a fost aprobată. Alegeți un abonament pentru a publica anunțuri de companie.`,
    rejectedSubject: (n) => `Cererea pentru compania ${n} nu a fost aprobată`,
    rejectedBody: (n) => `Ne pare rău: cererea pentru compania ${n} nu a fost aprobată. Puteți corecta datele și o puteți trimite din nou.`,
    reason: 'Motiv:',
    open: 'Deschideți compania:',
    inviteSubject: (c) => `Sunteți invitat să moderați ${c}`,
    inviteBody: (o, c) => `${o} v-a invitat să deveniți moderator al companiei ${c}. Ca moderator, puteți publica anunțuri de companie pentru ea.`,
    inviteAnswer: 'Acceptați sau refuzați invitația:',
  },
  ru: {
    approvedSubject: (n) => `Ваша компания ${n} одобрена`,
    approvedBody: (n) => `Хорошая новость: заявка на компанию ${n} одобрена. Выберите тариф подписки, чтобы публиковать объявления компании.`,
    rejectedSubject: (n) => `Заявка на компанию ${n} не одобрена`,
    rejectedBody: (n) => `К сожалению, заявка на компанию ${n} не одобрена. Вы можете исправить данные и отправить её снова.`,
    reason: 'Причина:',
    open: 'Открыть компанию:',
    inviteSubject: (c) => `Вас приглашают стать модератором ${c}`,
    inviteBody: (o, c) => `${o} приглашает вас стать модератором компании ${c}. Как модератор вы сможете публиковать объявления компании.`,
    inviteAnswer: 'Принять или отклонить приглашение:',
  },
  es: {
    approvedSubject: (n) => `Su empresa ${n} ha sido aprobada`,
    approvedBody: (n) => `Buenas noticias: su solicitud de empresa para ${n} ha sido aprobada. Elija un plan de suscripción para publicar anuncios de empresa.`,
    rejectedSubject: (n) => `Su solicitud de empresa para ${n} no fue aprobada`,
    rejectedBody: (n) => `Lo sentimos: su solicitud de empresa para ${n} no fue aprobada. Puede corregir los datos y enviarla de nuevo.`,
    reason: 'Motivo:',
    open: 'Abrir su empresa:',
    inviteSubject: (c) => `Le invitan a moderar ${c}`,
    inviteBody: (o, c) => `${o} le ha invitado a ser moderador de la empresa ${c}. Como moderador podrá publicar anuncios de empresa para ella.`,
    inviteAnswer: 'Acepte o rechace la invitación:',
  },
};

export const companyMailTexts = (language: string | null | undefined): CompanyMailTexts =>
  TEXTS[(DIGEST_LANGUAGES as readonly unknown[]).includes(language) ? (language as keyof typeof TEXTS) : 'en'];
