// What the registry and the campaigns (to come) may use of the mailing criteria.
export { mailingCriteriaEntity } from './entity';
