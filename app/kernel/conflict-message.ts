/**
 * What staff read when someone else changed a record between loading the
 * page and sending its form: one wording for every back-office page.
 */
export const changedMeanwhileMessage =
  'Someone else changed this while you were looking at it; nothing of yours was saved. Check it again, then make your change if it is still needed.'
