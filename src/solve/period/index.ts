// Stage: certify/period. The periodicity toolkit: detect a period in computed values, certify it by a
// theorem from a finite window, recheck a stored certificate, read values and decide claims for
// every n from it; plus Bouton's misère Nim rule. Re-exports only.

export { detectPeriod, type DetectPeriodOptions, type DetectedPeriod } from './detectPeriod.js';
export type { CertifyResult, OctalCertificate, PeriodCertificate, SubtractionCertificate } from './certificate.js';
export { certifySubtractionPeriod, subtractionWindow, type SubtractionPeriodOptions } from './certifySubtractionPeriod.js';
export { certifyOctalPeriod, octalWindow, type OctalPeriodOptions } from './certifyOctalPeriod.js';
export { recheckCertificate, type RecheckResult } from './recheckCertificate.js';
export { patternRow, patternRowIndex, patternValue } from './patternValue.js';
export { decideForAllN, type DecideResult, type RowPredicate } from './decideForAllN.js';
export { misereNimSafe } from './misere.js';
