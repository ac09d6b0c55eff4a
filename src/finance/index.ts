/** The calculators' maths: pure functions, no React. */
export * from './spreadsheet';
export * from './schedule';
export {NoSolutionError} from './solve';
export * from './calculators/commercialPropertyLoan';
export * from './calculators/commercialRealEstate';
export * from './calculators/assetFinanceRoi';
export * from './calculators/workingCapital';
export * from './interestSchedules';
export * from './calculators/secondMortgage';
export * from './calculators/bridgingLoan';
export * from './calculators/loanComparison';
export * from './lateExit';
