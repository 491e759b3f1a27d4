/**
 * What an account holds, in a few words: "1 credit", "3 credits · 1 Complete Report", "Pro · 19 of 20 analyses
 * left" (a Pro account's bought credits only when it has some).
 */
export function holdingsText(h: {
  balance: number;
  completeReports: number;
  pro: boolean;
  proAllowance?: { perMonth: number; left: number } | null;
}): string {
  const parts: string[] = [];
  if (h.pro) parts.push('Pro');
  if (h.proAllowance) parts.push(`${h.proAllowance.left} of ${h.proAllowance.perMonth} analyses left`);
  if (!h.proAllowance || h.balance > 0) parts.push(`${h.balance} ${h.balance === 1 ? 'credit' : 'credits'}`);
  if (h.completeReports > 0)
    parts.push(`${h.completeReports} Complete ${h.completeReports === 1 ? 'Report' : 'Reports'}`);
  return parts.join(' · ');
}
