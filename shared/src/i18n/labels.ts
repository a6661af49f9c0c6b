import type {
  APPEAL_STATUS_LABELS,
  COMPLAINT_STATUS_LABELS,
  DISPUTE_STATUS_LABELS,
  DONATION_STATUS_LABELS,
  IDENTIFICATION_TYPE_LABELS,
  OWNERSHIP_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPE_LABELS,
  SEARCH_TYPE_LABELS,
} from '../contracts';
import { kitText } from './kit-text';

/**
 * The contracts' named values (a status, a kind) as a person reads them, in the page's language:
 * the kit's catalogs hold `label.<list>.<value>`, whose English is the contract's own label
 * (labels.test.ts holds them equal), so every app shows a status in the same words.
 */
export type LabelLists = {
  appealStatus: typeof APPEAL_STATUS_LABELS;
  complaintStatus: typeof COMPLAINT_STATUS_LABELS;
  disputeStatus: typeof DISPUTE_STATUS_LABELS;
  donationStatus: typeof DONATION_STATUS_LABELS;
  identificationType: typeof IDENTIFICATION_TYPE_LABELS;
  ownership: typeof OWNERSHIP_LABELS;
  projectStatus: typeof PROJECT_STATUS_LABELS;
  projectType: typeof PROJECT_TYPE_LABELS;
  searchType: typeof SEARCH_TYPE_LABELS;
};
export type LabelList = keyof LabelLists;
export type LabelOf = <L extends LabelList>(list: L, value: keyof LabelLists[L] & string) => string;

/** A named value's label now (outside a component). */
export const labelOf: LabelOf = (list, value) => kitText.text(`label.${list}.${value}`);

/** A named value's label, for a component: it draws again when the language changes. */
export function useLabels(): LabelOf {
  kitText.useText();
  return labelOf;
}
