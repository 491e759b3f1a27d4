/** "1 credit", "3 credits · 1 Complete Report", "Pro · 0 credits": what an account holds, in a few words. */
export function holdingsText(h: { balance: number; completeReports: number; pro: boolean }): string {
  const parts = [`${h.balance} ${h.balance === 1 ? 'credit' : 'credits'}`];
  if (h.completeReports > 0)
    parts.push(`${h.completeReports} Complete ${h.completeReports === 1 ? 'Report' : 'Reports'}`);
  if (h.pro) parts.unshift('Pro');
  return parts.join(' · ');
}
