/** The readiness check's name and texts, read by its page, the tools list, the home page and the service pages. */
export const readinessCheck = {
  name: 'Loan readiness check',
  path: '/tools/loan-readiness-check',
  /** The question it answers, as the tools list shows each tool. */
  answers: 'Is my loan likely to be workable, which finance fits, and what should I prepare?',
  description:
    'Quick questions, most answered with one tap, no personal details: which business finance may fit, what lenders will look at, and a document checklist to print.',
} as const;
