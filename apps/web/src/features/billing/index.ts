// The billing feature's public pieces, composed into pages in src/app (never imported by other features).
export { CompleteReportBuyButton } from './components/complete-report-buy-button';
export { CreditBalanceLink } from './components/credit-balance-link';
export { CreditHistorySection } from './components/credit-history-section';
export { CreditsPurchaseCard } from './components/credits-purchase-card';
export { PaymentReturnNotice } from './components/payment-return-notice';
