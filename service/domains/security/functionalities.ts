// The functionalities catalogue: every screen of the specification belongs to exactly one
// functionality, and rights are granted per functionality, grouped in 15 functional areas.

export const areas = [
  { code: 'establishment_access', label: 'Établissement et accès' },
  { code: 'payment_invoice', label: 'Paiement et facturation' },
  { code: 'camping', label: 'Camping' },
  { code: 'occupant', label: 'Occupant' },
  { code: 'extra_pricing', label: 'Extras et tarification' },
  { code: 'document_email', label: 'Documents et e-mail' },
  { code: 'customer_partner', label: 'Clients et partenaires' },
  { code: 'residential', label: 'Résidentiel' },
  { code: 'booking', label: 'Réservation' },
  { code: 'sale', label: 'Vente' },
  { code: 'result', label: 'Résultats' },
  { code: 'statistics', label: 'Statistiques' },
  { code: 'campaign', label: 'Campagnes' },
  { code: 'group_settings', label: 'Paramètres de groupe' },
  { code: 'system', label: 'Système' },
] as const satisfies readonly { code: string; label: string }[];
export type AreaCode = (typeof areas)[number]['code'];

/** The modules that can be activated per site. */
export const modules = [
  { code: 'residents', label: 'Résidents' },
  { code: 'insurance', label: 'Assurance annulation' },
  { code: 'vacaf', label: 'VACAF' },
  { code: 'gift', label: 'Bon cadeau' },
  { code: 'police_register', label: 'Registre de police' },
  { code: 'quotation', label: 'Devis' },
  { code: 'online_booking', label: 'Réservation en ligne' },
  { code: 'satisfaction_survey', label: 'Enquête de satisfaction' },
  { code: 'accounting_export', label: 'Export comptable' },
  { code: 'access_control', label: "Contrôle d'accès" },
  { code: 'yield_management', label: 'Revenue management' },
  { code: 'concierge_service', label: 'E-conciergerie' },
  { code: 'surety', label: 'Caution' },
  { code: 'email_settings', label: 'Paramètres e-mail' },
  { code: 'document_formats', label: 'Formats de documents' },
  { code: 'cleaning', label: 'Ménage' },
  { code: 'check_in', label: 'Check-in' },
  { code: 'plan', label: 'Plan' },
  { code: 'planning', label: 'Planning' },
  { code: 'statistics', label: 'Statistiques' },
  { code: 'tax_statement', label: 'Déclaration de taxe de séjour' },
  { code: 'tva_statement', label: 'Déclaration de TVA' },
  { code: 'insee', label: 'INSEE' },
  { code: 'doc_editor', label: 'Éditeur de documents' },
  { code: 'emailing', label: 'Campagnes e-mailing' },
] as const satisfies readonly { code: string; label: string }[];
export type ModuleCode = (typeof modules)[number]['code'];

export interface FunctionalityDef {
  readonly code: string;
  readonly label: string;
  readonly area: AreaCode;
  /** UI route patterns of the specification, parameters written with a colon. */
  readonly paths: readonly string[];
  /** The activatable module the functionality belongs to, when it belongs to one. */
  readonly module?: ModuleCode;
}

/** Entry and session routes: open to any signed-in user (or anyone, for /login). */
export const unguardedPaths = [
  '/',
  '/index.html',
  '/home',
  '/login',
  '/waiting',
  '/dynamic-board/:parentContextId',
] as const;

