// What each activatable module brings, as the module grid shows it. Written by us: the
// specification names the modules only.
import type { ModuleCode } from '../security/functionalities';

export const moduleDescriptions: Record<ModuleCode, string> = {
  residents: 'Contrats résidentiels, parcelles, quittances, sous-locations et frais des résidents.',
  insurance: "Proposition de l'assurance annulation aux clients et suivi des dossiers envoyés.",
  vacaf: 'Aides aux vacances des CAF : dossiers VACAF et facturation à la caisse.',
  gift: 'Vente et encaissement des bons cadeaux (valeur, prestation ou article).',
  police_register: 'Fiches individuelles de police des clients étrangers.',
  quotation: 'Devis envoyés aux clients et transformation en réservation.',
  online_booking: "Réservations reçues d'un moteur de réservation en ligne et périodes d'ouverture.",
  satisfaction_survey: 'Envoi d’une enquête de satisfaction après le départ.',
  accounting_export: 'Export des écritures vers le logiciel comptable.',
  access_control: 'Barrières et badges : accès des clients selon leur séjour.',
  yield_management: 'Tarification dynamique par un outil de revenue management.',
  concierge_service: 'E-conciergerie : informations et services proposés avant et pendant le séjour.',
  surety: 'Caution par empreinte bancaire : envoi et relance des demandes avant l’arrivée.',
  email_settings: "Paramètres du serveur d'envoi des e-mails.",
  document_formats: 'Mise en forme et traductions des documents imprimés.',
  cleaning: 'Ménage des départs et planning du ménage.',
  check_in: "Borne d'arrivée autonome, jetons et douches.",
  plan: 'Plan interactif du camping.',
  planning: 'Planning des hébergements et des extras.',
  statistics: "Statistiques de fréquentation, de chiffre d'affaires et de ventes.",
  tax_statement: 'Déclaration de la taxe de séjour à la collectivité.',
  tva_statement: 'Préparation de la déclaration de TVA.',
  insee: "Transmission dématérialisée de l'enquête de fréquentation à l'INSEE.",
  doc_editor: 'Éditeur des modèles de documents.',
  emailing: 'Campagnes e-mailing et SMS vers les clients.',
};
