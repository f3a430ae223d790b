import { type Enquiry, messages } from '@galaxia/core';
import { CircleCheck, Inbox, Mail } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useCloseEnquiryMutation, useEnquiriesQuery } from './enquiries-api.ts';
import { VerificationContests } from './verification-contests.tsx';

const text = messages.staff;

/** The contact form's inbox, for platform staff: the server refuses everyone else with its own message. */
export function EnquiriesPage() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useEnquiriesQuery({ page });
  return (
    <>
      <PageHeader
        title={text.inboxTitle}
        description="Verification contests to decide, then messages sent through the contact form, newest first."
      />
      {/* Only once the server has let the staff in: everyone else reads its one refusal below. */}
      {data ? <VerificationContests /> : null}
      {isLoading ? (
        <LoadingBlock label="Loading enquiries" />
      ) : error ? (
        <ErrorState
          message={errorMessage(error, 'Could not load enquiries.')}
          onRetry={() => void refetch()}
        />
      ) : !data || data.items.length === 0 ? (
        <EmptyState icon={<Inbox className="size-10" aria-hidden />} title={text.inboxEmpty} />
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-3">
            {data.items.map((enquiry) => (
              <EnquiryCard key={enquiry.id} enquiry={enquiry} />
            ))}
          </ul>
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
        </div>
      )}
    </>
  );
}

function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  const [close, { isLoading }] = useCloseEnquiryMutation();
  const onClose = async () => {
    try {
      await close(enquiry.id).unwrap();
      toast.success(text.enquiryClosed);
    } catch (error) {
      toast.error(errorMessage(error, text.closeFailed));
    }
  };
  return (
    <li
      aria-label={enquiry.subject}
      className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-ink-900/80 p-5"
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-[12rem] flex-1">
          <h2 className="break-words font-display text-xl font-bold">{enquiry.subject}</h2>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-400">
            <span>{enquiry.name}</span>
            <a
              href={`mailto:${enquiry.email}`}
              className="inline-flex items-center gap-1 text-brand-300 hover:underline"
            >
              <Mail className="size-3.5" aria-hidden />
              {enquiry.email}
            </a>
            <span>· {formatDateTime(enquiry.createdAt)}</span>
          </p>
        </div>
        {enquiry.handledAt ? (
          <Badge tone="green">
            <CircleCheck className="size-3.5" aria-hidden />
            {text.closed}
          </Badge>
        ) : (
          <Button size="sm" disabled={isLoading} onClick={() => void onClose()}>
            {text.close}
          </Button>
        )}
      </div>
      <p className="whitespace-pre-wrap break-words text-slate-200">{enquiry.message}</p>
    </li>
  );
}
