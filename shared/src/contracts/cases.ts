import { complaintSchema } from './complaints';
import { wordsLanguage } from './content-language';
import { bodyIdSchema } from './ids';
import { pageQuerySchema } from './pagination';
import { uploadSchema } from './uploads';
import { z } from './zod-config';

/** One entry of a case's history: a change of status, or a note, each by the resident or staff. */
export const timelineEntrySchema = z.object({
  id: z.number().check(z.int()),
  created_at: z.string(),
  kind: z.enum(['status', 'note']),
  from_status: z.nullable(z.string()),
  to_status: z.nullable(z.string()),
  note: z.nullable(z.string()),
  author: z.enum(['resident', 'staff']),
  author_name: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** Who lodged a case: in staff's lists of everyone's cases only, never in a resident's own. */
export const lodgedBySchema = z.object({ name: z.string(), email: z.string() });
export type LodgedBy = z.infer<typeof lodgedBySchema>;

/** Staff move a case along with a note the resident sees. */
export function transitionSchema<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.strictObject({
    status: z.enum(statuses, 'contract.transition.status.required'),
    note: z
      .string()
      .check(z.trim(), z.minLength(1, 'contract.transition.note.required'), z.maxLength(2000, 'contract.common.maxLength.2,000')),
  });
}

export const INVALID_TRANSITION = 'This case cannot move to that status from where it is now.';

// Every message of a schema is a message id of the kit's catalogs (see zod-config.ts).
const ids = z.array(bodyIdSchema()).check(z.maxLength(5, 'contract.attachments.tooMany'));
const description = z
  .string()
  .check(z.trim(), z.minLength(20, 'contract.complaint.description.tooShort'), z.maxLength(5000, 'contract.common.maxLength.5,000'));
const disputeDescription = z
  .string()
  .check(z.trim(), z.minLength(20, 'contract.dispute.description.tooShort'), z.maxLength(5000, 'contract.common.maxLength.5,000'));

/** Complaints: submitted → in progress → resolved or rejected. */
export const COMPLAINT_TRANSITIONS = {
  submitted: ['in_progress', 'rejected'],
  in_progress: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
} as const;

export const complaintTypeSchema = z.object({ id: z.number().check(z.int()), name: z.string(), description: z.string(), ...wordsLanguage });
export type ComplaintType = z.infer<typeof complaintTypeSchema>;

export const complaintInputSchema = z
  .strictObject({
    complaint_type_id: bodyIdSchema('contract.complaint.type.required'),
    description,
    property_id: z.optional(z.nullable(bodyIdSchema())),
    address: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(300, 'contract.common.maxLength.300')))),
    photo_ids: z._default(ids, []),
  })
  .check(
    // Checked with the rest, even when another answer is missing: one round of errors, not two.
    z.refine((value) => Boolean(value.property_id || value.address), {
      path: ['address'],
      message: 'contract.complaint.address.required',
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  )
  .register(z.globalRegistry, {
    description:
      'Either `property_id` or `address` is needed (else a 400 on `address`). Text fields are trimmed of surrounding white space before they are checked.',
  });
export type ComplaintInput = z.infer<typeof complaintInputSchema>;

export const complaintDetailSchema = z.extend(complaintSchema, {
  location: z.string(),
  property_id: z.nullable(z.number().check(z.int())),
  photos: z.array(uploadSchema),
  timeline: z.array(timelineEntrySchema),
  resident: z.object({ name: z.string(), email: z.string() }),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

/** A complaint in staff's list of everyone's: with who lodged it. */
export const staffComplaintSchema = z.extend(complaintSchema, { lodged_by: lodgedBySchema });
export type StaffComplaint = z.infer<typeof staffComplaintSchema>;

/** Disputes: submitted → under review → upheld or rejected; a rejected one may be appealed. */
export const DISPUTE_STATUSES = ['submitted', 'under_review', 'upheld', 'rejected'] as const;
export const DISPUTE_STATUS_LABELS: Record<(typeof DISPUTE_STATUSES)[number], string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  upheld: 'Upheld',
  rejected: 'Rejected',
};
export const DISPUTE_TRANSITIONS = {
  submitted: ['under_review'],
  under_review: ['upheld', 'rejected'],
  upheld: [],
  rejected: [],
} as const;
export const APPEAL_WINDOW_DAYS = 30;

export const disputeCriterionSchema = z.object({
  id: z.number().check(z.int()),
  question: z.string(),
  help: z.string(),
  required: z.boolean(),
  /** Answered yes or no (two radios), whatever language the question is read in: see isYesNoQuestion. */
  yes_no: z.boolean(),
  ...wordsLanguage,
});
export const disputeTypeSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** What the resident needs to have at hand. */
  requirements: z.string(),
  criteria: z.array(disputeCriterionSchema),
  ...wordsLanguage,
});
export type DisputeType = z.infer<typeof disputeTypeSchema>;
export type DisputeCriterion = z.infer<typeof disputeCriterionSchema>;

export const disputeInputSchema = z.strictObject({
  property_id: bodyIdSchema('contract.dispute.property.required'),
  billing_period: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'contract.dispute.billingPeriod.invalid')),
  amount_disputed_cents: z
    .number('contract.dispute.amount.invalid')
    .check(
      z.int('contract.dispute.amount.invalid'),
      z.gte(1, 'contract.dispute.amount.invalid'),
      z.lte(100_000_000, 'contract.dispute.amount.tooLarge'),
    ),
  answers: z
    .array(
      z.strictObject({
        criterion_id: bodyIdSchema(),
        answer: z
          .string()
          .check(z.trim(), z.minLength(1, 'contract.common.answerQuestion'), z.maxLength(1000, 'contract.common.maxLength.1,000')),
      }),
    )
    .check(z.maxLength(50)),
  description: disputeDescription,
  evidence_ids: z._default(ids, []),
});
export type DisputeInput = z.infer<typeof disputeInputSchema>;

