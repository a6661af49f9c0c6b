/**
 * The rules across fields that the database holds (a poll closes after it opens), in the words the
 * API answers with, for the forms to check with every other question on the first submit: a person
 * meets one round of errors, not a second one from the API. Each message is a message id of the
 * kit's catalogs (see zod-config.ts).
 */
export type ConfigFormCheck = { field: string; message: string; valid: (input: Record<string, unknown>) => boolean };

const moment = (value: unknown) => (typeof value === 'string' && value !== '' ? Date.parse(value) : Number.NaN);
/** `later` is after `earlier`, or one of them is missing or unreadable (which its own rule reports). */
const after = (earlier: string, later: string) => (input: Record<string, unknown>) => {
  const [from, to] = [moment(input[earlier]), moment(input[later])];
  return Number.isNaN(from) || Number.isNaN(to) || to > from;
};
const given = (value: unknown) => value !== null && value !== undefined && value !== '' && !Number.isNaN(value);

export const CONFIG_FORM_CHECKS: Record<string, ConfigFormCheck[]> = {
  polls: [{ field: 'closes_at', message: 'contract.poll.closesAt.beforeOpens', valid: after('opens_at', 'closes_at') }],
  campaigns: [{ field: 'ends_at', message: 'contract.campaign.endsAt.beforeStarts', valid: after('starts_at', 'ends_at') }],
  'donation-causes': [
    {
      field: 'goal_cents',
      message: 'contract.donationCause.goal.campaignNeedsGoal',
      valid: (input) => input.kind !== 'campaign' || (given(input.goal_cents) && given(input.closes_at)),
    },
  ],
};
