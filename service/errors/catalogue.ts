// Every error Bivouac answers: stable code -> HTTP status and French message.
// Messages may hold {name} placeholders filled from AppError params.

import { accessErrors } from './access-catalogue';
import type { Entry } from './entry';
import { mailErrors } from './mail-catalogue';
import { siteBoxErrors } from './site-box-catalogue';
import { suretyErrors } from './surety-catalogue';

export type { ErrorStatus } from './entry';

export const catalogue = {
  // Transport and session
  INTERNAL: { status: 500, message: 'Une erreur est survenue' },
  NOT_CONNECTED: { status: 403, message: "Vous n'êtes pas connecté" },
  INSUFFICIENT_RIGHT: { status: 401, message: 'Droit insuffisant' },
  XSRF: { status: 403, message: 'Jeton anti-falsification absent ou invalide' },
  NOT_FOUND: { status: 404, message: 'Ressource introuvable' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Requête trop volumineuse' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Type de contenu non pris en charge' },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message: 'Trop de tentatives de connexion, réessayez dans quelques minutes',
  },
  MALFORMED_JSON: { status: 400, message: 'Le corps de la requête n’est pas un JSON valide' },
  MALFORMED_MULTIPART: { status: 400, message: 'Le fichier envoyé est illisible' },
  VALIDATION: { status: 400, message: 'Formulaire incorrect' },

  // Validation
  REQUIRED: { status: 400, message: 'Ce champ est obligatoire' },
  REQUIRED_INTEGER: { status: 400, message: 'Veuillez saisir un nombre entier' },
  INVALID_NUMBER: { status: 400, message: 'Doit être un nombre valide' },
  INVALID_TYPE: { status: 400, message: 'Valeur de type incorrect' },
  INVALID_EMAIL: { status: 400, message: "Problème avec l'adresse e-mail" },
  INVALID_PHONE: { status: 400, message: 'Numéro de téléphone incorrect' },
  INVALID_URL: { status: 400, message: 'Adresse web (URL) incorrecte' },
  INVALID_DATE: { status: 400, message: 'Date incorrecte' },
  VALUE_ALREADY_ASSIGNED: { status: 400, message: 'Cette valeur est déjà attribuée' },
  CUSTOMER_ALREADY_EXISTS: { status: 400, message: 'Ce client existe déjà (fiche {code})' },
  FRENCH_POSTCODE_FIVE_DIGITS: { status: 400, message: 'Un code postal français comporte 5 chiffres' },
  TOO_LONG: { status: 400, message: 'Valeur trop longue' },
  SEARCH_TOO_SHORT: { status: 400, message: 'La recherche doit comporter au moins 3 caractères' },
  AMOUNT_MUST_BE_POSITIVE: { status: 400, message: 'Le montant doit être positif' },
  QUANTITY_MUST_BE_POSITIVE: { status: 400, message: 'La quantité doit être positive' },
  NIGHTS_MUST_BE_POSITIVE: { status: 400, message: 'Le nombre de nuits doit être positif' },
  QUANTITY_ABOVE_CAPACITY: { status: 400, message: "La quantité dépasse la capacité de l'équipement" },
  QUANTITY_ABOVE_EQUIPMENT_MAXIMUM: {
    status: 400,
    message: "La quantité dépasse la quantité maximale autorisée pour l'équipement",
  },
  DATE_IN_PAST: { status: 400, message: 'La date ne peut pas être dans le passé' },
  START_HOUR_AFTER_END_HOUR: { status: 400, message: "L'heure de début doit être antérieure à l'heure de fin" },
  DATE_OUTSIDE_ACTIVITY_PERIOD: { status: 400, message: "La date doit être comprise dans la période d'activité" },
  END_DATE_OR_INDEFINITE: {
    status: 400,
    message: 'Veuillez saisir une date de fin ou cocher « Durée indéterminée »',
  },
  DATE_TOO_LONG: { status: 400, message: 'Une date ne doit pas dépasser 10 caractères' },
  NEGATIVE_DURATION: { status: 400, message: 'La durée ne peut pas être négative' },
  INVOICE_NUMBER_TOO_SHORT: {
    status: 400,
    message: 'Le numéro de facture doit comporter au moins 4 caractères',
  },
  EXCLUDED_PREFIX_TOO_LONG: {
    status: 400,
    message: 'Le préfixe de facture exclu doit comporter au plus 8 caractères',
  },
  LABEL_REQUIRED: { status: 400, message: 'Veuillez choisir un libellé' },
  VAT_RATE_REQUIRED: { status: 400, message: 'Veuillez choisir un taux de TVA' },
  PARTNER_TYPE_REQUIRED: { status: 400, message: 'Veuillez choisir un type de partenaire' },
  BANK_REQUIRED: { status: 400, message: 'Veuillez choisir une banque' },
  DEPOSIT_TYPE_REQUIRED: { status: 400, message: 'Veuillez choisir un type de remise' },
  SLIP_TYPE_REQUIRED: { status: 400, message: 'Veuillez choisir un type de bordereau' },
  DEPOSIT_AMOUNT_REQUIRED: { status: 400, message: 'Veuillez saisir le montant du dépôt' },
  STOCK_REQUIRED: { status: 400, message: 'Veuillez saisir un stock' },
  TICKET_RANGE_INVALID: {
    status: 400,
    message: 'Le ticket de début doit être inférieur ou égal au ticket de fin',
  },
  OFFER_PRICE_GRID_REQUIRED: { status: 400, message: 'Une offre doit comporter au moins une grille tarifaire' },
  OFFER_TYPE_REQUIRED: { status: 400, message: "Veuillez choisir un type d'offre" },
  OFFER_REDUCTION_REQUIRED: { status: 400, message: 'Veuillez saisir le montant de la réduction' },
  REASON_REQUIRED: { status: 400, message: 'Veuillez indiquer un motif' },
  ARTICLE_CANNOT_BE_DELETED: {
    status: 400,
    message: 'Un article ne peut pas être supprimé, seulement masqué',
  },
  INVALID_SIGNATURE_IMAGE: { status: 400, message: 'Image de signature JPG, JPEG ou PNG attendue' },
  INVALID_DOCUMENT: { status: 400, message: 'Document .doc, .pdf ou .odt attendu' },
  INVALID_IMAGE: { status: 400, message: 'Image JPG, JPEG, PNG ou GIF attendue' },
  FILE_TOO_LARGE: { status: 400, message: 'Le fichier est trop volumineux' },
  SPECIAL_DURATION_DATES_MISMATCH: {
    status: 400,
    message: 'Les dates du séjour doivent correspondre exactement à la période tarifaire',
  },
  INVALID_AREAS: { status: 400, message: 'Veuillez saisir des superficies valides' },
  INVALID_ANIMAL_CATEGORY: { status: 400, message: "La catégorie d'animal doit être 1, 2 ou 3" },
  PLACES_REQUIRED: { status: 400, message: 'Veuillez sélectionner des places' },
  PLACE_COUNT_MISMATCH: {
    status: 400,
    message: 'Le nombre de places choisies ne correspond pas au nombre attendu',
  },
  PRICE_REQUIRED: { status: 400, message: 'Veuillez saisir un prix' },
  ROW_REQUIRED: { status: 400, message: 'Veuillez sélectionner une ligne' },
  WHOLE_YEARS_OR_MONTHS: { status: 400, message: 'Les dates doivent couvrir des années ou des mois entiers' },
  ACCOUNTING_CODE_ALREADY_USED: { status: 400, message: 'Ce code comptable est déjà utilisé' },
  ZONE_NUMBER_ALREADY_USED: { status: 400, message: 'Ce numéro de zone est déjà utilisé' },
  PARTNER_REQUIRED: { status: 400, message: 'Veuillez choisir un partenaire' },
  STATUS_REQUIRED: { status: 400, message: 'Veuillez choisir un statut' },
  PLACE_REQUIRED: { status: 400, message: 'Veuillez choisir une place' },
  PRICE_GRID_REQUIRED: { status: 400, message: 'Veuillez choisir une grille tarifaire' },
  DISCOUNT_TYPE_REQUIRED: { status: 400, message: 'Veuillez choisir un type de remise commerciale' },
  VAT_REQUIRED: { status: 400, message: 'Veuillez choisir une TVA' },
  BILLING_TYPE_REQUIRED: { status: 400, message: 'Veuillez choisir un type de facturation' },
  MANAGEMENT_TYPE_REQUIRED: { status: 400, message: 'Veuillez choisir un type de gestion' },
  COMMISSION_RATE_REQUIRED: { status: 400, message: 'Veuillez choisir un taux de commission' },
  INSURANCE_REQUIRED: { status: 400, message: 'Veuillez choisir une assurance' },
  ITEM_REQUIRED: { status: 400, message: 'Veuillez choisir un élément' },
  TOWN_REQUIRED: { status: 400, message: 'Veuillez choisir une ville' },
  COUNTRY_NAME_REQUIRED: { status: 400, message: 'Veuillez saisir le nom du pays' },
  LANGUAGE_REQUIRED: { status: 400, message: 'Veuillez choisir une langue' },
  NATIONALITY_REQUIRED: { status: 400, message: 'Veuillez choisir une nationalité' },
  INSEE_CODE_REQUIRED: { status: 400, message: 'Veuillez saisir le code INSEE' },
  CARD_CRYPTOGRAM_REQUIRED: { status: 400, message: 'Le cryptogramme de la carte est obligatoire' },
  CARD_EXPIRY_REQUIRED: { status: 400, message: "La date d'expiration de la carte est obligatoire" },
  CARD_NUMBER_REQUIRED: { status: 400, message: 'Le numéro de la carte est obligatoire' },
  CARD_OWNER_REQUIRED: { status: 400, message: 'Le nom du titulaire de la carte est obligatoire' },
  CHEQUE_HOLDER_REQUIRED: { status: 400, message: 'Le nom du titulaire du chèque est obligatoire' },
  CHEQUE_NUMBER_REQUIRED: { status: 400, message: 'Le numéro du chèque est obligatoire' },
  CHEQUE_BANK_REQUIRED: { status: 400, message: "L'établissement payeur du chèque est obligatoire" },
  CHEQUE_SPLIT_MISMATCH: {
    status: 400,
    message: 'La répartition des chèques doit correspondre au montant attendu',
  },
  RECIPIENT_EMAIL_REQUIRED: { status: 400, message: "L'adresse e-mail du destinataire est obligatoire" },
  PERIOD_REQUIRED: { status: 400, message: 'Veuillez sélectionner au moins une période' },
  BILLING_CUSTOMER_NAME_REQUIRED: { status: 400, message: 'Le nom du client est obligatoire pour facturer' },
  BILLING_TOWN_REQUIRED: { status: 400, message: 'La ville du client est obligatoire pour facturer' },
  BILLING_POSTCODE_REQUIRED: { status: 400, message: 'Le code postal du client est obligatoire pour facturer' },
  BILLING_ADDRESS_REQUIRED: { status: 400, message: "L'adresse du client est obligatoire pour facturer" },
  BILLING_COUNTRY_REQUIRED: { status: 400, message: 'Le pays du client est obligatoire pour facturer' },
  BILLING_SIRET_REQUIRED: {
    status: 400,
    message: 'Le SIRET est obligatoire pour facturer un client professionnel',
  },
  BILLING_VAT_NUMBER_REQUIRED: {
    status: 400,
    message: 'Le numéro de TVA intracommunautaire est obligatoire pour facturer un client professionnel',
  },
  INTRA_COMMUNITY_INVOICE_INCOMPLETE: {
    status: 400,
    message: "Une facture avec numéro de TVA intracommunautaire nécessite l'adresse 1, le SIRET et le numéro de TVA",
  },
  COMPANY_NAME_REQUIRED: { status: 400, message: 'La raison sociale est obligatoire' },
  COMPANY_LEGAL_FORM_REQUIRED: { status: 400, message: 'La forme juridique de la société est obligatoire' },
  COMPANY_CAPITAL_REQUIRED: { status: 400, message: 'Le capital de la société est obligatoire' },
  COMPANY_SIREN_REQUIRED: { status: 400, message: 'Le SIREN de la société est obligatoire' },
  COMPANY_RCS_REQUIRED: { status: 400, message: 'Le numéro RCS ou RM de la société est obligatoire' },
  COMPANY_REGISTRATION_CITY_REQUIRED: { status: 400, message: "La ville d'immatriculation est obligatoire" },
  COMPANY_POSTCODE_REQUIRED: { status: 400, message: 'Le code postal de la société est obligatoire' },
  COMPANY_TOWN_REQUIRED: { status: 400, message: 'La ville de la société est obligatoire' },
  INVALID_SIRET: {
    status: 400,
    message: 'Le SIRET doit comporter uniquement des chiffres, 14 au maximum',
  },
  INVALID_IBAN: { status: 400, message: "L'IBAN est invalide" },
  INVALID_BIC: { status: 400, message: 'Le code BIC est invalide' },
  PACKAGE_TYPE_REQUIRED: { status: 400, message: 'Veuillez choisir un type de forfait' },
  PRICING_DATES_REQUIRED: { status: 400, message: 'Les dates du tarif sont obligatoires' },
  CUSTOMER_BILL_BEFORE_PARTNER_BILL: {
    status: 400,
    message: 'La facture client doit être générée avant la facture partenaire',
  },
  OPTION_NOT_MAPPED_WARNING: { status: 400, message: "Attention : une option n'a pas de correspondance" },
  OPTION_NOT_ON_GRID_WARNING: {
    status: 400,
    message: "Attention : une option n'est pas disponible sur la grille tarifaire",
  },
  PRICE_MANUALLY_CHANGED_WARNING: { status: 400, message: 'Attention : le prix a été modifié manuellement' },
  OPTIONS_DATE_SPLIT_WARNING: {
    status: 400,
    message: 'Attention : certaines options sont réparties sur plusieurs périodes',
  },
  OPTION_COUNTED_TWICE_WARNING: {
    status: 400,
    message: 'Attention : un supplément ajouté à la main facture déjà un animal ou un véhicule',
  },

  // General
  // (also: incorrect form → VALIDATION, you must log in → NOT_CONNECTED, generic → INTERNAL)
  PROBLEM_OCCURRED: { status: 400, message: 'Un problème est survenu' },
  CONTACT_SUPPORT: { status: 400, message: 'Veuillez contacter le support du logiciel' },
  MODIFICATION_NOT_AUTHORISED: { status: 400, message: 'Modification non autorisée' },
  // Ours: a save over a version newer than the one the user opened (no last-writer-wins).
  STALE_VERSION: {
    status: 400,
    message: '{who} a modifié cette fiche le {when}, après votre ouverture : rechargez-la pour voir ses changements',
  },
  TEST_FAILED: { status: 400, message: 'Le test a échoué' },
  INVALID_DATES: { status: 400, message: 'Les dates saisies ne sont pas valides' },
  SERVICE_NO_LONGER_OPERATIONAL: { status: 400, message: "Ce service n'est plus opérationnel" },

  // Place and date
  PLACE_HAS_OTHER_EQUIPMENT: {
    status: 400,
    message: 'Un autre équipement est déjà prévu pour cette place à cette date',
  },
  PLACE_ALREADY_UNAVAILABLE: { status: 400, message: 'Cette place est déjà indisponible' },
  PLACE_NOT_AVAILABLE: { status: 400, message: "Cette place n'est pas disponible" },
  PLACE_NUMBERS_ALREADY_ASSIGNED: {
    status: 400,
    message: 'Ces numéros sont déjà attribués : {numbers}. Aucun emplacement n’a été créé',
  },
  PLACE_RANGE_REVERSED: { status: 400, message: 'Le dernier numéro doit être supérieur ou égal au premier' },
  PLACE_RANGE_TOO_LARGE: { status: 400, message: 'Une série compte au plus 1 000 emplacements' },
  PLACE_TAKEN_BY_RESIDENT: { status: 400, message: 'Cette place est occupée par un résident' },
  NO_EQUIPMENT_IN_PERIOD: { status: 400, message: 'Aucun équipement sur la période' },
  NO_PRICE_GRID_FOR_PLACE_TYPE: {
    status: 400,
    message: "Aucune grille tarifaire n'existe pour ce type de place sur la période",
  },
  MAX_AVAILABILITY_FOR_EQUIPMENT: {
    status: 400,
    message: 'La disponibilité maximale pour cet équipement à cette date est de {quantity}',
  },
  CONFIGURATION_NOT_POSSIBLE: { status: 400, message: "Cette configuration n'est pas possible" },
  GRID_NOT_SET_UP: { status: 400, message: "La grille n'est pas encore paramétrée" },

  // Dates
  DATES_REQUIRED: { status: 400, message: 'Les dates de début et de fin sont obligatoires' },
  START_AFTER_END: { status: 400, message: 'La date de début doit être antérieure à la date de fin' },
  ONE_DATE_INCORRECT: { status: 400, message: 'Une des dates est incorrecte' },

  // Meters
  METER_READING_DATE_BEFORE_LAST: {
    status: 400,
    message: 'La date du relevé doit être postérieure à celle du dernier relevé',
  },
  METER_QUANTITY_OUT_OF_RANGE: {
    status: 400,
    message: 'La quantité doit être supérieure ou égale au dernier relevé et inférieure ou égale au relevé suivant',
  },
  METER_READING_ALREADY_EXISTS: { status: 400, message: 'Un relevé existe déjà à cette date' },
  METER_QUANTITY_REQUIRED: { status: 400, message: 'La quantité du relevé est obligatoire' },
  METER_NOT_FOUND_FOR_PLACE: { status: 400, message: 'Aucun compteur trouvé pour cette place' },

  // Taxes
  TAX_LABEL_REQUIRED: { status: 400, message: 'Le libellé de la taxe est obligatoire' },
  TAX_TYPE_REQUIRED: { status: 400, message: 'Le type de taxe est obligatoire' },
  TAX_TARGET_REQUIRED: { status: 400, message: 'La cible de la taxe est obligatoire' },
  TAX_CALCULATION_METHOD_REQUIRED: { status: 400, message: 'Le mode de calcul de la taxe est obligatoire' },
  TAX_UNIT_REQUIRED: { status: 400, message: "L'unité de la taxe (euro ou pourcentage) est obligatoire" },
  TAX_PRICE_REQUIRED: { status: 400, message: 'Le prix de la taxe est obligatoire' },
  TAX_NIGHT_COUNT_REQUIRED: { status: 400, message: 'Le nombre de nuits de la taxe est obligatoire' },
  TAX_LABEL_ALREADY_USED: { status: 400, message: 'Ce libellé de taxe est déjà utilisé' },
  TAX_PRICE_ALREADY_IN_PERIOD: { status: 400, message: 'Cette taxe a déjà un prix sur cette période' },

  // Financial closing
  MONTH_ALREADY_CLOSED: { status: 400, message: 'Ce mois est déjà clôturé' },
  NOTHING_TO_CLOSE: { status: 400, message: "Il n'y a rien à clôturer" },
  CLOSING_IN_PROGRESS: { status: 400, message: 'Une clôture est déjà en cours' },
  PERIOD_MUST_BE_CLOSED_FIRST: { status: 400, message: 'La période doit être clôturée au préalable' },
  MONTH_MUST_BE_CLOSED_FIRST: { status: 400, message: 'Le mois doit être clôturé au préalable' },
  YEAR_MUST_BE_CLOSED_FIRST: { status: 400, message: "L'exercice doit être clôturé au préalable" },
  ALL_INVOICES_MUST_BE_CLOSED: { status: 400, message: 'Toutes les factures doivent être clôturées' },
  ALL_PERIODS_MUST_BE_CLOSED: { status: 400, message: 'Toutes les périodes doivent être clôturées' },
  ALL_MONTHS_MUST_BE_CLOSED: { status: 400, message: 'Tous les mois doivent être clôturés' },
  CREATE_NEW_FINANCIAL_YEAR: { status: 400, message: 'Veuillez créer un nouvel exercice comptable' },
  CLOSURE_DOCUMENTS_ALREADY_GENERATED: {
    status: 400,
    message: 'Les documents de clôture ont déjà été générés',
  },
  ONLY_TECHNICAL_USER_CAN_CLOSE: {
    status: 400,
    message: "Seul un utilisateur technique peut clôturer l'exercice",
  },
  BILL_PREFIX_ALREADY_USED: { status: 400, message: 'Ce préfixe de facture est déjà utilisé' },
  FINANCIAL_YEAR_STARTED_CANNOT_BE_DELETED: {
    status: 400,
    message: 'Un exercice commencé ne peut pas être supprimé',
  },
  INVOICING_IMPOSSIBLE_ON_MONTH_WARNING: {
    status: 400,
    message: 'Attention : après la clôture, il ne sera plus possible de facturer sur ce mois',
  },
  FINANCIAL_YEAR_ABSENT: { status: 400, message: "Aucun exercice comptable n'existe pour cette date" },
  FINANCIAL_YEAR_CLOSED: { status: 400, message: "L'exercice comptable de cette date est clôturé" },

  // Invoicing
  INVOICE_FROM_BOOKING_IMPOSSIBLE: {
    status: 400,
    message: 'Impossible de créer une facture à partir de cette réservation',
  },
  INVOICE_FROM_SALE_IMPOSSIBLE: { status: 400, message: 'Impossible de créer une facture à partir de cette vente' },
  INVOICE_FROM_DUE_DATE_IMPOSSIBLE: {
    status: 400,
    message: 'Impossible de créer une facture à partir de cette échéance',
  },
  INVOICE_OLDER_THAN_LAST: {
    status: 400,
    message: 'Impossible de créer une facture antérieure à la dernière facture émise',
  },
  INVOICE_CANNOT_BE_CANCELLED: { status: 400, message: 'Cette facture ne peut pas être annulée' },
  INVOICE_CANNOT_BE_CANCELLED_PARTNER_INVOICE: {
    status: 400,
    message: 'Cette facture ne peut pas être annulée car une facture partenaire existe',
  },
  CREDIT_NOTE_VALIDITY_DATE_REQUIRED: {
    status: 400,
    message: "La date de validité de l'avoir est obligatoire",
  },
  INVOICE_ALREADY_PROCESSING: { status: 400, message: 'Cette facture est déjà en cours de traitement' },
  TILL_SALE_ALREADY_PROCESSING: {
    status: 400,
    message: 'Cette vente en caisse est déjà en cours de traitement',
  },
  BILLED_ITEMS_NOT_EDITABLE: { status: 400, message: 'Les éléments facturés ne peuvent pas être modifiés' },
  DOWN_PAYMENT_INVOICE_IMPOSSIBLE: {
    status: 400,
    message: "Impossible de créer une facture d'acompte pour un paiement déjà facturé",
  },
  INCORRECT_AMOUNT: { status: 400, message: 'Montant incorrect' },

  // Payments
  BANKED_PAYMENT_NOT_EDITABLE: {
    status: 400,
    message: 'Un paiement remis en banque ne peut pas être modifié',
  },
  PAYMENT_ALREADY_DELETED: { status: 400, message: 'Ce paiement a déjà été supprimé' },
  PAYMENT_ALREADY_EXPORTED: { status: 400, message: 'Ce paiement a déjà été exporté en comptabilité' },
  GROUPED_PAYMENT_NOT_EDITABLE: { status: 400, message: 'Un paiement groupé ne peut pas être modifié' },
  GROUPED_PAYMENT_METHOD_REQUIRED: { status: 400, message: 'Un mode de paiement groupé est obligatoire' },
  GROUPED_PAYMENT_ONE_CUSTOMER: {
    status: 400,
    message: "Un paiement groupé ne règle que des séjours d'un même client",
  },
  TENDERED_BELOW_AMOUNT: { status: 400, message: 'Le montant remis est inférieur au montant encaissé' },
  HOLIDAY_VOUCHER_NO_CHANGE: {
    status: 400,
    message: "Les chèques-vacances ne donnent lieu à aucun rendu de monnaie : gardez l'excédent en avoir",
  },
  CREDIT_NOTE_REQUIRED: { status: 400, message: 'Veuillez choisir un avoir' },
  CREDIT_NOTE_OTHER_CUSTOMER: { status: 400, message: 'Cet avoir appartient à un autre client' },
  CREDIT_NOTE_EXPIRED: { status: 400, message: "Cet avoir n'est plus valable" },
  CREDIT_NOTE_EXCEEDED: { status: 400, message: "Le montant dépasse ce qui reste de l'avoir ou ce qui est dû" },
  PAYMENT_NOT_CANCELLABLE: {
    status: 400,
    message: "Ce paiement ne peut pas être annulé (ligne d'annulation, ou excédent déjà gardé en avoir)",
  },
  REFUND_EXCEEDS_PAID: { status: 400, message: 'Le remboursement dépasse ce qui a été payé' },
  AUTO_REMITTANCE_NEEDS_BANK_ACCOUNT: {
    status: 400,
    message: 'Un mode de paiement à remise automatique doit avoir un compte bancaire',
  },
  PAYMENT_METHOD_IN_USE: {
    status: 400,
    message: 'Ce mode de paiement est utilisé et ne peut pas être supprimé',
  },
  BANK_ACCOUNT_IN_USE: { status: 400, message: 'Ce compte bancaire est utilisé et ne peut pas être supprimé' },
  NO_PAYMENT_METHOD_AVAILABLE: { status: 400, message: "Aucun mode de paiement n'est disponible" },
  NO_PAYMENT_METHOD_SELECTED: { status: 400, message: 'Veuillez choisir un mode de paiement' },
  GUARANTEE_ALREADY_SETTLED: {
    status: 400,
    message: 'Cette caution est déjà {state} : son état ne peut plus changer',
  },
  CENTRAL_POINT_OF_SALE_CANNOT_BE_DELETED: {
    status: 400,
    message: 'Le point de vente CENTRAL ne peut être ni supprimé ni renommé',
  },

  // Accounting export
  ACCOUNTING_SOFTWARE_REQUIRED: { status: 400, message: 'Veuillez choisir un logiciel de comptabilité' },
  ACCOUNTING_SETTINGS_INCOMPLETE: { status: 400, message: 'Le paramétrage comptable est incomplet' },
  ACCOUNTING_ALREADY_EXPORTED: { status: 400, message: 'Ces écritures ont déjà été exportées' },
  NOTHING_TO_EXPORT: { status: 400, message: "Il n'y a rien à exporter" },
  EXPORT_FILE_NAME_REQUIRED: { status: 400, message: "Le nom du fichier d'export est obligatoire" },
  FTP_SEND_FAILED: { status: 400, message: "L'envoi du fichier par FTP a échoué" },

  // Booking
  AT_LEAST_ONE_OCCUPANCY: { status: 400, message: 'Le séjour doit comporter au moins une occupation' },
  OCCUPANCY_PLACE_REQUIRED: { status: 400, message: 'Chaque occupation doit avoir une place' },
  CANNOT_CANCEL_WITH_PARTNER_OCCUPANCY: {
    status: 400,
    message: "Impossible d'annuler un séjour qui comporte une occupation partenaire",
  },
  PLACE_LOCKED_BY_CUSTOMER: { status: 400, message: 'Cette place est verrouillée par le client' },
  PLACE_CHANGE_BLOCKED_RESIDENTIAL: {
    status: 400,
    message: "Impossible de changer la place d'un séjour résidentiel",
  },
  PLACE_CHANGE_BLOCKED_ALLOTMENT: {
    status: 400,
    message: "Impossible de changer la place d'un séjour en allotement",
  },
  SUBLET_RESERVED_BLOCKED: {
    status: 400,
    message: 'Cette sous-location est réservée et ne peut être ni modifiée ni supprimée',
  },
  ALLOTMENT_RESERVED_BLOCKED: {
    status: 400,
    message: 'Cet allotement est réservé et ne peut être ni modifié ni supprimé',
  },
  OVERLAPPING_PERIODS: { status: 400, message: 'Les périodes se chevauchent' },
  BOOKING_ALREADY_INTEGRATED: { status: 400, message: 'Cette réservation a déjà été intégrée' },
  ACCEPT_STAY_BEFORE_INTEGRATING: { status: 400, message: "Veuillez accepter le séjour avant de l'intégrer" },
  FILE_ALREADY_SENT_TO_STATISTICS_OFFICE: {
    status: 400,
    message: "Le fichier a déjà été envoyé à l'organisme de statistiques",
  },
  NO_ACTIVITY_PERIOD: { status: 400, message: "Aucune période d'activité n'est définie pour ces dates" },
  NO_OPTION_FOR_PRICE_GRID: {
    status: 400,
    message: "Aucune option n'est disponible pour cette grille tarifaire",
  },
  // Ours: "gone (arrived must be ticked first)".
  GONE_NEEDS_ARRIVED: { status: 400, message: "Le client doit être marqué arrivé avant d'être marqué parti" },
  EARLY_DEPARTURE_OUTSIDE_STAY: {
    status: 400,
    message: 'La date de départ anticipé doit être comprise dans le séjour',
  },
  EARLY_DEPARTURE_RULE_RATE_REQUIRED: {
    status: 400,
    message: 'Indiquez la part remboursée des nuits non consommées pour un remboursement selon la règle',
  },
  BOOKING_PLACE_NOT_AVAILABLE: { status: 400, message: "La place n'est plus disponible sur la période" },

  // Deletion blockers
  DELETE_BLOCKED_IN_USE: { status: 400, message: 'Cet élément est utilisé et ne peut pas être supprimé' },
  DELETE_BLOCKED_LAYOUT_HAS_EQUIPMENT: {
    status: 400,
    message: 'Cet agencement comporte des équipements et ne peut pas être supprimé',
  },
  DELETE_BLOCKED_EQUIPMENT_HAS_HISTORY: {
    status: 400,
    message: 'Cet équipement a un historique et ne peut pas être supprimé',
  },
  DELETE_BLOCKED_ALLOTMENT_PLOTS: {
    status: 400,
    message: 'Cet allotement comporte des emplacements et ne peut pas être supprimé',
  },
  DELETE_BLOCKED_RESIDENT_PLOTS: {
    status: 400,
    message: 'Ce résident a des emplacements attribués et ne peut pas être supprimé',
  },
  DELETE_BLOCKED_PLACE_IN_USE: {
    status: 400,
    message: 'Cette place est utilisée et ne peut pas être supprimée',
  },
  DELETE_BLOCKED_ARTICLE_IN_UNBILLED_SALE: {
    status: 400,
    message: 'Cet article figure dans une vente non facturée et ne peut pas être supprimé',
  },
  ACCOUNTING_CODE_HAS_REFERENCES: {
    status: 400,
    message: 'Ce code comptable est référencé et ne peut pas être supprimé',
  },
  CUSTOMER_HAS_DOCUMENTS: { status: 400, message: 'Ce client a des documents et ne peut pas être supprimé' },
  DELETE_BLOCKED_INSURANCE_SENT: {
    status: 400,
    message: 'Cette assurance a déjà été envoyée et ne peut pas être supprimée',
  },
  DELETE_BLOCKED_EXTRA_LINKED_TO_EQUIPMENT: {
    status: 400,
    message: 'Cette prestation est liée à un équipement et ne peut pas être supprimée',
  },
  DEPOSIT_NUMBER_ALREADY_EXISTS: { status: 400, message: 'Ce numéro de remise existe déjà' },

  // Bank deposits
  PAYMENT_ALREADY_BANKED: { status: 400, message: 'Un des paiements choisis a déjà été remis en banque' },
  PAYMENT_NOT_BANKABLE: {
    status: 400,
    message:
      'Un des paiements choisis ne peut pas être remis en banque (autre mode, annulé, garantie ou chèque à encaisser plus tard)',
  },

  // Residential
  CONTRACT_PERIOD_OVERLAP: { status: 400, message: 'La période du contrat chevauche un autre contrat' },
  FEE_PERIOD_OVERLAP: { status: 400, message: 'La période de redevance chevauche une autre période' },
  FEES_OUTSIDE_CONTRACT: { status: 400, message: 'Les redevances sont en dehors de la période du contrat' },
  SUBLET_OUTSIDE_ASSIGNMENT: {
    status: 400,
    message: "La sous-location est en dehors de la période d'attribution",
  },
  NO_PRICE_FOR_RENT_RECEIPT: { status: 400, message: "Aucun tarif n'est défini pour la quittance de loyer" },
  DUE_DATES_NOT_CREATED: { status: 400, message: "Certaines échéances n'ont pas été créées" },

  // Users
  LOGIN_ALREADY_EXISTS: { status: 400, message: 'Cet identifiant existe déjà' },
  USER_ALREADY_CONNECTED: { status: 400, message: 'Cet utilisateur est déjà connecté' },
  BAD_CREDENTIALS: { status: 400, message: 'Identifiant ou mot de passe incorrect' },
  USER_SUSPENDED: { status: 400, message: 'Ce compte utilisateur est suspendu' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Le mot de passe doit comporter au moins 3 caractères' },
  UNSAFE_PASSWORD: { status: 400, message: 'Mot de passe peu sûr : moins de 5 caractères' },
  PASSWORD_REQUIRED: { status: 400, message: 'Le mot de passe est obligatoire pour un nouvel utilisateur' },
  AT_LEAST_ONE_USER: { status: 400, message: 'Au moins un utilisateur doit toujours exister' },
  INVALID_RIGHT_CODE: { status: 400, message: 'Code de droit invalide' },

  // Internet bookings
  INTERNET_BOOKING_ALREADY_INTEGRATED: {
    status: 400,
    message: 'Cette réservation internet a déjà été intégrée',
  },
  INTERNET_BOOKING_INTEGRATION_ERROR: {
    status: 400,
    message: "Erreur lors de l'intégration de la réservation internet : {cause}",
  },
  INTERNET_BOOKING_ALREADY_DECIDED: {
    status: 400,
    message: 'Cette réservation internet a déjà été acceptée ou refusée : forcez la décision pour la changer',
  },
  INTERNET_BOOKING_CANCELLATION_ERROR: {
    status: 400,
    message: "Erreur lors de l'annulation pendant l'intégration de la réservation internet",
  },
  LISTING_SITE_OR_API_KEY_NOT_FOUND: {
    status: 400,
    message: "Site de réservation d'emplacements et clé API introuvables",
  },
  MISSING_AGE_CATEGORIES: {
    status: 400,
    message: "Catégories d'âge adulte, enfant ou bébé manquantes : vérifiez leur correspondance dans le paramétrage",
  },
  PRICE_GRID_RETRIEVAL_DISABLED: {
    status: 400,
    message: 'La récupération des grilles tarifaires est désactivée',
  },
  PLANNING_WEB_SERVICE_ERROR: { status: 400, message: 'Erreur du service web de planning' },
  CHANNEL_NOT_MAPPED: {
    status: 400,
    message: "Le canal de distribution n'est associé à aucun partenaire",
  },
  GIFT_VOUCHER_ARTICLE_NOT_MAPPED: {
    status: 400,
    message: 'Le bon cadeau contient un article sans correspondance',
  },

  // Other
  QUANTITY_ABOVE_STOCK: { status: 400, message: 'La quantité dépasse le stock disponible' },
  ZONE_NAME_ALREADY_USED: { status: 400, message: 'Ce nom de zone est déjà utilisé' },
  HEADER_ALREADY_RENAMED: { status: 400, message: 'Cet en-tête a déjà été renommé' },
  TOWN_DEPARTMENT_COUNTRY_MISMATCH: {
    status: 400,
    message: 'Le pays de la ville ne correspond pas à celui du département',
  },
  OPTION_INCLUDED_AND_MANDATORY: {
    status: 400,
    message: 'Une option ne peut pas être à la fois incluse et obligatoire',
  },
  OPTION_INCLUDED_TYPE_NOT_PRICED: {
    status: 400,
    message: "Une option n'est incluse que dans un type d'emplacement que la grille tarifie",
  },
  MAX_PERSONS_BELOW_MIN: {
    status: 400,
    message: 'Le nombre maximum de personnes est inférieur au nombre minimum',
  },
  AGE_TO_BELOW_AGE_FROM: { status: 400, message: "L'âge maximum doit être supérieur ou égal à l'âge minimum" },
  NO_AGE_CATEGORY: { status: 400, message: "Aucune catégorie d'âge n'est paramétrée" },
  STATISTICS_CAPACITY_ZERO: {
    status: 400,
    message: 'Statistiques indisponibles : un équipement a une capacité de 0',
  },
  LOGOUT_BEFORE_BACKUP_WARNING: {
    status: 400,
    message: 'Vous allez être déconnecté avant la sauvegarde et la mise à jour',
  },
  DEMO_REAL_DATA: {
    status: 400,
    message:
      'La base contient déjà des données saisies ({what}) : la démo n’est pas installée. Forcez l’installation (--force) pour l’ajouter quand même.',
  },
  ...siteBoxErrors,
  ...accessErrors,
  ...mailErrors,
  ...suretyErrors,
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof catalogue;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(catalogue, value);
}

export function errorMessage(code: ErrorCode, params?: Record<string, string | number>): string {
  const template: string = catalogue[code].message;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
