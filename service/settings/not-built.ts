// The modules not built yet that some settings belong to, named as the settings page shows them
// (« Module pas encore disponible : … »). A setting naming one here is disabled and never stored;
// when the module is built, its settings lose the mark and start being read.
export const NOT_BUILT = {
  payments: 'Règlements',
  invoices: 'Factures et avoirs',
  sales: 'Ventes et caisses',
  documents: 'Documents imprimés',
  printing: 'Impression des documents',
  results: 'Résultats et clôtures',
  kiosk: "Borne d'arrivée",
  policeRegister: 'Registre de police',
  residents: 'Contrats des résidents',
  statistics: 'Statistiques',
  touristTaxStatement: 'Déclaration de taxe de séjour',
  vatStatement: 'Déclaration de TVA',
  connectors: 'Connexion aux plateformes de réservation',
  accountingExport: 'Export comptable',
  insurance: 'Assurance annulation',
  emailing: 'Campagnes e-mailing',
  satisfactionSurvey: 'Enquêtes de satisfaction',
  yieldManagement: 'Revenue management',
  docEditor: 'Éditeur de documents',
  giftVouchers: 'Bons cadeaux',
  bookingEngines: 'Moteurs de réservation en ligne',
  concierge: 'E-conciergerie',
  // Capabilities rather than modules, which a setting of a built module waits for.
  scheduledJobs: 'Tâches planifiées',
  quoteValidity: 'Validité des devis',
  quoteRelaunch: 'Relance des devis par e-mail',
  cleaningSchedule: 'Planning horaire du ménage',
} as const;
