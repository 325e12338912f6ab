// Stage: prove. The part of an obligation's detail that names the route Z3 took rather than what was
// proved: condition I with a strategy is tried case by case first, and whether that or the plain form
// answers depends on timing under load. --deterministic reports drop it (report/renderJson.ts).

export const CASE_BY_CASE_ROUTE = '; checked case by case (some case applies, and the first case that applies names a legal move into S)';
