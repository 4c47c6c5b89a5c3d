// The French models a new site starts with, one per document kind, written as a campsite writes to
// its guests: warm, clear, « vous », with what the guest needs at that step of the stay.
import type { DocumentKind } from './kinds';

interface DefaultModel {
  readonly subject: string;
  readonly bodyHtml: string;
}

const greeting = '<p>Bonjour {{customerCivility}} {{customerLastName}},</p>';
const signature =
  '<p>À très bientôt,<br>L’équipe de {{siteName}}<br>{{siteAddress}}<br>Tél. {{sitePhone}} · {{siteEmail}}</p>';
const stay =
  '<ul><li>Séjour n° {{bookingCode}} : du {{startDate}} au {{endDate}} ({{nights}} nuits)</li>' +
  '<li>Hébergement : {{places}}</li><li>Nombre de personnes : {{personsCount}}</li>' +
  '<li>Montant total : {{totalAmount}}</li></ul>';
const hours =
  '<p>Vous pourrez vous installer à partir de {{arrivalHour}} (accueil ouvert jusqu’à {{arrivalToHour}}) ; ' +
  'le jour du départ, nous vous remercions de libérer les lieux avant {{departureHour}}.</p>';

const model = (subject: string, ...paragraphs: string[]): DefaultModel => ({
  subject,
  bodyHtml: [greeting, ...paragraphs, signature].join(''),
});

export const DEFAULT_FRENCH_MODELS: Record<DocumentKind, DefaultModel> = {
  quote: model(
    'Votre devis pour un séjour au {{siteName}}',
    '<p>Merci de l’intérêt que vous portez à notre camping ! Comme convenu, voici notre proposition pour votre séjour :</p>',
    stay,
    '{{priceLines}}',
    '<p>Ce devis ne bloque pas encore l’hébergement : pour le réserver, il suffit de nous le confirmer par retour d’e-mail ou par téléphone, nous vous indiquerons alors l’acompte à régler.</p>',
  ),
  option: model(
    'Votre option de réservation n° {{bookingCode}}',
    '<p>Nous avons le plaisir de vous confirmer que l’hébergement ci-dessous vous est réservé sous option :</p>',
    stay,
    '<p>Cette option est valable jusqu’au <strong>{{optionValidUntil}}</strong>. Pour la transformer en réservation ferme, merci de nous faire parvenir avant cette date un acompte de <strong>{{depositAmount}}</strong>.</p>',
    '<p>Vous pouvez régler par carte bancaire (par téléphone), chèque, chèques-vacances ou virement : il vous suffit de rappeler votre numéro d’option.</p>',
  ),
  option_relaunch: model(
    'Votre option n° {{bookingCode}} arrive à échéance',
    '<p>Nous nous permettons de vous rappeler que l’option posée sur votre séjour du {{startDate}} au {{endDate}} ({{places}}) prend fin le <strong>{{optionValidUntil}}</strong>.</p>',
    '<p>Pour conserver votre hébergement, il vous suffit de régler l’acompte de <strong>{{depositAmount}}</strong> avant cette date. Passé ce délai, nous ne pourrons malheureusement plus vous le garantir.</p>',
    '<p>Si vos projets ont changé, un simple message nous permettra de libérer la place pour d’autres vacanciers. Merci !</p>',
  ),
  reservation: model(
    'Confirmation de votre réservation n° {{bookingCode}}',
    '<p>Nous avons le plaisir de vous confirmer votre réservation et vous remercions de votre confiance.</p>',
    stay,
    '<p>Déjà réglé : {{paidAmount}}. Le solde de <strong>{{balanceAmount}}</strong> est à régler au plus tard le <strong>{{balanceDueDate}}</strong>.</p>',
    hours,
    '<p>Toute l’équipe se réjouit de vous accueillir !</p>',
  ),
  payment: model(
    'Votre règlement pour le séjour n° {{bookingCode}}',
    '<p>Nous accusons bonne réception de votre règlement et vous en remercions.</p>',
    '<ul><li>Montant du séjour : {{totalAmount}}</li><li>Total réglé à ce jour : {{paidAmount}}</li><li>Reste à régler : {{balanceAmount}}</li></ul>',
    '<p>Le solde éventuel est à régler avant le {{balanceDueDate}}. Nous vous souhaitons une belle fin de préparatifs !</p>',
  ),
  surety: model(
    'Votre caution pour le séjour n° {{bookingCode}}',
    '<p>Votre arrivée approche : nous vous attendons le <strong>{{startDate}}</strong> !</p>',
    '<p>Comme prévu dans nos conditions de réservation, une caution de <strong>{{suretyAmount}}</strong> est demandée pour la durée du séjour. Vous pouvez la déposer en ligne, en quelques minutes, à l’adresse suivante :</p>',
    '<p><a href="{{suretyLink}}">{{suretyLink}}</a></p>',
    '<p>Il s’agit d’une simple empreinte bancaire : aucune somme n’est prélevée, sauf en cas de dégradation constatée lors de l’état des lieux de départ.</p>',
  ),
  balance: model(
    'Solde de votre séjour n° {{bookingCode}}',
    '<p>Votre séjour du {{startDate}} au {{endDate}} approche et nous nous en réjouissons !</p>',
    '<p>Nous vous rappelons que le solde de <strong>{{balanceAmount}}</strong> est à régler au plus tard le <strong>{{balanceDueDate}}</strong> (montant total {{totalAmount}}, déjà réglé {{paidAmount}}).</p>',
    '<p>Vous pouvez régler par carte bancaire (par téléphone), chèque, chèques-vacances ou virement, en rappelant votre numéro de séjour. Si votre règlement est déjà parti, merci de ne pas tenir compte de ce message.</p>',
  ),
  pre_stay: model(
    'Votre arrivée le {{startDate}} au {{siteName}}',
    '<p>Plus que quelques jours avant vos vacances ! Voici quelques informations pour bien préparer votre arrivée.</p>',
    hours,
    '<p>Pensez à apporter :</p><ul><li>une pièce d’identité pour chaque adulte ;</li><li>le carnet de vaccination de votre animal s’il vous accompagne ;</li><li>vos draps et linge de toilette si vous ne les avez pas réservés ;</li><li>le solde de votre séjour s’il reste à régler ({{balanceAmount}}).</li></ul>',
    '<p>En cas d’arrivée tardive ou d’imprévu, un petit appel au {{sitePhone}} et nous nous organisons. Bonne route !</p>',
  ),
  rent_receipt: model(
    'Votre quittance de loyer',
    '<p>Veuillez trouver ci-joint votre quittance pour la période du {{startDate}} au {{endDate}} ({{places}}).</p>',
    '<p>Montant réglé : {{paidAmount}}. Nous vous remercions de votre fidélité.</p>',
  ),
  invoice: model(
    'Votre facture pour le séjour n° {{bookingCode}}',
    '<p>Veuillez trouver ci-joint la facture de votre séjour du {{startDate}} au {{endDate}}, d’un montant de {{totalAmount}}.</p>',
    '<p>Nous espérons que vous avez passé un agréable séjour parmi nous et serions ravis de vous accueillir à nouveau !</p>',
  ),
};
