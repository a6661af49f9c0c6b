import { wordsLanguage } from './content-language';
import { bodyIdSchema } from './ids';
import { z } from './zod-config';

/** Polls: open, upcoming or closed by their dates, decided on the server. */
export const POLL_STATUSES = ['upcoming', 'open', 'closed'] as const;

export const pollOptionSchema = z.object({
  id: z.number().check(z.int()),
  label: z.string(),
  /** Counted votes; null while results are hidden (before voting, while the poll is open). */
  votes: z.nullable(z.number().check(z.int())),
  ...wordsLanguage,
});

export const pollSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  status: z.enum(POLL_STATUSES),
  options: z.array(pollOptionSchema),
  /** Shown after voting and once the poll is closed. */
  results_visible: z.boolean(),
  total_votes: z.nullable(z.number().check(z.int())),
  my_option_id: z.nullable(z.number().check(z.int())),
  ...wordsLanguage,
});
export type Poll = z.infer<typeof pollSchema>;
export type PollOption = z.infer<typeof pollOptionSchema>;

export const pollListQuerySchema = z.strictObject({ status: z.optional(z.enum(POLL_STATUSES)) });

export const voteInputSchema = z.strictObject({ option_id: bodyIdSchema('contract.vote.option.required') });
export type VoteInput = z.infer<typeof voteInputSchema>;

export const ALREADY_VOTED = 'You have already voted in this poll.';
export const POLL_NOT_OPEN = 'This poll is not open for voting.';

/** Petitions: a text, a goal of signatures and a closing date; one signature per person. */
export const PETITION_STATUSES = ['open', 'closed'] as const;

export const petitionSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  goal: z.number().check(z.int()),
  signature_count: z.number().check(z.int()),
  closes_at: z.string(),
  status: z.enum(PETITION_STATUSES),
  has_signed: z.boolean(),
  ...wordsLanguage,
});
export type Petition = z.infer<typeof petitionSchema>;

export const signatureResultSchema = z.object({ signature_count: z.number().check(z.int()), has_signed: z.boolean() });
export type SignatureResult = z.infer<typeof signatureResultSchema>;

export const ALREADY_SIGNED = 'You have already signed this petition.';
export const PETITION_CLOSED = 'This petition is closed.';
export const PROFILE_INCOMPLETE = 'Complete your profile before you sign or lodge anything.';

export const campaignSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image_url: z.nullable(z.string()),
  starts_at: z.string(),
  ends_at: z.nullable(z.string()),
  ...wordsLanguage,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const communityGroupSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  meeting_info: z.string(),
  contact_email: z.nullable(z.string()),
  url: z.nullable(z.string()),
  ...wordsLanguage,
});
export type CommunityGroup = z.infer<typeof communityGroupSchema>;

/** Public works by type; /projects/{type} only for these. */
export const PROJECT_TYPES = ['infrastructure', 'parks', 'housing', 'transport', 'utilities'] as const;
export const PROJECT_TYPE_LABELS: Record<(typeof PROJECT_TYPES)[number], string> = {
  infrastructure: 'Infrastructure',
  parks: 'Parks and recreation',
  housing: 'Housing',
  transport: 'Transport',
  utilities: 'Water and utilities',
};
export const PROJECT_STATUSES = ['planned', 'in_progress', 'completed'] as const;
export const PROJECT_STATUS_LABELS: Record<(typeof PROJECT_STATUSES)[number], string> = {
  planned: 'Planned',
  in_progress: 'In progress',
  completed: 'Completed',
};

export const projectSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  title: z.string(),
  type: z.enum(PROJECT_TYPES),
  status: z.enum(PROJECT_STATUSES),
  summary: z.string(),
  location: z.string(),
  budget_cents: z.nullable(z.number().check(z.int())),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  ...wordsLanguage,
});
export type Project = z.infer<typeof projectSchema>;

export const LEGISLATION_KINDS = ['ordinance', 'resolution', 'bylaw'] as const;
export const legislationSchema = z.object({
  id: z.number().check(z.int()),
  number: z.string(),
  title: z.string(),
  kind: z.enum(LEGISLATION_KINDS),
  summary: z.string(),
  adopted_on: z.string(),
  document_url: z.nullable(z.string()),
  ...wordsLanguage,
});
export type Legislation = z.infer<typeof legislationSchema>;

/** The field error when the chosen option belongs to another poll (or to none). */
export const POLL_OPTION_NOT_IN_POLL = "Choose one of this poll's options.";

/** Signing takes no input: an empty JSON object, nothing else. */
export const signPetitionInputSchema = z.strictObject({});

export const projectListQuerySchema = z.strictObject({ type: z.optional(z.enum(PROJECT_TYPES)) });
