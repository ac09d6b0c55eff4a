/** The calculators' maths: pure functions, no React. See src/finance/README.md. */
export * from './spreadsheet';
export * from './schedule';
export {NoSolutionError} from './solve';
