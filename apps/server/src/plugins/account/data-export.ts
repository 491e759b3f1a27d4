import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { analyses, batches, batchRows, creditLedger, paymentOrders, proMemberships } from '../../db/schema/index.js';
import { accountRow } from './owner-password.js';

/** One analysis as the export gives it: what was asked, when, and where its result and report are. */
export interface ExportedAnalysis {
  id: string;
  businessType: string;
  status: string;
  sites: { label: string; lat: number; lon: number }[];
  radiusMiles: number | null;
  paidWith: string;
  rerunOf: string | null;
  createdAt: string;
  finishedAt: string | null;
  resultUrl: string;
  reportUrl: string;
}

export interface ExportedBatchRow {
  rowNumber: number;
  name: string | null;
  address: string | null;
  lat: number | null;
  lon: number | null;
  status: string;
  siteScore: number | null;
  error: string | null;
}

/** Everything SiteScout holds about the account, as the JSON download gives it. */
export interface AccountExport {
  exportedAt: string;
  account: {
    id: string;
    email: string | null;
    phone: string | null;
    profile: Record<string, unknown>;
    createdAt: string;
  };
  analyses: ExportedAnalysis[];
  batches: {
    id: string;
    businessType: string;
    radiusMiles: number;
    sourceName: string | null;
    status: string;
    createdAt: string;
    rows: ExportedBatchRow[];
  }[];
  orders: {
    id: string;
    offerId: string;
    quantity: number;
    amountCents: number;
    currency: string;
    status: string;
    createdAt: string;
    settledAt: string | null;
  }[];
  credits: {
    seq: number;
    unit: string;
    kind: string;
    amount: number;
    balanceAfter: number;
    description: string;
    reference: string | null;
    createdAt: string;
  }[];
  proMemberships: { startedAt: string; endedAt: string | null; cancelAt: string | null }[];
}

interface StoredSites {
  sites?: { label?: string; lat?: number; lon?: number }[];
  radiusMiles?: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function siteScore(result: unknown): number | null {
  const score = (result as { siteScore?: unknown } | null)?.siteScore;
  return typeof score === 'number' ? score : null;
}

/**
 * Gathers the signed-in account's data: profile, analyses (the request; results and PDFs stay a link away, so a
 * 25-site result is not serialised into every export), batches with their rows, orders, the whole credit history
 * and Pro memberships. Only rows of `userId` are read.
 */
export async function exportAccount(db: Db, userId: string, publicUrl: string): Promise<AccountExport> {
  const user = await accountRow(db, userId);
  const [analysisRows, batchList, orders, ledger, memberships] = await Promise.all([
    db
      .select({
        id: analyses.id,
        businessType: analyses.businessType,
        status: analyses.status,
        request: analyses.request,
        creditUnit: analyses.creditUnit,
        rerunOf: analyses.rerunOf,
        createdAt: analyses.createdAt,
        finishedAt: analyses.finishedAt,
      })
      .from(analyses)
      .where(eq(analyses.userId, userId))
      .orderBy(asc(analyses.createdAt)),
    db.select().from(batches).where(eq(batches.userId, userId)).orderBy(asc(batches.createdAt)),
    db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)).orderBy(asc(paymentOrders.createdAt)),
    db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.seq)),
    db.select().from(proMemberships).where(eq(proMemberships.userId, userId)).orderBy(asc(proMemberships.startedAt)),
  ]);
  const rows =
    batchList.length === 0
      ? []
      : await db
          .select()
          .from(batchRows)
          .where(
            inArray(
              batchRows.batchId,
              batchList.map((b) => b.id),
            ),
          )
          .orderBy(asc(batchRows.batchId), asc(batchRows.rowNumber));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      phone: user.phone,
      profile: user.userMetadata,
      createdAt: user.createdAt.toISOString(),
    },
    analyses: analysisRows.map((a) => {
      const request = (a.request ?? {}) as StoredSites;
      return {
        id: a.id,
        businessType: a.businessType,
        status: a.status,
        sites: (request.sites ?? []).map((s) => ({ label: s.label ?? '', lat: s.lat ?? 0, lon: s.lon ?? 0 })),
        radiusMiles: request.radiusMiles ?? null,
        paidWith: a.creditUnit,
        rerunOf: a.rerunOf,
        createdAt: a.createdAt.toISOString(),
        finishedAt: iso(a.finishedAt),
        resultUrl: `${publicUrl}/app/analyses/${a.id}`,
        reportUrl: `${publicUrl}/api/analyses/${a.id}/report.pdf`,
      };
    }),
    batches: batchList.map((b) => ({
      id: b.id,
      businessType: b.businessType,
      radiusMiles: b.radiusMiles,
      sourceName: b.sourceName,
      status: b.status,
      createdAt: b.createdAt.toISOString(),
      rows: rows
        .filter((r) => r.batchId === b.id)
        .map((r) => ({
          rowNumber: r.rowNumber,
          name: r.name,
          address: r.address,
          lat: r.lat,
          lon: r.lon,
          status: r.status,
          siteScore: siteScore(r.result),
          error: r.error,
        })),
    })),
    orders: orders.map((o) => ({
      id: o.id,
      offerId: o.offerId,
      quantity: o.quantity,
      amountCents: o.amountCents,
      currency: o.currency,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      settledAt: iso(o.settledAt),
    })),
    credits: ledger.map((e) => ({
      seq: e.seq,
      unit: e.unit,
      kind: e.kind,
      amount: e.amount,
      balanceAfter: e.balanceAfter,
      description: e.description,
      reference: e.reference,
      createdAt: e.createdAt.toISOString(),
    })),
    proMemberships: memberships.map((m) => ({
      startedAt: m.startedAt.toISOString(),
      endedAt: iso(m.endedAt),
      cancelAt: iso(m.cancelAt),
    })),
  };
}
