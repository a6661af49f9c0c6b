import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ErrorSummary, formatDate, TextAreaField, useApi, useForm } from '@portal/shared';
import { appealDetailSchema, appealInputSchema, type Dispute, type Upload } from '@portal/shared/contracts';

import { UploadStep } from '../cases/upload-step';
import { disputeKeys } from './get-disputes';

const MORE_EVIDENCE = { name: 'evidence_ids', label: 'More evidence (optional)', purpose: 'dispute_evidence' } as const;

export function AppealForm({ dispute }: { dispute: Dispute }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [evidence, setEvidence] = useState<Upload[]>([]);
  const form = useForm(appealInputSchema, { reason: '' });
  const submit = form.onSubmit(
    (values) => ({ dispute_id: dispute.id, reason: values.reason ?? '', evidence_ids: evidence.map((upload) => upload.id) }),
    async (input, { idempotencyKey }) => {
      const appeal = await api.post('/appeals/', input, { schema: appealDetailSchema, headers: { 'Idempotency-Key': idempotencyKey } });
      await queryClient.invalidateQueries({ queryKey: disputeKeys.all });
      navigate(`/disputes/appeals/${appeal.id}`, { state: { lodged: true } });
    },
  );
  return (
    <section aria-labelledby="appeal-title" className="border-1px border-base-lighter padding-2 radius-md margin-y-3">
      <h2 id="appeal-title" className="margin-top-0">
        Appeal this decision
      </h2>
      <p>You can appeal until {formatDate(dispute.appeal_deadline)}. A different officer reviews every appeal.</p>
      <ErrorSummary errors={form.summary} />
      <p>All questions are required unless they say they are optional.</p>
      <form className="usa-form maxw-full" noValidate onSubmit={submit}>
        <TextAreaField label="Why should the decision change?" {...form.field('reason')} />
        <UploadStep upload={MORE_EVIDENCE} uploads={evidence} onUploads={setEvidence} form={form} submit="Submit appeal" />
      </form>
    </section>
  );
}
