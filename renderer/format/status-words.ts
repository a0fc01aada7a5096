// One rule for screens and exports alike: it lives in shared/.
export { statusWords } from '../../shared/orders/status-words.ts';
