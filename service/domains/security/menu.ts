// The top menu: one static tree of headers, nodes and leaves, pruned per user to the leaves whose
// functionality they may read (and whose module is active). Header ids are stable: custom names key on them.
import { type FunctionalityCode, functionalityByCode } from './functionalities';
import { allows, type Right } from './rights';

/** A menu node, as sent in `user.menus`. */
export interface MenuNode {
  id: number;
  name: string;
  isNode: boolean;
  isHeader: boolean;
  isContext: boolean;
  url: string | null;
  subMenus: MenuNode[];
  headerCustomName: string | null;
}

export interface MenuLeafDef {
  readonly id: number;
  readonly name: string;
  /** A concrete route of the specification, every parameter filled. */
  readonly url: string;
  readonly functionality: FunctionalityCode;
}

export interface MenuBranchDef {
  readonly id: number;
  readonly name: string;
  readonly items: readonly MenuItemDef[];
}

export interface MenuHeaderDef extends MenuBranchDef {
  /** A context header opens the context board /dynamic-board/{id} rather than a drop-down. */
  readonly isContext?: boolean;
}

export type MenuItemDef = MenuLeafDef | MenuBranchDef;

const leaf = (id: number, name: string, url: string, functionality: FunctionalityCode): MenuLeafDef => ({
  id,
  name,
  url,
  functionality,
});
const node = (id: number, name: string, items: readonly MenuItemDef[]): MenuBranchDef => ({ id, name, items });