const YES_NO = /^(is|are|was|were|do|does|did|has|have|had|can|could|will|would|should)\b/i;

/**
 * A question answered yes or no ("Was the meter read on site?"), told by the way its English, as
 * staff wrote it, opens: the API says so of each question as `yes_no`, in every language it is read in.
 */
export function isYesNoQuestion(question: string): boolean {
  return YES_NO.test(question.trim());
}

/**
 * The message for a required question left unanswered: the question itself, then what to do. Its
 * id names the question as `{question}`: "{question} Choose yes or no." (the question as staff
 * wrote it, in no catalog), filled in with unansweredValues.
 */
export function unansweredMessage(criterion: Pick<DisputeCriterion, 'yes_no'>): string {
  return criterion.yes_no ? 'contract.dispute.answer.unansweredYesNo' : 'contract.dispute.answer.unanswered';
}

/** The values unansweredMessage's message names. */
export function unansweredValues(question: string): { question: string } {
  return { question: question.trim() };
}

/**
 * A dispute of one kind as its form sends it: `disputeInputSchema` and an answer to each of the
 * kind's required questions, all checked on the first submit (the API checks them again). Each
 * required question left unanswered is an error on its own field, `answer_{criterion id}`.
 */
export function disputeFormSchema(type: Pick<DisputeType, 'criteria'>) {
  let schema = disputeInputSchema;
  for (const criterion of type.criteria.filter((each) => each.required)) {
    schema = schema.check(
      z.refine((input) => Array.isArray(input.answers) && input.answers.some((answer) => answer?.criterion_id === criterion.id), {
        path: [`answer_${criterion.id}`],
        message: unansweredMessage(criterion),
        params: unansweredValues(criterion.question),
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      }),
    );
  }
  return schema;
}

export const disputeSchema = z.object({
  id: z.number().check(z.int()),
  reference: z.string(),
  type: z.object({ id: z.number().check(z.int()), slug: z.string(), name: z.string() }),
  property: z.string(),
  billing_period: z.string(),
  amount_disputed_cents: z.number().check(z.int()),
  status: z.enum(DISPUTE_STATUSES),
  created_at: z.string(),
  /** Set when rejected: the last day an appeal may be lodged. */
  appeal_deadline: z.nullable(z.string()),
  can_appeal: z.boolean(),
  appeal_id: z.nullable(z.number().check(z.int())),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** A dispute in staff's list of everyone's: with who lodged it. */
export const staffDisputeSchema = z.extend(disputeSchema, { lodged_by: lodgedBySchema });
export type StaffDispute = z.infer<typeof staffDisputeSchema>;

export const disputeDetailSchema = z.extend(disputeSchema, {
  description: z.string(),
  answers: z.array(z.object({ criterion_id: z.number().check(z.int()), question: z.string(), answer: z.string() })),
  evidence: z.array(uploadSchema),
  timeline: z.array(timelineEntrySchema),
  resident: z.object({ name: z.string(), email: z.string() }),
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

/** Appeals: submitted → under review → upheld or dismissed. */
export const APPEAL_STATUSES = ['submitted', 'under_review', 'upheld', 'dismissed'] as const;
export const APPEAL_STATUS_LABELS: Record<(typeof APPEAL_STATUSES)[number], string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  upheld: 'Upheld',
  dismissed: 'Dismissed',
};
export const APPEAL_TRANSITIONS = {
  submitted: ['under_review'],
  under_review: ['upheld', 'dismissed'],
  upheld: [],
  dismissed: [],
} as const;
export const APPEAL_NOT_ALLOWED = 'Only a rejected dispute can be appealed, once, within 30 days of the decision.';

export const appealInputSchema = z.strictObject({
  dispute_id: bodyIdSchema(),
  reason: z
    .string()
    .check(z.trim(), z.minLength(20, 'contract.appeal.reason.tooShort'), z.maxLength(5000, 'contract.common.maxLength.5,000')),
  evidence_ids: z._default(ids, []),
});
export type AppealInput = z.infer<typeof appealInputSchema>;

export const appealSchema = z.object({
  id: z.number().check(z.int()),
  reference: z.string(),
  dispute_id: z.number().check(z.int()),
  dispute_reference: z.string(),
  status: z.enum(APPEAL_STATUSES),
  created_at: z.string(),
});
export type Appeal = z.infer<typeof appealSchema>;

/** An appeal in staff's list of everyone's: with who lodged it. */
export const staffAppealSchema = z.extend(appealSchema, { lodged_by: lodgedBySchema });
export type StaffAppeal = z.infer<typeof staffAppealSchema>;

export const appealDetailSchema = z.extend(appealSchema, {
  reason: z.string(),
  evidence: z.array(uploadSchema),
  timeline: z.array(timelineEntrySchema),
  resident: z.object({ name: z.string(), email: z.string() }),
});
export type AppealDetail = z.infer<typeof appealDetailSchema>;

/**
 * Staff lists of everyone's cases: a page, optionally of one status and one type (complaints: the
 * complaint type's id; disputes and appeals: the dispute type's slug). `search` looks in the
 * reference, the description and the resident's name and email. Each list checks `status`
 * against its own statuses (an unknown one is `400 errors.status`).
 */
export const staffCaseQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  type: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type StaffCaseQuery = z.infer<typeof staffCaseQuerySchema>;
