// Every entity served by the generic calls, and every domain's own routes: the one list to
// extend when a capability arrives.
import type { Hono } from 'hono';
import type { Deps } from './deps';
import { activityPeriodEntity, financialYearEntity } from './domains/admin-periods';
import { customerEntity } from './domains/customer/entity';
import { documentRoutes } from './domains/document/routes';
import { currencyEntity } from './domains/establishment/entities';
import { establishmentRoutes } from './domains/establishment/routes';
import { createEstablishmentService } from './domains/establishment/service';
import { maintenanceRoutes } from './domains/maintenance/routes';
import { type ModuleSwitches, moduleProviderEntities, moduleRoutes } from './domains/module';
import { preferenceRoutes } from './domains/preference';
import {
  animalTypeEntity,
  civilityEntity,
  countryEntity,
  languageEntity,
  tvaEntity,
  vehicleBrandEntity,
  vehicleTypeEntity,
} from './domains/reference';
import { groupEntity } from './domains/security/groups-entity';
import { headerCustomNameEntity } from './domains/security/header-names-entity';
import { rightsRoutes } from './domains/security/rights-routes';
import type { Sessions } from './domains/security/sessions';
import { userEntity } from './domains/security/users-entity';
import { supportRoutes } from './domains/support/routes';
import type { EntityDescriptor } from './http/entity/descriptor';
import type { AppEnv } from './http/env';

// Each descriptor is typed by its own DTO; the router only needs the common shape.
export const entityDescriptors = [
  userEntity,
  groupEntity,
  headerCustomNameEntity,
  currencyEntity,
  civilityEntity,
  languageEntity,
  countryEntity,
  tvaEntity,
  animalTypeEntity,
  vehicleTypeEntity,
  vehicleBrandEntity,
  activityPeriodEntity,
  financialYearEntity,
  customerEntity,
  ...moduleProviderEntities,
] as unknown as readonly EntityDescriptor[];

export function domainRoutes(deps: Deps, sessions: Sessions, moduleSwitches: ModuleSwitches): Hono<AppEnv>[] {
  return [
    rightsRoutes(),
    establishmentRoutes(createEstablishmentService(deps.db, deps.clock, deps.dataDir)),
    maintenanceRoutes(sessions),
    documentRoutes(),
    supportRoutes(),
    ...moduleRoutes(moduleSwitches),
    preferenceRoutes(),
  ];
}
