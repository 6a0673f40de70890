export { validationPtPT as messages } from '@alento/validation';