// A module's own settings screens carry the module: switched off, they vanish with its other
// screens, and /admin/module-grid (no module) is where it comes back. Channel connectors
// (Clicamp, Easycamp, Todocamp, the mappings) and the group preference belong to no module.
// biome-ignore format: one functionality per line, read as a table
const catalogue = [
  // Établissement et accès
  { code: 'establishment_access_establishment', label: 'Établissement', area: 'establishment_access', paths: ['/admin/establishment'] },
  { code: 'establishment_access_legal_information', label: 'Informations légales', area: 'establishment_access', paths: ['/establishment-legal-informations-list'] },
  { code: 'establishment_access_activity_period_list', label: "Périodes d'activité", area: 'establishment_access', paths: ['/admin/activity-period-list', '/admin/activity-period/:activityPeriodId'] },
  { code: 'establishment_access_currency_list', label: 'Devises', area: 'establishment_access', paths: [] },
  { code: 'establishment_access_user_list', label: 'Utilisateurs', area: 'establishment_access', paths: ['/admin/user-list', '/admin/user/:page/:userId'] },
  { code: 'establishment_access_group_list', label: 'Groupes de droits', area: 'establishment_access', paths: ['/admin/group-list', '/admin/group/:groupId'] },
  { code: 'establishment_access_header_custom_name_list', label: 'Noms des menus', area: 'establishment_access', paths: ['/admin/header-custom-name-list', '/admin/header-custom-name/:headerCustomNameId'] },
  { code: 'establishment_access_module_list', label: 'Modules', area: 'establishment_access', paths: ['/admin/module-grid'] },
  { code: 'establishment_access_module_accounting', label: 'Module export comptable', area: 'establishment_access', paths: ['/admin/module/accounting-grid'], module: 'accounting_export' },
  { code: 'establishment_access_module_insurance', label: 'Module assurance annulation', area: 'establishment_access', paths: ['/admin/module/insurance-grid', '/admin/module/insurance/:insuranceId'], module: 'insurance' },
  { code: 'establishment_access_module_emailing', label: 'Module campagnes e-mailing', area: 'establishment_access', paths: ['/admin/module/emailing-grid', '/admin/module/emailing/:emailingId'], module: 'emailing' },
  { code: 'establishment_access_module_satisfaction_survey', label: 'Module enquête de satisfaction', area: 'establishment_access', paths: ['/admin/module/satisfaction-survey-grid', '/admin/module/satisfaction-survey/:satisfactionSurveyId'], module: 'satisfaction_survey' },
  { code: 'establishment_access_module_access_control', label: "Module contrôle d'accès", area: 'establishment_access', paths: ['/admin/module/access-control-grid', '/admin/module/access-control/:accessControlId'], module: 'access_control' },
  { code: 'establishment_access_module_statistics', label: 'Module statistiques', area: 'establishment_access', paths: ['/admin/module/statistics-grid', '/admin/module/statistics/:statisticsId', '/admin/module/statistics-intern'], module: 'statistics' },
  { code: 'establishment_access_module_yield_management', label: 'Module revenue management', area: 'establishment_access', paths: ['/admin/module/yield-management-grid', '/admin/module/yield-management/:yieldManagementId'], module: 'yield_management' },
  { code: 'establishment_access_module_doc_editor', label: 'Module éditeur de documents', area: 'establishment_access', paths: ['/admin/module/doc-editor-grid', '/admin/module/doc-editor/:docEditorId'], module: 'doc_editor' },
  { code: 'establishment_access_module_gift', label: 'Module bon cadeau', area: 'establishment_access', paths: ['/admin/module/gift-grid', '/admin/module/gift/:giftId'], module: 'gift' },
  { code: 'establishment_access_module_online_booking', label: 'Module réservation en ligne', area: 'establishment_access', paths: ['/admin/module/online-booking-grid', '/admin/module/online-booking/:onlineBookingId'], module: 'online_booking' },
  { code: 'establishment_access_module_concierge_service', label: 'Module e-conciergerie', area: 'establishment_access', paths: ['/admin/module/concierge-service-grid', '/admin/module/concierge-service/:conciergeServiceId'], module: 'concierge_service' },
  { code: 'establishment_access_module_surety', label: 'Module caution', area: 'establishment_access', paths: ['/admin/module/surety-grid', '/admin/module/surety/:suretyId'], module: 'surety' },
  { code: 'establishment_access_module_cleaning', label: 'Module ménage', area: 'establishment_access', paths: ['/admin/module/cleanning-grid', '/admin/module/cleanning/:cleanningId'], module: 'cleaning' },
  { code: 'establishment_access_module_clicamp', label: 'Module Clicamp', area: 'establishment_access', paths: ['/admin/module/clicamp'] },
  { code: 'establishment_access_module_easycamp', label: 'Module Easycamp', area: 'establishment_access', paths: ['/admin/module/easycamp'] },
  { code: 'establishment_access_module_todocamp', label: 'Module Todocamp', area: 'establishment_access', paths: ['/admin/module/todocamp'] },
  { code: 'establishment_access_module_police_register', label: 'Module registre de police', area: 'establishment_access', paths: ['/admin/module/police-note-book'], module: 'police_register' },
  { code: 'establishment_access_module_check_in', label: 'Module check-in', area: 'establishment_access', paths: ['/admin/module/check-in'], module: 'check_in' },
  { code: 'establishment_access_module_planning', label: 'Module planning', area: 'establishment_access', paths: ['/admin/module/planning'], module: 'planning' },
  { code: 'establishment_access_module_plan', label: 'Module plan', area: 'establishment_access', paths: ['/admin/module/plan'], module: 'plan' },
  { code: 'establishment_access_module_vacaf', label: 'Module VACAF', area: 'establishment_access', paths: ['/admin/module/vacaf'], module: 'vacaf' },
  { code: 'establishment_access_module_quotation', label: 'Module devis', area: 'establishment_access', paths: ['/admin/module/quotation'], module: 'quotation' },
  { code: 'establishment_access_module_tax_statement', label: 'Module déclaration de taxe de séjour', area: 'establishment_access', paths: ['/admin/module/preference-tax-statement', '/admin/module/preference-tax-statement-informations'], module: 'tax_statement' },
  { code: 'establishment_access_module_tva_statement', label: 'Module déclaration de TVA', area: 'establishment_access', paths: ['/admin/module/preference-tva-statement'], module: 'tva_statement' },
  { code: 'establishment_access_module_residential', label: 'Module résidents', area: 'establishment_access', paths: ['/admin/module/residential-preference'], module: 'residents' },
  // Paiement et facturation
  { code: 'payment_invoice_payment_method_list', label: 'Moyens de paiement', area: 'payment_invoice', paths: ['/payment-method-list', '/payment-method/:tab/:paymentMethodId'] },
  { code: 'payment_invoice_payment_method_deposit_type', label: 'Types de remise des moyens de paiement', area: 'payment_invoice', paths: ['/payment-method-deposit-type-list'] },
  { code: 'payment_invoice_payment_method_point_of_sale', label: 'Moyens de paiement en caisse', area: 'payment_invoice', paths: ['/payment-method-pointofsale-list'] },
  { code: 'payment_invoice_payment_terms_list', label: 'Conditions de paiement', area: 'payment_invoice', paths: ['/payment-terms-list', '/payment-terms/:paymentTermsId'] },
  { code: 'payment_invoice_bank_list', label: 'Banques', area: 'payment_invoice', paths: ['/bank-list', '/bank/:bankId'] },
  { code: 'payment_invoice_bank_account_list', label: 'Comptes bancaires', area: 'payment_invoice', paths: ['/bank-account-list', '/bank-account/:bankAccountId'] },
  { code: 'payment_invoice_bank_account_label', label: 'Libellés bancaires', area: 'payment_invoice', paths: ['/bank-account-label-informations'] },
  { code: 'payment_invoice_tva_list', label: 'Taux de TVA', area: 'payment_invoice', paths: ['/tva-list', '/tva/:tvaId'] },
  { code: 'payment_invoice_unbilled_document_list', label: 'Documents non facturés', area: 'payment_invoice', paths: ['/unbill-document-list'] },
  { code: 'payment_invoice_bill_list', label: 'Factures et avoirs', area: 'payment_invoice', paths: ['/bill-list', '/bill/:billId'] },
  { code: 'payment_invoice_cash_and_bank_journal', label: 'Journal de caisse et de banque', area: 'payment_invoice', paths: ['/cash-and-bank-journal', '/injections-list/:yearMonth', '/starting-base/:yearMonth'] },
  { code: 'payment_invoice_deposit_list', label: 'Remises en banque', area: 'payment_invoice', paths: ['/create-deposit/:paymentMethodId', '/deposit-list/:yearMonth', '/deposit/:depositId'] },
  { code: 'payment_invoice_cash_fund', label: 'Fonds de caisse', area: 'payment_invoice', paths: ['/cash-fund/:paymentMethodId/:date'] },
  { code: 'payment_invoice_balance', label: 'Balance', area: 'payment_invoice', paths: ['/balance'] },
  { code: 'payment_invoice_guarantee_list', label: 'Dépôts de garantie', area: 'payment_invoice', paths: ['/guarantee-list'], module: 'surety' },
  // Camping
  { code: 'camping_layout_list', label: 'Aménagements', area: 'camping', paths: ['/layout-list', '/layout/:layoutId'] },
  { code: 'camping_place_type_list', label: "Types d'hébergement", area: 'camping', paths: ['/place-type-list', '/place-type/:page/:placeTypeId'] },
  { code: 'camping_place_family_list', label: "Familles d'hébergement", area: 'camping', paths: ['/place-family-list', '/place-family/:placeFamilyId'] },
  { code: 'camping_place_list', label: 'Emplacements', area: 'camping', paths: ['/place-list', '/place/:page/:placeId'] },
  { code: 'camping_place_commercialization', label: 'Commercialisation des emplacements', area: 'camping', paths: ['/place-commercialization'] },
  { code: 'camping_place_ranking', label: 'Classement', area: 'camping', paths: ['/place-ranking-informations'] },
  { code: 'camping_place_availability_mode', label: 'Mode de disponibilité', area: 'camping', paths: ['/place-availability-mode'] },
  { code: 'camping_feature_list', label: 'Caractéristiques', area: 'camping', paths: ['/feature-list', '/feature/:featureId'] },
  { code: 'camping_unavailability_list', label: 'Indisponibilités', area: 'camping', paths: ['/unavailability-list', '/unavailability/:unavailabilityId'] },
  { code: 'camping_meter_type_list', label: 'Types de compteur', area: 'camping', paths: ['/meter-type-list', '/meter-type/:meterTypeId', '/meter-tarification-type/:meterTypeId/:meterTarificationTypeId'] },
  { code: 'camping_meter_reading_list', label: 'Relevés de compteurs', area: 'camping', paths: ['/meter-reading-creation', '/meter-reading-form', '/meter-reading-list'] },
  { code: 'camping_plan', label: 'Plan du camping', area: 'camping', paths: ['/plan'], module: 'plan' },
  // Occupant
  { code: 'occupant_age_category_list', label: "Catégories d'âge", area: 'occupant', paths: ['/age-category-list', '/age-category/:ageCategoryId'] },
  { code: 'occupant_animal_type_list', label: "Types d'animaux", area: 'occupant', paths: ['/animal-type-list', '/animal-type/:animalTypeId'] },
  { code: 'occupant_vehicle_type_list', label: 'Types de véhicule', area: 'occupant', paths: ['/vehicle-type-list', '/vehicle-type/:vehicleTypeId'] },
  { code: 'occupant_vehicle_brand_list', label: 'Marques de véhicule', area: 'occupant', paths: ['/vehicle-brand-list', '/vehicle-brand/:vehicleBrandId'] },
  { code: 'occupant_civility_list', label: 'Civilités', area: 'occupant', paths: ['/civility-list', '/civility/:civilityId'] },
  { code: 'occupant_country_list', label: 'Pays', area: 'occupant', paths: ['/country-list', '/country/:countryId'] },
  { code: 'occupant_region_list', label: 'Régions', area: 'occupant', paths: ['/region-list', '/region/:regionId'] },
  { code: 'occupant_department_list', label: 'Départements', area: 'occupant', paths: ['/department-list', '/department/:departmentId'] },
  { code: 'occupant_town_list', label: 'Communes', area: 'occupant', paths: ['/town-list/:countryId/:departmentId', '/town/:countryId/:departmentId/:townId'] },
  { code: 'occupant_language_list', label: 'Langues', area: 'occupant', paths: ['/language-list', '/language/:languageId'] },
  { code: 'occupant_occupation_list', label: 'Occupation', area: 'occupant', paths: ['/occupation-list'] },
  { code: 'occupant_birthday_list', label: 'Anniversaires des occupants', area: 'occupant', paths: ['/occupants-birthday'] },
  { code: 'occupant_nationality_list', label: 'Nationalités des occupants', area: 'occupant', paths: ['/occupation-nationality-list'] },
  { code: 'occupant_occupancy_occupant_list', label: 'Occupants présents', area: 'occupant', paths: ['/occupancy-occupants-list', '/occupancy-occupation-informations'] },
  // Extras et tarification
  { code: 'extra_pricing_extra_type_list', label: "Types d'extras", area: 'extra_pricing', paths: ['/extra-type-list', '/extra-type/:extraTypeId'] },
  { code: 'extra_pricing_extra_list', label: 'Extras', area: 'extra_pricing', paths: ['/extra-list', '/extra/:extraId'] },
  { code: 'extra_pricing_discount_list', label: 'Remises', area: 'extra_pricing', paths: ['/discount-list', '/discount/:discountId'] },
  { code: 'extra_pricing_tax_list', label: 'Taxes de séjour', area: 'extra_pricing', paths: ['/tax-list', '/tax/:taxId'] },
  { code: 'extra_pricing_tax_type_list', label: 'Types de taxe', area: 'extra_pricing', paths: ['/tax-type-list', '/tax-type/:taxTypeId'] },
  { code: 'extra_pricing_price_grid_list', label: 'Grilles tarifaires', area: 'extra_pricing', paths: ['/price/grid-list', '/price/grid/:priceGridId/:priceGridModeleId/:placeTypeId/:historyVersion', '/price/period/:priceGridPeriodId/grid/:priceGridId/:historyVersion', '/price/option/:priceGridOptionId/grid/:priceGridId/:historyVersion'] },
  { code: 'extra_pricing_special_offer_list', label: 'Offres spéciales', area: 'extra_pricing', paths: ['/special-offer-list', '/special-offer/:specialOfferId', '/dmds-offer/:specialOfferId'] },
  // Documents et e-mail
  { code: 'document_email_email_configuration', label: 'Configuration e-mail', area: 'document_email', paths: ['/email-configuration', '/email-configuration-grc', '/email-configuration-informations'], module: 'email_settings' },
  { code: 'document_email_document_model_list', label: 'Modèles de documents et e-mails', area: 'document_email', paths: ['/document-function-model-list', '/mailing-configuration-list/:documentFunctionModelId', '/mailing-configuration/:documentFunctionModelId/:mailingConfigurationId'] },
  { code: 'document_email_document_setting_list', label: 'Formats de documents', area: 'document_email', paths: ['/document-setting-target-list', '/document-setting/:documentSettingTargetId', '/document-setting-translate'], module: 'document_formats' },
  { code: 'document_email_printing', label: 'Impression', area: 'document_email', paths: ['/printing/:mailingConfigurationId/:entityType/:entityId/:languageId'] },
  { code: 'document_email_email_history', label: 'Historique des e-mails', area: 'document_email', paths: ['/email-history-list-page/:entityId'] },
  { code: 'document_email_print_mode', label: "Mode d'impression", area: 'document_email', paths: ['/preference/print-mode'] },
  // Clients et partenaires
  { code: 'customer_partner_customer_list', label: 'Clients', area: 'customer_partner', paths: ['/customer-list', '/customer/:tab/:customerId'] },
  { code: 'customer_partner_customer_resume', label: 'Synthèse client', area: 'customer_partner', paths: ['/customer-resume'] },
  { code: 'customer_partner_preference', label: 'Préférences clients', area: 'customer_partner', paths: ['/preference/customer', '/preference/customerResume'] },
  { code: 'customer_partner_partner_type_list', label: 'Types de partenaire', area: 'customer_partner', paths: ['/partner-type-list', '/partner-type/:partnerTypeId'] },
  { code: 'customer_partner_partner_list', label: 'Partenaires', area: 'customer_partner', paths: ['/partner-list', '/partner/:page/:partnerId'] },
  { code: 'customer_partner_partner_booking_list', label: 'Réservations des partenaires', area: 'customer_partner', paths: ['/partner-booking-list/:statusId'] },
  { code: 'customer_partner_partner_billing_type_list', label: 'Types de facturation partenaire', area: 'customer_partner', paths: ['/partner-billing-type-list'] },
  { code: 'customer_partner_partner_management_type_list', label: 'Types de gestion partenaire', area: 'customer_partner', paths: ['/partner-management-type-list'] },
  { code: 'customer_partner_commission_list', label: 'Commissions', area: 'customer_partner', paths: ['/commission-list', '/commission/:commissionId'] },
  { code: 'customer_partner_surety_list', label: 'Relances de caution', area: 'customer_partner', paths: ['/surety-list'], module: 'surety' },
  { code: 'customer_partner_insurance_list', label: 'Assurances annulation', area: 'customer_partner', paths: ['/assurance-list'], module: 'insurance' },
  { code: 'customer_partner_vacaf_list', label: 'Dossiers VACAF', area: 'customer_partner', paths: ['/vacaf-list'], module: 'vacaf' },
  // Résidentiel
  { code: 'residential_fees_list', label: 'Frais résidentiels', area: 'residential', paths: ['/residential-fees-list', '/residential-fees/:residentialFeesId', '/residential-fees-price-period/:residentialFeesId/:residentialFeesPricePeriodId'], module: 'residents' },
  { code: 'residential_parcel_type_list', label: 'Types de parcelle', area: 'residential', paths: ['/parcel-type-list', '/parcel-type/:parcelTypeId', '/parcel-type-price-period/:parcelTypeId/:parcelTypePricePeriodId'], module: 'residents' },
  { code: 'residential_sublet_list', label: 'Sous-locations', area: 'residential', paths: ['/residential-sublet-period-settings', '/residential-sublet-list'], module: 'residents' },
  { code: 'residential_rent_receipt_list', label: 'Quittances', area: 'residential', paths: ['/rent-receipt', '/rent-receipt-multi-creation', '/rent-receipt-management', '/rent-receipt-list', '/rent-receipt/:activeKey/:rentReceiptId'], module: 'residents' },
  { code: 'residential_place_affectation_list', label: 'Affectations de parcelles', area: 'residential', paths: ['/place-affectation-list', '/place-affectation/:placeAffectationId', '/place-affectation-price-period/:placeAffectationId/:placeAffectationPricePeriodId', '/residential-contract-history/:placeAffectationId'], module: 'residents' },
  { code: 'residential_resident_list', label: 'Résidents', area: 'residential', paths: ['/resident-list'], module: 'residents' },
  { code: 'residential_resident_bill_type', label: 'Types de facturation résident', area: 'residential', paths: ['/resident-bill-type'], module: 'residents' },
  { code: 'residential_contract_list', label: 'Contrats résidentiels', area: 'residential', paths: ['/resident-contract-list', '/resident-contract/:placeAffectationId/:residentialContractId'], module: 'residents' },
  // Réservation
  { code: 'booking_search_availability', label: 'Recherche de disponibilités', area: 'booking', paths: ['/search-availability'] },
  { code: 'booking_booking_list', label: 'Réservations', area: 'booking', paths: ['/booking-list/:statusId', '/new-booking/:activeKey/:bookingId/:tempBookingId/:occupancyId/:tempOccupancyId/:customerId/:statusId'] },
  { code: 'booking_cancelled_list', label: 'Réservations annulées', area: 'booking', paths: ['/booking-cancelled-list/:statusId'] },
  { code: 'booking_import_list', label: 'Réservations importées', area: 'booking', paths: ['/booking-import-list', '/booking-import/:bookingImportId'] },
  { code: 'booking_arrival_list', label: 'Arrivées', area: 'booking', paths: ['/booking-arrival-list'] },
  { code: 'booking_departure_list', label: 'Départs', area: 'booking', paths: ['/booking-departure-list'] },
  { code: 'booking_departure_cleaning', label: 'Ménage des départs', area: 'booking', paths: ['/booking-departure-cleanning'], module: 'cleaning' },
  { code: 'booking_planning', label: 'Planning', area: 'booking', paths: ['/planning'], module: 'planning' },
  { code: 'booking_extra_planning', label: 'Planning des extras', area: 'booking', paths: ['/extra-planning'], module: 'planning' },
  { code: 'booking_cleaning_planning', label: 'Planning du ménage', area: 'booking', paths: ['/cleanning-planning'], module: 'cleaning' },
  { code: 'booking_access_channel_list', label: "Canaux d'accès", area: 'booking', paths: ['/access-channel-list', '/access-channel/:accessChannelId'] },
  { code: 'booking_online_open_period', label: "Périodes d'ouverture en ligne", area: 'booking', paths: ['/online_open_period_information'], module: 'online_booking' },
  { code: 'booking_preference', label: 'Préférences des réservations', area: 'booking', paths: ['/preference/early_departure', '/preference/arrival_departure', '/preference/booking/option', '/preference/booking', '/preference/cancellation', '/preference/fees'] },
  { code: 'booking_secure_holiday_mapping', label: 'Correspondances Secure Holiday', area: 'booking', paths: ['/secure-holiday-mapping', '/secure-holiday-payment-method-mapping'] },
  { code: 'booking_o_cell_mapping', label: 'Correspondances O-Cell', area: 'booking', paths: ['/o-cell-mapping'] },
  { code: 'booking_elloha_mapping', label: 'Correspondances Elloha', area: 'booking', paths: ['/elloha-mapping', '/elloha-bookings'] },
  { code: 'booking_d_edge_mapping', label: 'Correspondances D-Edge', area: 'booking', paths: ['/dedge-mapping', '/d-edge-payment-method-mapping'] },
  { code: 'booking_pitchup_mapping', label: 'Correspondances Pitchup', area: 'booking', paths: ['/pitchup-mapping'] },
  { code: 'booking_giloo_mapping', label: 'Correspondances Giloo', area: 'booking', paths: ['/giloo-mapping', '/giloo-programs-mapping'] },
  // Vente
  { code: 'sale_article_commercialization', label: 'Commercialisation des articles', area: 'sale', paths: ['/article-commercialization'] },
  { code: 'sale_article_list', label: 'Articles', area: 'sale', paths: ['/article-list', '/article/:articleId', '/article'] },
  { code: 'sale_article_family_list', label: "Familles d'articles", area: 'sale', paths: ['/famille-article-list', '/famille-article/:familleId', '/famille-article'] },
  { code: 'sale_ancillary_sale_list', label: 'Ventes annexes', area: 'sale', paths: ['/vente-annexe/:saleId', '/vente-annexe', '/vente-annexe-list'] },
  { code: 'sale_gift_list', label: 'Bons cadeaux', area: 'sale', paths: ['/gift-list'], module: 'gift' },
  { code: 'sale_gift_import_list', label: 'Imports de bons cadeaux', area: 'sale', paths: ['/sale-gift-import-list', '/sale-gift-import/:saleGiftImportId'], module: 'gift' },
  { code: 'sale_cash_register_sale_list', label: 'Ventes en caisse', area: 'sale', paths: ['/sale-cash-register-list', '/sale-cash-register/:cashRegisterSaleId'] },
  { code: 'sale_cash_register_list', label: 'Caisses', area: 'sale', paths: ['/cash-register-list', '/cash-register/:cashRegisterId'] },
  { code: 'sale_cash_register_type_list', label: 'Types de caisse', area: 'sale', paths: ['/cash-register-type-list', '/cash-register-type/:cashRegisterTypeId'] },
  { code: 'sale_preference', label: 'Préférences des ventes', area: 'sale', paths: ['/preference/sale'] },
  // Résultats
  { code: 'result_financial_year_list', label: 'Exercices comptables', area: 'result', paths: ['/admin/financial-year-list', '/admin/financial-year/:financialYearId'] },
  { code: 'result_expense_type_list', label: 'Types de dépense', area: 'result', paths: ['/expense-type-list', '/expense-type/:expenseTypeId'] },
  { code: 'result_expense_list', label: 'Dépenses', area: 'result', paths: ['/expenses-list/:yearMonth'] },
  { code: 'result_accounting_account_list', label: 'Comptes comptables', area: 'result', paths: ['/accounting-account-list', '/accounting-account/:accountingAccountId'] },
  { code: 'result_accounting_account_discount', label: 'Comptes des remises', area: 'result', paths: ['/accounting-account-discount'] },
  { code: 'result_accounting_plan', label: 'Plans comptables', area: 'result', paths: ['/accounting-account-detail-plan-preview', '/accounting-account-payment-plan-preview', '/accounting-account-detail-plan', '/accounting-account-detail-plan-start-date', '/accounting-account-detail-plan-end-date', '/accounting-account-payment-plan'] },
  { code: 'result_accounting_settings', label: 'Paramètres comptables', area: 'result', paths: ['/accounting-journal-settings', '/accounting-customer-account-settings'] },
  { code: 'result_accounting_export', label: 'Export comptable', area: 'result', paths: ['/accounting-export', '/accounting-export-history'], module: 'accounting_export' },
  { code: 'result_tax_statement_list', label: 'Déclarations de taxe de séjour', area: 'result', paths: ['/tax-statement-list'], module: 'tax_statement' },
  { code: 'result_tva_statement_list', label: 'Déclarations de TVA', area: 'result', paths: ['/tva-statement-list'], module: 'tva_statement' },
  { code: 'result_result', label: 'Résultat', area: 'result', paths: ['/result', '/result-detail'] },
  { code: 'result_closure', label: 'Clôtures', area: 'result', paths: ['/closure'] },
  { code: 'result_credit_list', label: 'Avoirs', area: 'result', paths: ['/result-credit-list'] },
  { code: 'result_post_history', label: 'Historique des écritures', area: 'result', paths: ['/post-history'] },
  { code: 'result_preference', label: 'Préférences des résultats', area: 'result', paths: ['/preference/result'] },
  // Statistiques
  { code: 'statistics_statistics', label: 'Statistiques', area: 'statistics', paths: ['/statistics-copy', '/statistics', '/statistics-informations', '/statistics-parameters-informations', '/statistics-geographic-informations'], module: 'statistics' },
  { code: 'statistics_nights_by_place', label: 'Nuitées par emplacement', area: 'statistics', paths: ['/stat/nights-by-place', '/stat/nights-by-place-informations'], module: 'statistics' },
  { code: 'statistics_graph_layout', label: 'Graphique des aménagements', area: 'statistics', paths: ['/stats/graph-amenagement', '/stats/graph-amenagement-informations'], module: 'statistics' },
  { code: 'statistics_graph_turnover', label: "Graphique du chiffre d'affaires", area: 'statistics', paths: ['/stats/graph-ca', '/stats/graph-ca-copy', '/stats/graph-ca-informations'], module: 'statistics' },
  { code: 'statistics_geographical', label: 'Statistiques géographiques', area: 'statistics', paths: ['/stats/geographical'], module: 'statistics' },
  { code: 'statistics_sales', label: 'Statistiques des ventes', area: 'statistics', paths: ['/stats/sales', '/stats/sales-informations'], module: 'statistics' },
  { code: 'statistics_revpar', label: 'RevPAR', area: 'statistics', paths: ['/stats-revpar', '/stats-revpar-copy'], module: 'statistics' },
  { code: 'statistics_rmd_technologies', label: 'RMD Technologies', area: 'statistics', paths: ['/stats/stats-RMD-Technologies'], module: 'yield_management' },
  { code: 'statistics_days_before_occupancy', label: 'Délai de réservation', area: 'statistics', paths: ['/stat/days-before-occupancies', '/stat/days-before-occupancies-informations'], module: 'statistics' },
  { code: 'statistics_daily_operations', label: 'Opérations du jour', area: 'statistics', paths: ['/daily-operations', '/daily-operations-informations'] },
  { code: 'statistics_insee_transmission', label: 'Transmission dématérialisée INSEE', area: 'statistics', paths: ['/transmission-dematerialisee'], module: 'insee' },
  // Campagnes
  { code: 'campaign_grc_list', label: 'Campagnes', area: 'campaign', paths: ['/grc/:grcId', '/grc-list'], module: 'emailing' },
  { code: 'campaign_grc_history_list', label: 'Historique des campagnes', area: 'campaign', paths: ['/grc-history-list', '/grc-history/:grcHistoryId'], module: 'emailing' },
  { code: 'campaign_mailing_criteria_list', label: 'Critères de mailing', area: 'campaign', paths: ['/mailing-criteria-list', '/mailing-criteria/:mailingCriteriaId'], module: 'emailing' },
  // Paramètres de groupe
  { code: 'group_settings_preference_group', label: 'Préférences du groupe', area: 'group_settings', paths: ['/admin/module/preference-group-grid', '/admin/module/preference-group/:providerId'] },
  // Système
  { code: 'system_backup', label: 'Sauvegarde et mise à jour', area: 'system', paths: [] },
  { code: 'system_file_verification', label: 'Vérification des fichiers', area: 'system', paths: ['/verif-file-page'] },
  { code: 'system_import_v1', label: "Import depuis l'ancienne version", area: 'system', paths: ['/import-v1'] },
  { code: 'system_history', label: 'Historique', area: 'system', paths: ['/jet'] },
  { code: 'system_transfer_customers', label: 'Transfert de clients', area: 'system', paths: ['/transfer-customers'] },
  { code: 'system_verif_double_bill', label: 'Vérification des doubles factures', area: 'system', paths: ['/verif-double-bill'] },
  { code: 'system_verif_due_bill', label: 'Vérification des factures dues', area: 'system', paths: ['/verif-due-bill'] },
  { code: 'system_purging_files', label: 'Purge des fichiers', area: 'system', paths: ['/purging-files'] },
  { code: 'system_purge_grid_history', label: "Purge de l'historique des grilles", area: 'system', paths: ['/purge-grid-history'] },
  { code: 'system_init_demo', label: 'Initialisation de la démo', area: 'system', paths: ['/init-demo'] },
  { code: 'system_verif_tickets_payment', label: 'Vérification des paiements des tickets', area: 'system', paths: ['/verif-tickets-payment'] },
  { code: 'system_add_customer_to_sales', label: 'Ajout du client aux ventes', area: 'system', paths: ['/add-customer-to-sales'] },
  { code: 'system_check_sales', label: 'Contrôle des ventes', area: 'system', paths: ['/check-sales'] },
  { code: 'system_update_unbilled_bookings', label: 'Mise à jour des réservations non facturées', area: 'system', paths: ['/update-unbilled-bookings'] },
] as const satisfies readonly FunctionalityDef[];

