// Company identifier and phone display, shared with the service: re-exported, not copied.
export { formatPhone } from '../../service/validation/phone';
export { formatSiret } from '../../service/validation/siret';
