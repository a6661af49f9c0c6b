import { pageSchema, type Page } from '../pagination';
import { z } from '../zod-config';
import { CONTENT_RESOURCES } from './content-resources';
import * as content from './content-schemas';
import { named } from './describe';
import { CONFIG_FORM_CHECKS } from './form-checks';
import { REFERENCE_RESOURCES } from './reference-resources';
import type { ConfigItem } from './resource';
import * as schemas from './schemas';

/** Every configuration resource, in the order of the configuration home page. */
export const CONFIG_RESOURCES = named({ ...CONTENT_RESOURCES, ...REFERENCE_RESOURCES });

export type ConfigResourceName = keyof typeof CONFIG_RESOURCES;

/** The item and input schema of each resource, for the API's validation and the forms. */
export const CONFIG_SCHEMAS = {
  news: { item: content.newsConfigSchema, input: content.newsInputSchema },
  polls: { item: content.pollConfigSchema, input: content.pollInputSchema },
  'poll-options': { item: content.pollOptionConfigSchema, input: content.pollOptionInputSchema },
  campaigns: { item: content.campaignConfigSchema, input: content.campaignInputSchema },
  petitions: { item: content.petitionConfigSchema, input: content.petitionInputSchema },
  documents: { item: content.documentConfigSchema, input: content.documentInputSchema },
  'document-categories': { item: content.documentCategoryConfigSchema, input: content.documentCategoryInputSchema },
  'document-subcategories': { item: content.documentSubcategoryConfigSchema, input: content.documentSubcategoryInputSchema },
  'donation-causes': { item: content.donationCauseConfigSchema, input: content.donationCauseInputSchema },
  organization: { item: content.organizationConfigSchema, input: content.organizationInputSchema },
  'chat-groups': { item: schemas.chatGroupConfigSchema, input: schemas.chatGroupInputSchema },
  departments: { item: schemas.departmentConfigSchema, input: schemas.departmentInputSchema },
  'complaint-types': { item: schemas.complaintTypeConfigSchema, input: schemas.complaintTypeInputSchema },
  'dispute-bcc-recipients': { item: schemas.bccRecipientConfigSchema, input: schemas.bccRecipientInputSchema },
  'water-meter-types': { item: schemas.meterTypeConfigSchema, input: schemas.meterTypeInputSchema },
  'electrical-meter-types': { item: schemas.meterTypeConfigSchema, input: schemas.meterTypeInputSchema },
  'emergency-contacts': { item: schemas.emergencyContactConfigSchema, input: schemas.emergencyContactInputSchema },
  'emergency-categories': { item: schemas.emergencyCategoryConfigSchema, input: schemas.emergencyCategoryInputSchema },
  'emergency-subcategories': { item: schemas.emergencySubcategoryConfigSchema, input: schemas.emergencySubcategoryInputSchema },
  'emergency-subcategory-options': { item: schemas.emergencyOptionConfigSchema, input: schemas.emergencyOptionInputSchema },
  'dispute-types': { item: schemas.disputeTypeConfigSchema, input: schemas.disputeTypeInputSchema },
  'dispute-criteria': { item: schemas.disputeCriterionConfigSchema, input: schemas.disputeCriterionInputSchema },
  'council-members': { item: schemas.councilMemberConfigSchema, input: schemas.councilMemberInputSchema },
  'municipal-request-types': { item: schemas.municipalRequestTypeConfigSchema, input: schemas.municipalRequestTypeInputSchema },
  towns: { item: schemas.townConfigSchema, input: schemas.townInputSchema },
  suburbs: { item: schemas.suburbConfigSchema, input: schemas.suburbInputSchema },
} as const satisfies Record<ConfigResourceName, { item: z.ZodMiniObject; input: z.ZodMiniObject }>;

/** The response schemas of one resource, typed for the generic screens (each item has an id). */
export function configItemSchema(name: ConfigResourceName): z.ZodMiniType<ConfigItem> {
  return CONFIG_SCHEMAS[name].item as unknown as z.ZodMiniType<ConfigItem>;
}
export function configPageSchema(name: ConfigResourceName): z.ZodMiniType<Page<ConfigItem>> {
  return pageSchema(CONFIG_SCHEMAS[name].item) as unknown as z.ZodMiniType<Page<ConfigItem>>;
}

type AnyInputSchema = (typeof CONFIG_SCHEMAS)['towns']['input'];

/**
 * A resource's input schema with its rules across fields (CONFIG_FORM_CHECKS), checked even when
 * other answers are wrong: every problem of a submission is said at once.
 */
export function configFormSchema(name: ConfigResourceName): AnyInputSchema {
  return (CONFIG_FORM_CHECKS[name] ?? []).reduce(
    (schema, check) =>
      schema.check(
        z.refine((input) => check.valid(input as Record<string, unknown>), {
          path: [check.field],
          message: check.message,
          when: () => true,
        }),
      ),
    CONFIG_SCHEMAS[name].input as AnyInputSchema,
  );
}