export type FunctionalityCode = (typeof catalogue)[number]['code'];

export interface Functionality extends FunctionalityDef {
  readonly code: FunctionalityCode;
}

export const functionalities: readonly Functionality[] = catalogue;

/** Need the `systeme` flag whatever the rights say. */
export const systemOnlyFunctionalities = [
  'system_backup',
  'system_file_verification',
  'system_import_v1',
  // Demo initialisation rewrites the establishment and adds 500 customers: a technician's tool.
  'system_init_demo',
] as const satisfies readonly FunctionalityCode[];

const byCode = new Map<string, Functionality>(functionalities.map((f) => [f.code, f]));

export function functionalityByCode(code: string): Functionality | undefined {
  return byCode.get(code);
}

export function isFunctionalityCode(code: string): code is FunctionalityCode {
  return byCode.has(code);
}

const systemOnly = new Set<string>(systemOnlyFunctionalities);

export function isSystemOnly(code: string): boolean {
  return systemOnly.has(code);
}

function segmentsOf(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.split('/').filter((s) => s !== '');
}

/** Whether a concrete UI path ('/customer/1/42') fits a route pattern ('/customer/:tab/:customerId'). */
export function pathMatches(pattern: string, uiPath: string): boolean {
  return segmentsMatch(segmentsOf(pattern), segmentsOf(uiPath));
}

function segmentsMatch(want: readonly string[], got: readonly string[]): boolean {
  return want.length === got.length && want.every((s, i) => (s.startsWith(':') ? true : s === got[i]));
}

// Split once: the settings and provider routes ask for dozens of paths while the service starts.
const routes = functionalities.flatMap((f) =>
  f.paths.map((pattern) => ({ want: segmentsOf(pattern), functionality: f })),
);

/** The functionality guarding a concrete UI path; undefined for entry routes and unknown paths. */
export function functionalityForPath(uiPath: string): Functionality | undefined {
  const got = segmentsOf(uiPath);
  return routes.find((r) => segmentsMatch(r.want, got))?.functionality;
}
