// Every table, for drizzle's query API and drizzle-kit's migration generator.
export * from '../domains/accounting-account/schema';
export * from '../domains/admin-periods/schema';
export * from '../domains/customer/schema';
export * from '../domains/establishment/schema';
export * from '../domains/extra/schema';
export * from '../domains/mailing-criteria/schema';
export * from '../domains/module/schema';
export * from '../domains/partner/schema';
export * from '../domains/payment-setup/schema';
export * from '../domains/place/schema';
export * from '../domains/pricing/schema';
export * from '../domains/reference/geography-schema';
export * from '../domains/reference/schema';
export * from '../domains/residential-setup/schema';
export * from '../domains/security/schema';
export * from '../domains/tax/schema';
export * from '../settings/schema';
