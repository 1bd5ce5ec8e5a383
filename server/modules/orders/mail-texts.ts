import { DIGEST_LANGUAGES } from '../chat/digest-texts.ts';

/**
 * The e-mail to a buyer when a shop moves their order (shipped, delivered, cancelled), in the seven languages of the
 * site, written in the buyer's last known language (users.language), English when none is known.
 */
export type OrderStepMailed = 'shipped' | 'delivered' | 'cancelled';

type OrderMailTexts = {
  subject: Record<OrderStepMailed, (order: string) => string>;
  body: Record<OrderStepMailed, (shop: string, order: string) => string>;
  open: string;
  why: string;
};

const TEXTS: Record<(typeof DIGEST_LANGUAGES)[number], OrderMailTexts> = {
  en: {
    subject: { shipped: (o) => `Your order ${o} has shipped`, delivered: (o) => `Your order ${o} was delivered`, cancelled: (o) => `Your order ${o} was cancelled` },
    body: {
      shipped: (s, o) => `${s} has shipped your order ${o}.`,
      delivered: (s, o) => `${s} has marked your order ${o} as delivered. Tell other shoppers what you think of it with a review.`,
      cancelled: (s, o) => `${s} has cancelled your order ${o}.`,
    },
    open: 'See your order:',
    why: 'You get these e-mails about your orders. Turn them off in your account settings:',
  },
  fr: {
    subject: { shipped: (o) => `Votre commande ${o} a été expédiée`, delivered: (o) => `Votre commande ${o} a été livrée`, cancelled: (o) => `Votre commande ${o} a été annulée` },
    body: {
      shipped: (s, o) => `${s} a expédié votre commande ${o}.`,
      delivered: (s, o) => `${s} a indiqué que votre commande ${o} est livrée. Donnez votre avis aux autres acheteurs.`,
      cancelled: (s, o) => `${s} a annulé votre commande ${o}.`,
    },
    open: 'Voir votre commande :',
    why: 'Vous recevez ces e-mails au sujet de vos commandes. Désactivez-les dans les paramètres de votre compte :',
  },
  zh: {
    subject: { shipped: (o) => `您的订单 ${o} 已发货`, delivered: (o) => `您的订单 ${o} 已送达`, cancelled: (o) => `您的订单 ${o} 已取消` },
    body: {
      shipped: (s, o) => `${s} 已发出您的订单 ${o}。`,
      delivered: (s, o) => `${s} 已将您的订单 ${o} 标记为已送达。欢迎写下评价，帮助其他买家。`,
      cancelled: (s, o) => `${s} 已取消您的订单 ${o}。`,
    },
    open: '查看您的订单：',
    why: '您收到这些邮件是因为它们与您的订单有关。可在账户设置中关闭：',
  },
  de: {
    subject: { shipped: (o) => `Ihre Bestellung ${o} wurde versandt`, delivered: (o) => `Ihre Bestellung ${o} wurde zugestellt`, cancelled: (o) => `Ihre Bestellung ${o} wurde storniert` },
    body: {
      shipped: (s, o) => `${s} hat Ihre Bestellung ${o} versandt.`,
      delivered: (s, o) => `${s} hat Ihre Bestellung ${o} als zugestellt markiert. Teilen Sie anderen Käufern Ihre Meinung in einer Bewertung mit.`,
      cancelled: (s, o) => `${s} hat Ihre Bestellung ${o} storniert.`,
    },
    open: 'Ihre Bestellung ansehen:',
    why: 'Sie erhalten diese E-Mails zu Ihren Bestellungen. Sie können sie in Ihren Kontoeinstellungen abschalten:',
  },
  ro: {
    subject: { shipped: (o) => `Comanda ${o} a fost expediată`, delivered: (o) => `Comanda ${o} a fost livrată`, cancelled: (o) => `Comanda ${o} a fost anulată` },
    body: {
      shipped: (s, o) => `${s} a expediat comanda dvs. ${o}.`,
      delivered: (s, o) => `${s} a marcat comanda dvs. ${o} ca livrată. Spuneți-le altor cumpărători părerea dvs. într-o recenzie.`,
      cancelled: (s, o) => `${s} a anulat comanda dvs. ${o}.`,
    },
    open: 'Vedeți comanda:',
    why: 'Primiți aceste e-mailuri despre comenzile dvs. Le puteți opri din setările contului:',
  },
  ru: {
    subject: { shipped: (o) => `Ваш заказ ${o} отправлен`, delivered: (o) => `Ваш заказ ${o} доставлен`, cancelled: (o) => `Ваш заказ ${o} отменён` },
    body: {
      shipped: (s, o) => `${s} отправил ваш заказ ${o}.`,
      delivered: (s, o) => `${s} отметил ваш заказ ${o} как доставленный. Расскажите другим покупателям о покупке в отзыве.`,
      cancelled: (s, o) => `${s} отменил ваш заказ ${o}.`,
    },
    open: 'Посмотреть заказ:',
    why: 'Вы получаете эти письма о своих заказах. Отключить их можно в настройках аккаунта:',
  },
  es: {
    subject: { shipped: (o) => `Tu pedido ${o} ha sido enviado`, delivered: (o) => `Tu pedido ${o} ha sido entregado`, cancelled: (o) => `Tu pedido ${o} ha sido cancelado` },
    body: {
      shipped: (s, o) => `${s} ha enviado tu pedido ${o}.`,
      delivered: (s, o) => `${s} ha marcado tu pedido ${o} como entregado. Cuéntales a otros compradores tu opinión con una reseña.`,
      cancelled: (s, o) => `${s} ha cancelado tu pedido ${o}.`,
    },
    open: 'Ver tu pedido:',
    why: 'Recibes estos correos sobre tus pedidos. Puedes desactivarlos en los ajustes de tu cuenta:',
  },
};

export const orderMailTexts = (language: string | null | undefined): OrderMailTexts =>
  TEXTS[(DIGEST_LANGUAGES as readonly unknown[]).includes(language) ? (language as keyof typeof TEXTS) : 'en'];
