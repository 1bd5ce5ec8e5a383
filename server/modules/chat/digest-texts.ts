/**
 * The texts of the offline chat e-mail and of its unsubscribe page, in the seven languages of the site. They are
 * written by the server for one recipient, in the language their socket last told (users.language), like the
 * assistant's answers (assistant/texts.ts): not interface texts of an island.
 */
import type { OfferMessageEvent } from '../../../common/offer-states.ts';

export const DIGEST_LANGUAGES = ['en', 'fr', 'zh', 'de', 'ro', 'ru', 'es'] as const;
export type DigestLanguage = (typeof DIGEST_LANGUAGES)[number];

/** What an unsubscribe link turns off: chat e-mails, offer e-mails, or both (a mail that carried both). */
export const UNSUBSCRIBE_SCOPES = ['chat', 'offers', 'all'] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

type ScopeTexts = { stop: string; confirmTitle: string; confirmBody: string; doneTitle: string; doneBody: string };

export type DigestTexts = {
  subject: (sender: string) => string;
  /** The subject of a mail holding only offer steps. */
  offerSubject: (sender: string) => string;
  intro: (sender: string) => string;
  photo: string;
  more: (count: number) => string;
  reply: string;
  why: string;
  confirmButton: string;
  /** An offer message's line, by its event, in the reader's language (the stored text is the sender's). */
  offer: Record<OfferMessageEvent, (amount: string) => string>;
  scopes: Record<UnsubscribeScope, ScopeTexts>;
};

