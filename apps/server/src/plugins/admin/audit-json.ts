import type { Static } from '@sinclair/typebox';
import type { AuditEntry } from './audit-log.js';
import type { AuditEntryJson } from './schemas.js';

export function auditJson(row: AuditEntry): Static<typeof AuditEntryJson> {
  return {
    id: row.id,
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    action: row.action,
    targetUserId: row.targetUserId,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