// biome-ignore format: the tree reads best with one item per line
export const menuTree: readonly MenuHeaderDef[] = [
  { id: 1, name: 'Réservations', items: [
    leaf(1001, 'Recherche de disponibilités', '/search-availability', 'booking_search_availability'),
    leaf(1002, 'Réservations', '/booking-list/0', 'booking_booking_list'),
    leaf(1003, 'Réservations annulées', '/booking-cancelled-list/0', 'booking_cancelled_list'),
    leaf(1004, 'Réservations importées', '/booking-import-list', 'booking_import_list'),
    node(1050, 'Arrivées et départs', [
      leaf(1005, 'Arrivées', '/booking-arrival-list', 'booking_arrival_list'),
      leaf(1006, 'Départs', '/booking-departure-list', 'booking_departure_list'),
      leaf(1007, 'Ménage des départs', '/booking-departure-cleanning', 'booking_departure_cleaning'),
    ]),
    node(1051, 'Plannings', [
      leaf(1008, 'Planning', '/planning', 'booking_planning'),
      leaf(1009, 'Planning des extras', '/extra-planning', 'booking_extra_planning'),
      leaf(1010, 'Planning du ménage', '/cleanning-planning', 'booking_cleaning_planning'),
      leaf(1011, 'Plan du camping', '/plan', 'camping_plan'),
    ]),
  ] },
  { id: 2, name: 'Clients', items: [
    leaf(2001, 'Clients', '/customer-list', 'customer_partner_customer_list'),
    leaf(2002, 'Synthèse client', '/customer-resume', 'customer_partner_customer_resume'),
    node(2050, 'Partenaires', [
      leaf(2003, 'Partenaires', '/partner-list', 'customer_partner_partner_list'),
      leaf(2004, 'Réservations des partenaires', '/partner-booking-list/0', 'customer_partner_partner_booking_list'),
      leaf(2005, 'Commissions', '/commission-list', 'customer_partner_commission_list'),
    ]),
    node(2051, 'Séjours en cours', [
      leaf(2006, 'Occupation', '/occupation-list', 'occupant_occupation_list'),
      leaf(2007, 'Occupants présents', '/occupancy-occupants-list', 'occupant_occupancy_occupant_list'),
      leaf(2008, 'Anniversaires', '/occupants-birthday', 'occupant_birthday_list'),
      leaf(2009, 'Nationalités', '/occupation-nationality-list', 'occupant_nationality_list'),
    ]),
    node(2052, 'Garanties', [
      leaf(2010, 'Relances de caution', '/surety-list', 'customer_partner_surety_list'),
      leaf(2011, 'Assurances annulation', '/assurance-list', 'customer_partner_insurance_list'),
      leaf(2012, 'Dossiers VACAF', '/vacaf-list', 'customer_partner_vacaf_list'),
    ]),
  ] },
  { id: 3, name: 'Hébergements', items: [
    leaf(3001, 'Emplacements', '/place-list', 'camping_place_list'),
    leaf(3002, "Types d'hébergement", '/place-type-list', 'camping_place_type_list'),
    leaf(3003, "Familles d'hébergement", '/place-family-list', 'camping_place_family_list'),
    leaf(3004, 'Aménagements', '/layout-list', 'camping_layout_list'),
    leaf(3005, 'Caractéristiques', '/feature-list', 'camping_feature_list'),
    leaf(3006, 'Indisponibilités', '/unavailability-list', 'camping_unavailability_list'),
    leaf(3007, 'Commercialisation', '/place-commercialization', 'camping_place_commercialization'),
    leaf(3008, 'Classement', '/place-ranking-informations', 'camping_place_ranking'),
    leaf(3009, 'Mode de disponibilité', '/place-availability-mode', 'camping_place_availability_mode'),
    node(3050, 'Compteurs', [
      leaf(3010, 'Relevés', '/meter-reading-list', 'camping_meter_reading_list'),
      leaf(3012, "Saisie d'un relevé", '/meter-reading-form', 'camping_meter_reading_list'),
      leaf(3013, 'Création des compteurs', '/meter-reading-creation', 'camping_meter_reading_list'),
      leaf(3011, 'Types de compteur', '/meter-type-list', 'camping_meter_type_list'),
    ]),
  ] },
  { id: 4, name: 'Tarifs', items: [
    leaf(4001, 'Grilles tarifaires', '/price/grid-list', 'extra_pricing_price_grid_list'),
    leaf(4002, 'Offres spéciales', '/special-offer-list', 'extra_pricing_special_offer_list'),
    leaf(4003, 'Remises', '/discount-list', 'extra_pricing_discount_list'),
    node(4050, 'Extras', [
      leaf(4004, 'Extras', '/extra-list', 'extra_pricing_extra_list'),
      leaf(4005, "Types d'extras", '/extra-type-list', 'extra_pricing_extra_type_list'),
    ]),
    node(4051, 'Taxes de séjour', [
      leaf(4006, 'Taxes de séjour', '/tax-list', 'extra_pricing_tax_list'),
      leaf(4007, 'Types de taxe', '/tax-type-list', 'extra_pricing_tax_type_list'),
    ]),
  ] },
  { id: 5, name: 'Caisse & ventes', items: [
    leaf(5001, 'Nouvelle vente annexe', '/vente-annexe', 'sale_ancillary_sale_list'),
    leaf(5002, 'Ventes annexes', '/vente-annexe-list', 'sale_ancillary_sale_list'),
    leaf(5003, 'Ventes en caisse', '/sale-cash-register-list', 'sale_cash_register_sale_list'),
    node(5050, 'Articles', [
      leaf(5004, 'Articles', '/article-list', 'sale_article_list'),
      leaf(5005, "Familles d'articles", '/famille-article-list', 'sale_article_family_list'),
      leaf(5006, 'Commercialisation des articles', '/article-commercialization', 'sale_article_commercialization'),
    ]),
    node(5051, 'Bons cadeaux', [
      leaf(5007, 'Bons cadeaux', '/gift-list', 'sale_gift_list'),
      leaf(5008, 'Imports de bons cadeaux', '/sale-gift-import-list', 'sale_gift_import_list'),
    ]),
    node(5052, 'Caisses', [
      leaf(5009, 'Caisses', '/cash-register-list', 'sale_cash_register_list'),
      leaf(5010, 'Types de caisse', '/cash-register-type-list', 'sale_cash_register_type_list'),
    ]),
  ] },
  { id: 6, name: 'Facturation & paiements', items: [
    leaf(6001, 'Factures et avoirs', '/bill-list', 'payment_invoice_bill_list'),
    leaf(6002, 'Documents non facturés', '/unbill-document-list', 'payment_invoice_unbilled_document_list'),
    leaf(6003, 'Journal de caisse et de banque', '/cash-and-bank-journal', 'payment_invoice_cash_and_bank_journal'),
    leaf(6004, 'Balance', '/balance', 'payment_invoice_balance'),
    leaf(6005, 'Dépôts de garantie', '/guarantee-list', 'payment_invoice_guarantee_list'),
  ] },
  { id: 7, name: 'Comptabilité & clôtures', items: [
    leaf(7001, 'Résultat', '/result', 'result_result'),
    leaf(7002, 'Avoirs', '/result-credit-list', 'result_credit_list'),
    leaf(7003, 'Clôtures', '/closure', 'result_closure'),
    leaf(7004, 'Exercices comptables', '/admin/financial-year-list', 'result_financial_year_list'),
    leaf(7005, 'Historique des écritures', '/post-history', 'result_post_history'),
    node(7050, 'Comptabilité', [
      leaf(7006, 'Comptes comptables', '/accounting-account-list', 'result_accounting_account_list'),
      leaf(7007, 'Plan de détail', '/accounting-account-detail-plan', 'result_accounting_plan'),
      leaf(7008, 'Plan des règlements', '/accounting-account-payment-plan', 'result_accounting_plan'),
      leaf(7009, 'Comptes des remises', '/accounting-account-discount', 'result_accounting_account_discount'),
      leaf(7010, 'Journaux', '/accounting-journal-settings', 'result_accounting_settings'),
      leaf(7011, 'Comptes clients', '/accounting-customer-account-settings', 'result_accounting_settings'),
      leaf(7012, 'Export comptable', '/accounting-export', 'result_accounting_export'),
      leaf(7013, 'Historique des exports', '/accounting-export-history', 'result_accounting_export'),
      leaf(7014, 'Types de dépense', '/expense-type-list', 'result_expense_type_list'),
    ]),
    node(7051, 'Déclarations', [
      leaf(7015, 'Taxe de séjour', '/tax-statement-list', 'result_tax_statement_list'),
      leaf(7016, 'TVA', '/tva-statement-list', 'result_tva_statement_list'),
    ]),
  ] },
  { id: 8, name: 'Résidentiel', items: [
    leaf(8001, 'Contrats résidentiels', '/resident-contract-list', 'residential_contract_list'),
    leaf(8002, 'Résidents', '/resident-list', 'residential_resident_list'),
    leaf(8003, 'Affectations de parcelles', '/place-affectation-list', 'residential_place_affectation_list'),
    node(8050, 'Quittances', [
      leaf(8004, 'Quittancement', '/rent-receipt', 'residential_rent_receipt_list'),
      leaf(8005, 'Création multiple', '/rent-receipt-multi-creation', 'residential_rent_receipt_list'),
      leaf(8006, 'Gestion des quittances', '/rent-receipt-management', 'residential_rent_receipt_list'),
      leaf(8007, 'Quittances', '/rent-receipt-list', 'residential_rent_receipt_list'),
    ]),
    node(8051, 'Sous-locations', [
      leaf(8008, 'Sous-locations', '/residential-sublet-list', 'residential_sublet_list'),
      leaf(8009, 'Périodes de sous-location', '/residential-sublet-period-settings', 'residential_sublet_list'),
    ]),
    node(8052, 'Paramétrage', [
      leaf(8010, 'Types de parcelle', '/parcel-type-list', 'residential_parcel_type_list'),
      leaf(8011, 'Frais résidentiels', '/residential-fees-list', 'residential_fees_list'),
      leaf(8012, 'Types de facturation résident', '/resident-bill-type', 'residential_resident_bill_type'),
    ]),
  ] },
  { id: 9, name: 'Statistiques', items: [
    leaf(9001, 'Statistiques', '/statistics', 'statistics_statistics'),
    leaf(9002, 'Opérations du jour', '/daily-operations', 'statistics_daily_operations'),
    leaf(9003, 'Nuitées par emplacement', '/stat/nights-by-place', 'statistics_nights_by_place'),
    leaf(9004, 'Délai de réservation', '/stat/days-before-occupancies', 'statistics_days_before_occupancy'),
    node(9050, 'Graphiques', [
      leaf(9005, "Chiffre d'affaires", '/stats/graph-ca', 'statistics_graph_turnover'),
      leaf(9006, 'Aménagements', '/stats/graph-amenagement', 'statistics_graph_layout'),
      leaf(9007, 'Ventes', '/stats/sales', 'statistics_sales'),
      leaf(9008, 'Géographique', '/stats/geographical', 'statistics_geographical'),
      leaf(9009, 'RevPAR', '/stats-revpar', 'statistics_revpar'),
      leaf(9010, 'RMD Technologies', '/stats/stats-RMD-Technologies', 'statistics_rmd_technologies'),
    ]),
    leaf(9011, 'Transmission dématérialisée', '/transmission-dematerialisee', 'statistics_insee_transmission'),
  ] },
  { id: 10, name: 'Communication', items: [
    leaf(10001, 'E-mails envoyés', '/email-history-list-page/0', 'document_email_email_history'),
    node(10050, 'Campagnes', [
      leaf(10002, 'Campagnes', '/grc-list', 'campaign_grc_list'),
      leaf(10003, 'Historique des campagnes', '/grc-history-list', 'campaign_grc_history_list'),
      leaf(10004, 'Critères de mailing', '/mailing-criteria-list', 'campaign_mailing_criteria_list'),
    ]),
    node(10051, 'Documents et e-mails', [
      leaf(10005, 'Modèles de documents', '/document-function-model-list', 'document_email_document_model_list'),
      leaf(10006, 'Formats de documents', '/document-setting-target-list', 'document_email_document_setting_list'),
      leaf(10007, 'Configuration e-mail', '/email-configuration', 'document_email_email_configuration'),
    ]),
  ] },
  { id: 11, name: 'Paramètres', isContext: true, items: [
    node(11050, 'Établissement', [
      leaf(11001, 'Établissement', '/admin/establishment', 'establishment_access_establishment'),
      leaf(11002, 'Informations légales', '/establishment-legal-informations-list', 'establishment_access_legal_information'),
      leaf(11003, "Périodes d'activité", '/admin/activity-period-list', 'establishment_access_activity_period_list'),
    ]),
    node(11051, 'Préférences', [
      leaf(11004, 'Réservations', '/preference/booking', 'booking_preference'),
      leaf(11005, 'Options', '/preference/booking/option', 'booking_preference'),
      leaf(11006, 'Arrivées et départs', '/preference/arrival_departure', 'booking_preference'),
      leaf(11007, 'Départs anticipés', '/preference/early_departure', 'booking_preference'),
      leaf(11008, 'Annulations', '/preference/cancellation', 'booking_preference'),
      leaf(11009, 'Frais', '/preference/fees', 'booking_preference'),
      leaf(11010, 'Ventes', '/preference/sale', 'sale_preference'),
      leaf(11011, 'Clients', '/preference/customer', 'customer_partner_preference'),
      leaf(11012, 'Synthèse client', '/preference/customerResume', 'customer_partner_preference'),
      leaf(11013, 'Résultats', '/preference/result', 'result_preference'),
      leaf(11014, "Mode d'impression", '/preference/print-mode', 'document_email_print_mode'),
    ]),
    node(11052, 'Paiements', [
      leaf(11015, 'Moyens de paiement', '/payment-method-list', 'payment_invoice_payment_method_list'),
      leaf(11016, 'Types de remise', '/payment-method-deposit-type-list', 'payment_invoice_payment_method_deposit_type'),
      leaf(11017, 'Moyens de paiement en caisse', '/payment-method-pointofsale-list', 'payment_invoice_payment_method_point_of_sale'),
      leaf(11018, 'Conditions de paiement', '/payment-terms-list', 'payment_invoice_payment_terms_list'),
      leaf(11019, 'Banques', '/bank-list', 'payment_invoice_bank_list'),
      leaf(11020, 'Comptes bancaires', '/bank-account-list', 'payment_invoice_bank_account_list'),
      leaf(11021, 'Libellés bancaires', '/bank-account-label-informations', 'payment_invoice_bank_account_label'),
      leaf(11022, 'Taux de TVA', '/tva-list', 'payment_invoice_tva_list'),
    ]),
    node(11053, 'Occupants', [
      leaf(11023, "Catégories d'âge", '/age-category-list', 'occupant_age_category_list'),
      leaf(11024, "Types d'animaux", '/animal-type-list', 'occupant_animal_type_list'),
      leaf(11025, 'Types de véhicule', '/vehicle-type-list', 'occupant_vehicle_type_list'),
      leaf(11026, 'Marques de véhicule', '/vehicle-brand-list', 'occupant_vehicle_brand_list'),
      leaf(11027, 'Civilités', '/civility-list', 'occupant_civility_list'),
    ]),
    node(11054, 'Géographie et langues', [
      leaf(11028, 'Pays', '/country-list', 'occupant_country_list'),
      leaf(11029, 'Régions', '/region-list', 'occupant_region_list'),
      leaf(11030, 'Départements', '/department-list', 'occupant_department_list'),
      leaf(11037, 'Communes', '/town-list/0/0', 'occupant_town_list'),
      leaf(11031, 'Langues', '/language-list', 'occupant_language_list'),
    ]),
    node(11055, 'Partenaires et canaux', [
      leaf(11032, 'Types de partenaire', '/partner-type-list', 'customer_partner_partner_type_list'),
      leaf(11033, 'Types de facturation partenaire', '/partner-billing-type-list', 'customer_partner_partner_billing_type_list'),
      leaf(11034, 'Types de gestion partenaire', '/partner-management-type-list', 'customer_partner_partner_management_type_list'),
      leaf(11035, "Canaux d'accès", '/access-channel-list', 'booking_access_channel_list'),
      leaf(11036, "Périodes d'ouverture en ligne", '/online_open_period_information', 'booking_online_open_period'),
    ]),
  ] },
  { id: 12, name: 'Administration', isContext: true, items: [
    leaf(12001, 'Utilisateurs', '/admin/user-list', 'establishment_access_user_list'),
    leaf(12002, 'Groupes de droits', '/admin/group-list', 'establishment_access_group_list'),
    leaf(12003, 'Noms des menus', '/admin/header-custom-name-list', 'establishment_access_header_custom_name_list'),
    leaf(12004, 'Modules', '/admin/module-grid', 'establishment_access_module_list'),
    leaf(12005, 'Préférences du groupe', '/admin/module/preference-group-grid', 'group_settings_preference_group'),
    node(12050, 'Connecteurs', [
      leaf(12006, 'Secure Holiday', '/secure-holiday-mapping', 'booking_secure_holiday_mapping'),
      leaf(12007, 'O-Cell', '/o-cell-mapping', 'booking_o_cell_mapping'),
      leaf(12008, 'Elloha', '/elloha-mapping', 'booking_elloha_mapping'),
      leaf(12009, 'D-Edge', '/dedge-mapping', 'booking_d_edge_mapping'),
      leaf(12010, 'Pitchup', '/pitchup-mapping', 'booking_pitchup_mapping'),
      leaf(12011, 'Giloo', '/giloo-mapping', 'booking_giloo_mapping'),
      leaf(12012, 'Clicamp', '/admin/module/clicamp', 'establishment_access_module_clicamp'),
      leaf(12013, 'Easycamp', '/admin/module/easycamp', 'establishment_access_module_easycamp'),
      leaf(12014, 'Todocamp', '/admin/module/todocamp', 'establishment_access_module_todocamp'),
    ]),
    node(12051, 'Prestataires des modules', [
      leaf(12015, 'Export comptable', '/admin/module/accounting-grid', 'establishment_access_module_accounting'),
      leaf(12016, 'Assurance annulation', '/admin/module/insurance-grid', 'establishment_access_module_insurance'),
      leaf(12017, 'Campagnes e-mailing', '/admin/module/emailing-grid', 'establishment_access_module_emailing'),
      leaf(12018, 'Enquête de satisfaction', '/admin/module/satisfaction-survey-grid', 'establishment_access_module_satisfaction_survey'),
      leaf(12019, "Contrôle d'accès", '/admin/module/access-control-grid', 'establishment_access_module_access_control'),
      leaf(12020, 'Statistiques', '/admin/module/statistics-grid', 'establishment_access_module_statistics'),
      leaf(12021, 'Revenue management', '/admin/module/yield-management-grid', 'establishment_access_module_yield_management'),
      leaf(12022, 'Éditeur de documents', '/admin/module/doc-editor-grid', 'establishment_access_module_doc_editor'),
      leaf(12023, 'Bons cadeaux', '/admin/module/gift-grid', 'establishment_access_module_gift'),
      leaf(12024, 'Réservation en ligne', '/admin/module/online-booking-grid', 'establishment_access_module_online_booking'),
      leaf(12025, 'E-conciergerie', '/admin/module/concierge-service-grid', 'establishment_access_module_concierge_service'),
      leaf(12026, 'Caution', '/admin/module/surety-grid', 'establishment_access_module_surety'),
      leaf(12027, 'Ménage', '/admin/module/cleanning-grid', 'establishment_access_module_cleaning'),
    ]),
    node(12052, 'Réglages des modules', [
      leaf(12028, 'Registre de police', '/admin/module/police-note-book', 'establishment_access_module_police_register'),
      leaf(12029, 'Check-in', '/admin/module/check-in', 'establishment_access_module_check_in'),
      leaf(12030, 'Planning', '/admin/module/planning', 'establishment_access_module_planning'),
      leaf(12031, 'Plan', '/admin/module/plan', 'establishment_access_module_plan'),
      leaf(12032, 'VACAF', '/admin/module/vacaf', 'establishment_access_module_vacaf'),
      leaf(12033, 'Devis', '/admin/module/quotation', 'establishment_access_module_quotation'),
      leaf(12034, 'Taxe de séjour', '/admin/module/preference-tax-statement', 'establishment_access_module_tax_statement'),
      leaf(12035, 'Informations de la taxe de séjour', '/admin/module/preference-tax-statement-informations', 'establishment_access_module_tax_statement'),
      leaf(12036, 'Déclaration de TVA', '/admin/module/preference-tva-statement', 'establishment_access_module_tva_statement'),
      leaf(12037, 'Résidents', '/admin/module/residential-preference', 'establishment_access_module_residential'),
      leaf(12038, 'Statistiques internes', '/admin/module/statistics-intern', 'establishment_access_module_statistics'),
    ]),
  ] },
  { id: 13, name: 'Outils', isContext: true, items: [
    leaf(13001, 'Historique', '/jet', 'system_history'),
    leaf(13002, 'Transfert de clients', '/transfer-customers', 'system_transfer_customers'),
    leaf(13003, 'Ajout du client aux ventes', '/add-customer-to-sales', 'system_add_customer_to_sales'),
    leaf(13004, 'Mise à jour des réservations non facturées', '/update-unbilled-bookings', 'system_update_unbilled_bookings'),
    node(13050, 'Vérifications', [
      leaf(13005, 'Vérification des fichiers', '/verif-file-page', 'system_file_verification'),
      leaf(13006, 'Doubles factures', '/verif-double-bill', 'system_verif_double_bill'),
      leaf(13007, 'Factures dues', '/verif-due-bill', 'system_verif_due_bill'),
      leaf(13008, 'Paiements des tickets', '/verif-tickets-payment', 'system_verif_tickets_payment'),
      leaf(13009, 'Contrôle des ventes', '/check-sales', 'system_check_sales'),
    ]),
    node(13051, 'Maintenance', [
      leaf(13010, 'Purge des fichiers', '/purging-files', 'system_purging_files'),
      leaf(13011, "Purge de l'historique des grilles", '/purge-grid-history', 'system_purge_grid_history'),
      leaf(13012, 'Initialisation de la démo', '/init-demo', 'system_init_demo'),
      leaf(13013, "Import depuis l'ancienne version", '/import-v1', 'system_import_v1'),
    ]),
  ] },
];

