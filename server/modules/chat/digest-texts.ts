/**
 * The texts of the offline chat e-mail and of its unsubscribe page, in the seven languages of the site. They are
 * written by the server for one recipient, in the language their socket last told (users.language), like the
 * assistant's answers (assistant/texts.ts): not interface texts of an island.
 */
export const DIGEST_LANGUAGES = ['en', 'fr', 'zh', 'de', 'ro', 'ru', 'es'] as const;
export type DigestLanguage = (typeof DIGEST_LANGUAGES)[number];

export type DigestTexts = {
  subject: (sender: string) => string;
  intro: (sender: string) => string;
  photo: string;
  more: (count: number) => string;
  reply: string;
  why: string;
  stop: string;
  confirmTitle: string;
  confirmBody: string;
  confirmButton: string;
  doneTitle: string;
  doneBody: string;
};

const TEXTS: Record<DigestLanguage, DigestTexts> = {
  en: {
    subject: (s) => `New messages from ${s}`,
    intro: (s) => `${s} wrote to you while you were away:`,
    photo: 'Photo',
    more: (n) => `… and ${n} more`,
    reply: 'Read and reply in the chat:',
    why: 'You get this e-mail because messages were waiting for you while you were away; at most one e-mail per chat an hour.',
    stop: 'Stop these e-mails:',
    confirmTitle: 'Stop chat e-mails?',
    confirmBody: 'You will no longer get an e-mail when messages wait for you in the chat. The messages themselves stay in the app.',
    confirmButton: 'Stop these e-mails',
    doneTitle: 'Chat e-mails are off',
    doneBody: 'You will no longer get an e-mail about unread chat messages.',
  },
  fr: {
    subject: (s) => `Nouveaux messages de ${s}`,
    intro: (s) => `${s} vous a écrit pendant votre absence :`,
    photo: 'Photo',
    more: (n) => `… et ${n} de plus`,
    reply: 'Lire et répondre dans la discussion :',
    why: 'Vous recevez cet e-mail car des messages vous attendaient pendant votre absence ; au plus un e-mail par discussion et par heure.',
    stop: 'Ne plus recevoir ces e-mails :',
    confirmTitle: 'Arrêter les e-mails de discussion ?',
    confirmBody: 'Vous ne recevrez plus d’e-mail lorsque des messages vous attendent dans la discussion. Les messages restent dans l’application.',
    confirmButton: 'Arrêter ces e-mails',
    doneTitle: 'Les e-mails de discussion sont désactivés',
    doneBody: 'Vous ne recevrez plus d’e-mail pour les messages non lus.',
  },
  zh: {
    subject: (s) => `来自 ${s} 的新消息`,
    intro: (s) => `您离开期间，${s} 给您发了消息：`,
    photo: '照片',
    more: (n) => `……还有 ${n} 条`,
    reply: '在聊天中阅读并回复：',
    why: '您收到此邮件，是因为您离开期间有消息在等您；每个聊天每小时最多一封邮件。',
    stop: '不再接收这些邮件：',
    confirmTitle: '停止聊天邮件？',
    confirmBody: '当聊天中有消息等您时，您将不再收到邮件。消息本身仍保留在应用中。',
    confirmButton: '停止这些邮件',
    doneTitle: '聊天邮件已关闭',
    doneBody: '您将不再收到未读聊天消息的邮件。',
  },
  de: {
    subject: (s) => `Neue Nachrichten von ${s}`,
    intro: (s) => `${s} hat Ihnen geschrieben, während Sie weg waren:`,
    photo: 'Foto',
    more: (n) => `… und ${n} weitere`,
    reply: 'Im Chat lesen und antworten:',
    why: 'Sie erhalten diese E-Mail, weil Nachrichten auf Sie gewartet haben, während Sie weg waren; höchstens eine E-Mail pro Chat und Stunde.',
    stop: 'Diese E-Mails abbestellen:',
    confirmTitle: 'Chat-E-Mails abbestellen?',
    confirmBody: 'Sie bekommen keine E-Mail mehr, wenn im Chat Nachrichten auf Sie warten. Die Nachrichten selbst bleiben in der App.',
    confirmButton: 'Diese E-Mails abbestellen',
    doneTitle: 'Chat-E-Mails sind ausgeschaltet',
    doneBody: 'Sie bekommen keine E-Mail mehr zu ungelesenen Chat-Nachrichten.',
  },
  ro: {
    subject: (s) => `Mesaje noi de la ${s}`,
    intro: (s) => `${s} ți-a scris cât ai fost plecat:`,
    photo: 'Fotografie',
    more: (n) => `… și încă ${n}`,
    reply: 'Citește și răspunde în chat:',
    why: 'Primești acest e-mail pentru că te așteptau mesaje cât ai fost plecat; cel mult un e-mail pe chat într-o oră.',
    stop: 'Oprește aceste e-mailuri:',
    confirmTitle: 'Oprești e-mailurile din chat?',
    confirmBody: 'Nu vei mai primi un e-mail când te așteaptă mesaje în chat. Mesajele rămân în aplicație.',
    confirmButton: 'Oprește aceste e-mailuri',
    doneTitle: 'E-mailurile din chat sunt oprite',
    doneBody: 'Nu vei mai primi e-mailuri despre mesajele necitite din chat.',
  },
  ru: {
    subject: (s) => `Новые сообщения от ${s}`,
    intro: (s) => `${s} написал(а) вам, пока вас не было:`,
    photo: 'Фото',
    more: (n) => `… и ещё ${n}`,
    reply: 'Прочитать и ответить в чате:',
    why: 'Вы получили это письмо, потому что вас ждали сообщения, пока вас не было; не больше одного письма на чат в час.',
    stop: 'Отписаться от этих писем:',
    confirmTitle: 'Отключить письма из чата?',
    confirmBody: 'Вы больше не будете получать письмо, когда в чате вас ждут сообщения. Сами сообщения останутся в приложении.',
    confirmButton: 'Отключить эти письма',
    doneTitle: 'Письма из чата отключены',
    doneBody: 'Вы больше не будете получать письма о непрочитанных сообщениях.',
  },
  es: {
    subject: (s) => `Mensajes nuevos de ${s}`,
    intro: (s) => `${s} te escribió mientras no estabas:`,
    photo: 'Foto',
    more: (n) => `… y ${n} más`,
    reply: 'Lee y responde en el chat:',
    why: 'Recibes este correo porque te esperaban mensajes mientras no estabas; como mucho un correo por chat cada hora.',
    stop: 'Dejar de recibir estos correos:',
    confirmTitle: '¿Dejar de recibir correos del chat?',
    confirmBody: 'Ya no recibirás un correo cuando te esperen mensajes en el chat. Los mensajes siguen en la aplicación.',
    confirmButton: 'Dejar de recibir estos correos',
    doneTitle: 'Los correos del chat están desactivados',
    doneBody: 'Ya no recibirás correos sobre mensajes sin leer.',
  },
};

export const isDigestLanguage = (value: unknown): value is DigestLanguage => (DIGEST_LANGUAGES as readonly unknown[]).includes(value);

/** The texts in the member's language, English when none is known. */
export const digestTexts = (language: string | null | undefined): DigestTexts => TEXTS[isDigestLanguage(language) ? language : 'en'];
