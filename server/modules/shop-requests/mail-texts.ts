import { DIGEST_LANGUAGES } from '../chat/digest-texts.ts';

/**
 * The e-mail to a member whose shop request an operator approved or turned down, in their last known language
 * (users.language), English when none is known.
 */
type ShopRequestMailTexts = {
  approvedSubject: (name: string) => string;
  approvedBody: (name: string) => string;
  rejectedSubject: (name: string) => string;
  rejectedBody: (name: string) => string;
  reason: string;
  open: string;
};

const TEXTS: Record<(typeof DIGEST_LANGUAGES)[number], ShopRequestMailTexts> = {
  en: {
    approvedSubject: (n) => `Your shop ${n} is open`,
    approvedBody: (n) => `Good news: your request to open ${n} has been approved. Your shop is ready: add your products in the shop workspace.`,
    rejectedSubject: (n) => `Your request to open ${n} was not approved`,
    rejectedBody: (n) => `We are sorry: your request to open ${n} was not approved. You can correct the details and send a new request.`,
    reason: 'Reason:',
    open: 'Open your shop workspace:',
  },
  fr: {
    approvedSubject: (n) => `Votre boutique ${n} est ouverte`,
    approvedBody: (n) => `Bonne nouvelle : votre demande d'ouverture de ${n} a été approuvée. Votre boutique est prête : ajoutez vos produits dans l'espace boutique.`,
    rejectedSubject: (n) => `Votre demande d'ouverture de ${n} n'a pas été approuvée`,
    rejectedBody: (n) => `Nous sommes désolés : votre demande d'ouverture de ${n} n'a pas été approuvée. Vous pouvez corriger les informations et envoyer une nouvelle demande.`,
    reason: 'Motif :',
    open: 'Ouvrir votre espace boutique :',
  },
  zh: {
    approvedSubject: (n) => `您的店铺 ${n} 已开通`,
    approvedBody: (n) => `好消息：您开设 ${n} 的申请已获批准。店铺已就绪：请在店铺工作台中添加商品。`,
    rejectedSubject: (n) => `您开设 ${n} 的申请未获批准`,
    rejectedBody: (n) => `很抱歉：您开设 ${n} 的申请未获批准。您可以修改信息后重新提交申请。`,
    reason: '原因：',
    open: '打开店铺工作台：',
  },
  de: {
    approvedSubject: (n) => `Ihr Shop ${n} ist eröffnet`,
    approvedBody: (n) => `Gute Nachricht: Ihre Anfrage, ${n} zu eröffnen, wurde genehmigt. Ihr Shop ist bereit: Fügen Sie Ihre Produkte im Shop-Arbeitsbereich hinzu.`,
    rejectedSubject: (n) => `Ihre Anfrage, ${n} zu eröffnen, wurde nicht genehmigt`,
    rejectedBody: (n) => `Es tut uns leid: Ihre Anfrage, ${n} zu eröffnen, wurde nicht genehmigt. Sie können die Angaben korrigieren und eine neue Anfrage senden.`,
    reason: 'Grund:',
    open: 'Shop-Arbeitsbereich öffnen:',
  },
  ro: {
    approvedSubject: (n) => `Magazinul dumneavoastră ${n} este deschis`,
    approvedBody: (n) => `Vești bune: cererea de a deschide ${n} a fost aprobată. Magazinul este gata: adăugați produsele în spațiul de lucru al magazinului.`,
    rejectedSubject: (n) => `Cererea de a deschide ${n} nu a fost aprobată`,
    rejectedBody: (n) => `Ne pare rău: cererea de a deschide ${n} nu a fost aprobată. Puteți corecta datele și trimite o cerere nouă.`,
    reason: 'Motiv:',
    open: 'Deschideți spațiul de lucru al magazinului:',
  },
  ru: {
    approvedSubject: (n) => `Ваш магазин ${n} открыт`,
    approvedBody: (n) => `Хорошие новости: ваша заявка на открытие ${n} одобрена. Магазин готов: добавьте товары в рабочем пространстве магазина.`,
    rejectedSubject: (n) => `Ваша заявка на открытие ${n} не одобрена`,
    rejectedBody: (n) => `К сожалению, ваша заявка на открытие ${n} не одобрена. Вы можете исправить данные и отправить новую заявку.`,
    reason: 'Причина:',
    open: 'Открыть рабочее пространство магазина:',
  },
  es: {
    approvedSubject: (n) => `Su tienda ${n} está abierta`,
    approvedBody: (n) => `Buenas noticias: su solicitud para abrir ${n} ha sido aprobada. Su tienda está lista: añada sus productos en el espacio de trabajo de la tienda.`,
    rejectedSubject: (n) => `Su solicitud para abrir ${n} no fue aprobada`,
    rejectedBody: (n) => `Lo sentimos: su solicitud para abrir ${n} no fue aprobada. Puede corregir los datos y enviar una nueva solicitud.`,
    reason: 'Motivo:',
    open: 'Abrir el espacio de trabajo de la tienda:',
  },
};

export const shopRequestMailTexts = (language: string | null | undefined): ShopRequestMailTexts =>
  TEXTS[(DIGEST_LANGUAGES as readonly unknown[]).includes(language) ? (language as keyof typeof TEXTS) : 'en'];
