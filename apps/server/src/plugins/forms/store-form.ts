import type { Database } from '../../db/database.js';
import { consultationRequests, type FormKind, formMails, formSubmissions } from '../../db/schema/index.js';

/** Who sent a form, as far as the request shows. */
export interface Sender {
  ip: string;
  userAgent: string | null;
}

export interface TeamMail {
  to: string;
  subject: string;
  text: string;
  replyTo: string;
}

export interface SubmissionRow {
  kind: FormKind;
  name: string;
  email: string;
  company?: string | undefined;
  phone?: string | undefined;
  message?: string | undefined;
  details: Record<string, string>;
  page?: string | undefined;
}

/** Stores a form and the mail owed for it in one transaction; returns the new row's id and the mail's. */
export async function storeSubmission(
  database: Database,
  row: SubmissionRow,
  sender: Sender,
  mail: TeamMail,
): Promise<{ id: string; mailId: string }> {
  return database.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(formSubmissions)
      .values({
        kind: row.kind,
        name: row.name,
        email: row.email,
        company: row.company ?? null,
        phone: row.phone ?? null,
        message: row.message ?? null,
        details: row.details,
        page: row.page ?? null,
        ip: sender.ip,
        userAgent: sender.userAgent,
      })
      .returning({ id: formSubmissions.id });
    if (!stored) throw new Error('form_submissions insert returned no row');
    const [queued] = await tx
      .insert(formMails)
      .values({ submissionId: stored.id, ...mail })
      .returning({ id: formMails.id });
    if (!queued) throw new Error('form_mails insert returned no row');
    return { id: stored.id, mailId: queued.id };
  });
}

export interface ConsultationRow {
  name: string;
  email: string;
  company?: string | undefined;
  phone?: string | undefined;
  message?: string | undefined;
}

/** Stores a Pro Monthly consultation request (a sales lead) and its team mail in one transaction. */
export async function storeConsultation(
  database: Database,
  row: ConsultationRow,
  sender: Sender,
  mail: TeamMail,
): Promise<{ id: string; mailId: string }> {
  return database.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(consultationRequests)
      .values({
        name: row.name,
        email: row.email,
        company: row.company ?? null,
        phone: row.phone ?? null,
        message: row.message ?? null,
        ip: sender.ip,
      })
      .returning({ id: consultationRequests.id });
    if (!stored) throw new Error('consultation_requests insert returned no row');
    const [queued] = await tx
      .insert(formMails)
      .values({ consultationId: stored.id, ...mail })
      .returning({ id: formMails.id });
    if (!queued) throw new Error('form_mails insert returned no row');
    return { id: stored.id, mailId: queued.id };
  });
}
