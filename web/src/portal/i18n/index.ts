export { defineCopy, useCopy, type Copy } from './copy';
export {
  formatDateIn,
  formatDateTimeIn,
  formatNumberIn,
  formatPesosAmount,
  formatTimeIn,
  useFormat,
} from './format';
export {
  LANGUAGES,
  currentLanguage,
  setLanguage,
  useLanguage,
  applyDocumentLanguage,
  type Language,
} from './language';