const TEXTS: Record<DigestLanguage, DigestTexts> = {
  en: {
    subject: (s) => `New messages from ${s}`,
    offerSubject: (s) => `Offer news from ${s}`,
    intro: (s) => `${s} wrote to you while you were away:`,
    photo: 'Photo',
    more: (n) => `… and ${n} more`,
    reply: 'Read and reply in the chat:',
    why: 'You get this e-mail because messages were waiting for you while you were away; at most one e-mail per chat an hour.',
    confirmButton: 'Stop these e-mails',
    offer: {
      made: (a) => `Offer: ${a}`,
      countered: (a) => `Counter-offer: ${a}`,
      accepted: (a) => `Offer accepted: ${a}`,
      declined: (a) => `Offer declined: ${a}`,
      withdrawn: (a) => `Offer withdrawn: ${a}`,
      reserved: (a) => `Reserved for you at ${a}`,
      sold: (a) => `Sold to you at ${a}`,
    },
    scopes: {
      chat: { stop: 'Stop these e-mails:', confirmTitle: 'Stop chat e-mails?', confirmBody: 'You will no longer get an e-mail when messages wait for you in the chat. The messages themselves stay in the app.', doneTitle: 'Chat e-mails are off', doneBody: 'You will no longer get an e-mail about unread chat messages.' },
      offers: { stop: 'Stop offer e-mails:', confirmTitle: 'Stop offer e-mails?', confirmBody: 'You will no longer get an e-mail when someone makes, counters or answers an offer while you are away. The offers themselves stay in the chat.', doneTitle: 'Offer e-mails are off', doneBody: 'You will no longer get an e-mail about offers.' },
      all: { stop: 'Stop chat and offer e-mails:', confirmTitle: 'Stop chat and offer e-mails?', confirmBody: 'You will no longer get an e-mail when messages or offers wait for you in the chat. They stay in the app.', doneTitle: 'Chat and offer e-mails are off', doneBody: 'You will no longer get an e-mail about unread chat messages or offers.' },
    },
  },
  fr: {
    subject: (s) => `Nouveaux messages de ${s}`,
    offerSubject: (s) => `Du nouveau sur une offre de ${s}`,
    intro: (s) => `${s} vous a écrit pendant votre absence :`,
    photo: 'Photo',
    more: (n) => `… et ${n} de plus`,
    reply: 'Lire et répondre dans la discussion :',
    why: 'Vous recevez cet e-mail car des messages vous attendaient pendant votre absence ; au plus un e-mail par discussion et par heure.',
    confirmButton: 'Arrêter ces e-mails',
    offer: {
      made: (a) => `Offre : ${a}`,
      countered: (a) => `Contre-offre : ${a}`,
      accepted: (a) => `Offre acceptée : ${a}`,
      declined: (a) => `Offre refusée : ${a}`,
      withdrawn: (a) => `Offre retirée : ${a}`,
      reserved: (a) => `Réservé pour vous à ${a}`,
      sold: (a) => `Vendu à vous pour ${a}`,
    },
    scopes: {
      chat: { stop: 'Ne plus recevoir ces e-mails :', confirmTitle: 'Arrêter les e-mails de discussion ?', confirmBody: 'Vous ne recevrez plus d’e-mail lorsque des messages vous attendent dans la discussion. Les messages restent dans l’application.', doneTitle: 'Les e-mails de discussion sont désactivés', doneBody: 'Vous ne recevrez plus d’e-mail pour les messages non lus.' },
      offers: { stop: 'Ne plus recevoir les e-mails d’offres :', confirmTitle: 'Arrêter les e-mails d’offres ?', confirmBody: 'Vous ne recevrez plus d’e-mail lorsqu’une offre est faite, contrée ou acceptée pendant votre absence. Les offres restent dans la discussion.', doneTitle: 'Les e-mails d’offres sont désactivés', doneBody: 'Vous ne recevrez plus d’e-mail à propos des offres.' },
      all: { stop: 'Ne plus recevoir les e-mails de discussion et d’offres :', confirmTitle: 'Arrêter les e-mails de discussion et d’offres ?', confirmBody: 'Vous ne recevrez plus d’e-mail lorsque des messages ou des offres vous attendent dans la discussion. Ils restent dans l’application.', doneTitle: 'Les e-mails de discussion et d’offres sont désactivés', doneBody: 'Vous ne recevrez plus d’e-mail pour les messages non lus ni pour les offres.' },
    },
  },
  zh: {
    subject: (s) => `来自 ${s} 的新消息`,
    offerSubject: (s) => `${s} 的出价有新动态`,
    intro: (s) => `您离开期间，${s} 给您发了消息：`,
    photo: '照片',
    more: (n) => `……还有 ${n} 条`,
    reply: '在聊天中阅读并回复：',
    why: '您收到此邮件，是因为您离开期间有消息在等您；每个聊天每小时最多一封邮件。',
    confirmButton: '停止这些邮件',
    offer: {
      made: (a) => `出价：${a}`,
      countered: (a) => `还价：${a}`,
      accepted: (a) => `出价已接受：${a}`,
      declined: (a) => `出价已拒绝：${a}`,
      withdrawn: (a) => `出价已撤回：${a}`,
      reserved: (a) => `已为您以 ${a} 保留`,
      sold: (a) => `已以 ${a} 卖给您`,
    },
    scopes: {
      chat: { stop: '不再接收这些邮件：', confirmTitle: '停止聊天邮件？', confirmBody: '当聊天中有消息等您时，您将不再收到邮件。消息本身仍保留在应用中。', doneTitle: '聊天邮件已关闭', doneBody: '您将不再收到未读聊天消息的邮件。' },
      offers: { stop: '不再接收出价邮件：', confirmTitle: '停止出价邮件？', confirmBody: '您离开期间有人出价、还价或答复出价时，您将不再收到邮件。出价本身仍保留在聊天中。', doneTitle: '出价邮件已关闭', doneBody: '您将不再收到有关出价的邮件。' },
      all: { stop: '不再接收聊天和出价邮件：', confirmTitle: '停止聊天和出价邮件？', confirmBody: '当聊天中有消息或出价等您时，您将不再收到邮件。它们仍保留在应用中。', doneTitle: '聊天和出价邮件已关闭', doneBody: '您将不再收到未读聊天消息或出价的邮件。' },
    },
  },
  de: {
    subject: (s) => `Neue Nachrichten von ${s}`,
    offerSubject: (s) => `Neues zu einem Angebot von ${s}`,
    intro: (s) => `${s} hat Ihnen geschrieben, während Sie weg waren:`,
    photo: 'Foto',
    more: (n) => `… und ${n} weitere`,
    reply: 'Im Chat lesen und antworten:',
    why: 'Sie erhalten diese E-Mail, weil Nachrichten auf Sie gewartet haben, während Sie weg waren; höchstens eine E-Mail pro Chat und Stunde.',
    confirmButton: 'Diese E-Mails abbestellen',
    offer: {
      made: (a) => `Angebot: ${a}`,
      countered: (a) => `Gegenangebot: ${a}`,
      accepted: (a) => `Angebot angenommen: ${a}`,
      declined: (a) => `Angebot abgelehnt: ${a}`,
      withdrawn: (a) => `Angebot zurückgezogen: ${a}`,
      reserved: (a) => `Für Sie reserviert zu ${a}`,
      sold: (a) => `An Sie verkauft zu ${a}`,
    },
    scopes: {
      chat: { stop: 'Diese E-Mails abbestellen:', confirmTitle: 'Chat-E-Mails abbestellen?', confirmBody: 'Sie bekommen keine E-Mail mehr, wenn im Chat Nachrichten auf Sie warten. Die Nachrichten selbst bleiben in der App.', doneTitle: 'Chat-E-Mails sind ausgeschaltet', doneBody: 'Sie bekommen keine E-Mail mehr zu ungelesenen Chat-Nachrichten.' },
      offers: { stop: 'Angebots-E-Mails abbestellen:', confirmTitle: 'Angebots-E-Mails abbestellen?', confirmBody: 'Sie bekommen keine E-Mail mehr, wenn jemand ein Angebot macht, kontert oder beantwortet, während Sie weg sind. Die Angebote selbst bleiben im Chat.', doneTitle: 'Angebots-E-Mails sind ausgeschaltet', doneBody: 'Sie bekommen keine E-Mail mehr zu Angeboten.' },
      all: { stop: 'Chat- und Angebots-E-Mails abbestellen:', confirmTitle: 'Chat- und Angebots-E-Mails abbestellen?', confirmBody: 'Sie bekommen keine E-Mail mehr, wenn im Chat Nachrichten oder Angebote auf Sie warten. Sie bleiben in der App.', doneTitle: 'Chat- und Angebots-E-Mails sind ausgeschaltet', doneBody: 'Sie bekommen keine E-Mail mehr zu ungelesenen Chat-Nachrichten oder Angeboten.' },
    },
  },
  ro: {
    subject: (s) => `Mesaje noi de la ${s}`,
    offerSubject: (s) => `Noutăți despre o ofertă de la ${s}`,
    intro: (s) => `${s} ți-a scris cât ai fost plecat:`,
    photo: 'Fotografie',
    more: (n) => `… și încă ${n}`,
    reply: 'Citește și răspunde în chat:',
    why: 'Primești acest e-mail pentru că te așteptau mesaje cât ai fost plecat; cel mult un e-mail pe chat într-o oră.',
    confirmButton: 'Oprește aceste e-mailuri',
    offer: {
      made: (a) => `Ofertă: ${a}`,
      countered: (a) => `Contraofertă: ${a}`,
      accepted: (a) => `Ofertă acceptată: ${a}`,
      declined: (a) => `Ofertă refuzată: ${a}`,
      withdrawn: (a) => `Ofertă retrasă: ${a}`,
      reserved: (a) => `Rezervat pentru tine la ${a}`,
      sold: (a) => `Vândut ție la ${a}`,
    },
    scopes: {
      chat: { stop: 'Oprește aceste e-mailuri:', confirmTitle: 'Oprești e-mailurile din chat?', confirmBody: 'Nu vei mai primi un e-mail când te așteaptă mesaje în chat. Mesajele rămân în aplicație.', doneTitle: 'E-mailurile din chat sunt oprite', doneBody: 'Nu vei mai primi e-mailuri despre mesajele necitite din chat.' },
      offers: { stop: 'Oprește e-mailurile despre oferte:', confirmTitle: 'Oprești e-mailurile despre oferte?', confirmBody: 'Nu vei mai primi un e-mail când cineva face, contrează sau răspunde la o ofertă cât ești plecat. Ofertele rămân în chat.', doneTitle: 'E-mailurile despre oferte sunt oprite', doneBody: 'Nu vei mai primi e-mailuri despre oferte.' },
      all: { stop: 'Oprește e-mailurile din chat și despre oferte:', confirmTitle: 'Oprești e-mailurile din chat și despre oferte?', confirmBody: 'Nu vei mai primi un e-mail când te așteaptă mesaje sau oferte în chat. Ele rămân în aplicație.', doneTitle: 'E-mailurile din chat și despre oferte sunt oprite', doneBody: 'Nu vei mai primi e-mailuri despre mesajele necitite sau despre oferte.' },
    },
  },
  ru: {
    subject: (s) => `Новые сообщения от ${s}`,
    offerSubject: (s) => `Новое по предложению от ${s}`,
    intro: (s) => `${s} написал(а) вам, пока вас не было:`,
    photo: 'Фото',
    more: (n) => `… и ещё ${n}`,
    reply: 'Прочитать и ответить в чате:',
    why: 'Вы получили это письмо, потому что вас ждали сообщения, пока вас не было; не больше одного письма на чат в час.',
    confirmButton: 'Отключить эти письма',
    offer: {
      made: (a) => `Предложение: ${a}`,
      countered: (a) => `Встречное предложение: ${a}`,
      accepted: (a) => `Предложение принято: ${a}`,
      declined: (a) => `Предложение отклонено: ${a}`,
      withdrawn: (a) => `Предложение отозвано: ${a}`,
      reserved: (a) => `Зарезервировано для вас за ${a}`,
      sold: (a) => `Продано вам за ${a}`,
    },
    scopes: {
      chat: { stop: 'Отписаться от этих писем:', confirmTitle: 'Отключить письма из чата?', confirmBody: 'Вы больше не будете получать письмо, когда в чате вас ждут сообщения. Сами сообщения останутся в приложении.', doneTitle: 'Письма из чата отключены', doneBody: 'Вы больше не будете получать письма о непрочитанных сообщениях.' },
      offers: { stop: 'Отписаться от писем о предложениях:', confirmTitle: 'Отключить письма о предложениях?', confirmBody: 'Вы больше не будете получать письмо, когда кто-то делает, встречно предлагает или отвечает на предложение, пока вас нет. Сами предложения останутся в чате.', doneTitle: 'Письма о предложениях отключены', doneBody: 'Вы больше не будете получать письма о предложениях.' },
      all: { stop: 'Отписаться от писем из чата и о предложениях:', confirmTitle: 'Отключить письма из чата и о предложениях?', confirmBody: 'Вы больше не будете получать письмо, когда в чате вас ждут сообщения или предложения. Они останутся в приложении.', doneTitle: 'Письма из чата и о предложениях отключены', doneBody: 'Вы больше не будете получать письма о непрочитанных сообщениях и предложениях.' },
    },
  },
  es: {
    subject: (s) => `Mensajes nuevos de ${s}`,
    offerSubject: (s) => `Novedades de una oferta de ${s}`,
    intro: (s) => `${s} te escribió mientras no estabas:`,
    photo: 'Foto',
    more: (n) => `… y ${n} más`,
    reply: 'Lee y responde en el chat:',
    why: 'Recibes este correo porque te esperaban mensajes mientras no estabas; como mucho un correo por chat cada hora.',
    confirmButton: 'Dejar de recibir estos correos',
    offer: {
      made: (a) => `Oferta: ${a}`,
      countered: (a) => `Contraoferta: ${a}`,
      accepted: (a) => `Oferta aceptada: ${a}`,
      declined: (a) => `Oferta rechazada: ${a}`,
      withdrawn: (a) => `Oferta retirada: ${a}`,
      reserved: (a) => `Reservado para ti por ${a}`,
      sold: (a) => `Vendido a ti por ${a}`,
    },
    scopes: {
      chat: { stop: 'Dejar de recibir estos correos:', confirmTitle: '¿Dejar de recibir correos del chat?', confirmBody: 'Ya no recibirás un correo cuando te esperen mensajes en el chat. Los mensajes siguen en la aplicación.', doneTitle: 'Los correos del chat están desactivados', doneBody: 'Ya no recibirás correos sobre mensajes sin leer.' },
      offers: { stop: 'Dejar de recibir correos de ofertas:', confirmTitle: '¿Dejar de recibir correos de ofertas?', confirmBody: 'Ya no recibirás un correo cuando alguien haga, contraoferte o responda una oferta mientras no estás. Las ofertas siguen en el chat.', doneTitle: 'Los correos de ofertas están desactivados', doneBody: 'Ya no recibirás correos sobre ofertas.' },
      all: { stop: 'Dejar de recibir correos del chat y de ofertas:', confirmTitle: '¿Dejar de recibir correos del chat y de ofertas?', confirmBody: 'Ya no recibirás un correo cuando te esperen mensajes u ofertas en el chat. Siguen en la aplicación.', doneTitle: 'Los correos del chat y de ofertas están desactivados', doneBody: 'Ya no recibirás correos sobre mensajes sin leer ni ofertas.' },
    },
  },
};

export const isDigestLanguage = (value: unknown): value is DigestLanguage => (DIGEST_LANGUAGES as readonly unknown[]).includes(value);

/** The texts in the member's language, English when none is known. */
export const digestTexts = (language: string | null | undefined): DigestTexts => TEXTS[isDigestLanguage(language) ? language : 'en'];
