export { validationEsES as messages } from '@alento/validation';
