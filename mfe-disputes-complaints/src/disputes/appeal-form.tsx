import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { DraftNotice, ErrorSummary, formatDate, TextAreaField, useApi, useForm } from '@portal/shared';
import { appealDetailSchema, appealInputSchema, type Dispute, type Upload } from '@portal/shared/contracts';

import { UploadStep } from '../cases/upload-step';
import { useText } from '../text';
import { disputeKeys } from './get-disputes';

export function AppealForm({ dispute }: { dispute: Dispute }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useText();
  const [evidence, setEvidence] = useState<Upload[]>([]);
  const form = useForm(appealInputSchema, { reason: '' }, { draft: `appeal:${dispute.id}` });
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
        {t('appealForm.heading')}
      </h2>
      <p>{t('appealForm.deadline', { date: formatDate(dispute.appeal_deadline) })}</p>
      <ErrorSummary errors={form.summary} />
      <DraftNotice form={form} />
      <p>{t('form.required')}</p>
      <form className="usa-form maxw-full" noValidate onSubmit={submit}>
        <TextAreaField label={t('appealForm.reason.label')} {...form.field('reason')} />
        <UploadStep
          upload={{ name: 'evidence_ids', label: t('appealForm.evidence.label'), purpose: 'dispute_evidence' }}
          uploads={evidence}
          onUploads={setEvidence}
          form={form}
          submit={t('appealForm.submit')}
        />
      </form>
    </section>
  );
}
