// Every table, for drizzle's query API and drizzle-kit's migration generator.
export * from '../domains/admin-periods/schema';
export * from '../domains/customer/schema';
export * from '../domains/establishment/schema';
export * from '../domains/module/schema';
export * from '../domains/reference/schema';
export * from '../domains/security/schema';
export * from '../settings/schema';
