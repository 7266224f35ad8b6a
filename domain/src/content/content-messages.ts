// The home page content's messages, said the same way by the back office's form and the API.
export const contentMessages = {
  greetingRequired: 'The greeting is required',
  headingRequired: 'The heading is required',
  buttonLabelRequired: "The button's label is required",
  buttonHrefInvalid: "The button's target must be a path on this site (/portfolio) or an https:// address",
  counterValueRequired: "A counter's value is required",
  counterLabelRequired: "A counter's label is required",
  summaryCount: (min: number, max: number) => `The Business Summary holds ${min} to ${max} counters`,
  questionRequired: 'The question is required',
  answerRequired: 'The answer is required',
  faqCount: (min: number, max: number) => `The FAQ holds ${min} to ${max} questions`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  contentInvalid: 'Send the hero, the summary and the FAQ',
  pageInvalid: 'Send the title and the body',
  pageNotFound: 'Page not found',
  portfolioKept: 'The portfolio page cannot be deleted',
} as const;