export function isLeaf(item: MenuItemDef): item is MenuLeafDef {
  return 'url' in item;
}

/** Every leaf of the tree, depth first. */
export function menuLeaves(items: readonly MenuItemDef[] = menuTree): MenuLeafDef[] {
  return items.flatMap((item) => (isLeaf(item) ? [item] : menuLeaves(item.items)));
}

type LeafVisible = (leaf: MenuLeafDef) => boolean;

/** A non-header entry of `user.menus`: a leaf when it has a url, a node when it has sub-menus. */
function toMenuNode(item: MenuItemDef, url: string | null, subMenus: MenuNode[]): MenuNode {
  const { id, name } = item;
  return {
    id,
    name,
    isNode: subMenus.length > 0,
    isHeader: false,
    isContext: false,
    url,
    subMenus,
    headerCustomName: null,
  };
}

function pruneItem(item: MenuItemDef, isVisible: LeafVisible): MenuNode | undefined {
  if (isLeaf(item)) return isVisible(item) ? toMenuNode(item, item.url, []) : undefined;
  const subMenus = pruneItems(item.items, isVisible);
  return subMenus.length > 0 ? toMenuNode(item, null, subMenus) : undefined;
}

function pruneItems(items: readonly MenuItemDef[], isVisible: LeafVisible): MenuNode[] {
  return items.flatMap((item) => pruneItem(item, isVisible) ?? []);
}

/**
 * The user's menu tree (`user.menus`): a leaf shows when its functionality may be read and its
 * module is active; a node or header left without children disappears.
 */
export function buildMenus(
  rightOf: (code: FunctionalityCode) => Right,
  customNames: ReadonlyMap<number, string>,
  isModuleActive: (module: string) => boolean = () => true,
): MenuNode[] {
  const isVisible: LeafVisible = (item) => {
    const module = functionalityByCode(item.functionality)?.module;
    return allows(rightOf(item.functionality), 'read') && (module === undefined || isModuleActive(module));
  };
  return menuTree.flatMap((header) => {
    const subMenus = pruneItems(header.items, isVisible);
    if (subMenus.length === 0) return [];
    const isContext = header.isContext === true;
    return [
      {
        id: header.id,
        name: header.name,
        isNode: true,
        isHeader: true,
        isContext,
        url: isContext ? `/dynamic-board/${header.id}` : null,
        subMenus,
        headerCustomName: customNames.get(header.id)?.trim() || null,
      },
    ];
  });
}
