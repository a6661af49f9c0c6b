import { describe, expect, it } from 'vitest';

import {
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
import en from '../locales/en.json';
import { labelOf, type LabelLists } from './labels';

const LISTS: LabelLists = {
  appealStatus: APPEAL_STATUS_LABELS,
  complaintStatus: COMPLAINT_STATUS_LABELS,
  disputeStatus: DISPUTE_STATUS_LABELS,
  donationStatus: DONATION_STATUS_LABELS,
  identificationType: IDENTIFICATION_TYPE_LABELS,
  ownership: OWNERSHIP_LABELS,
  projectStatus: PROJECT_STATUS_LABELS,
  projectType: PROJECT_TYPE_LABELS,
  searchType: SEARCH_TYPE_LABELS,
};

describe("the contracts' labels", () => {
  it('are in English the contract’s own words, each one in the kit’s catalog', () => {
    for (const [list, labels] of Object.entries(LISTS))
      for (const [value, label] of Object.entries(labels)) expect((en as Record<string, string>)[`label.${list}.${value}`]).toBe(label);
    expect(labelOf('donationStatus', 'pending')).toBe('Awaiting payment');
  });
});
