import type { KnowledgeSection } from './types.js';

// Everyday civil disputes (issue 32 brought civil cases into the product): a security deposit the
// landlord keeps. General US information from state tenant self-help material (California Civil
// Code § 1950.5, Texas Property Code §§ 92.103–92.109); the rules differ by state and city.
const topic = 'Civil disputes';

export const civilDisputes: KnowledgeSection[] = [
  {
    id: 'security-deposits',
    title: 'Security deposits: getting yours back, and what a landlord may keep',
    topic,
    audience: 'tenant',
    keywords: [
      'security deposit',
      'deposit back',
      'landlord kept my deposit',
      'landlord keeping deposit',
      'deposit deductions',
      'normal wear and tear',
      'wear and tear',
      'itemized deductions',
      'move-out inspection',
      'move out charges',
      'carpet cleaning charge',
      'tenant deposit',
      'rental deposit',
    ],
    summary:
      'A landlord may keep part of a security deposit only for unpaid rent and for damage beyond normal wear and tear (and, in some states, cleaning back to the move-in condition). Most states set a deadline after move-out to return the deposit or send an itemized list of deductions, often 14 to 30 days (California 21 days, Texas 30 days), and many states penalize a landlord who keeps a deposit in bad faith. If the landlord will not pay, small claims court is the usual place to sue.',
    points: [
      'Normal wear and tear is the decline of ordinary use: faded paint, small nail holes, worn paths in a carpet after years of use. Burns, stains, holes and broken fixtures are damage.',
      'The landlord may charge what a repair reasonably costs, not replace something that was already old or could be repaired; many states require receipts or estimates with the itemized list.',
      'The deadline usually runs from the day you moved out and gave a forwarding address in writing; some states require the tenant to give that address before the landlord must pay.',
      'Some states cap deposits (often at one or two months of rent), require interest on them, or require a move-in condition report; some let the tenant ask for an inspection before moving out.',
      'Penalties for bad-faith withholding vary: in some states a multiple of the deposit (Texas: $100 plus three times the amount wrongly withheld, and attorney fees), in others only the amount owed.',
      'A tenant may not simply skip the last month of rent and tell the landlord to keep the deposit unless the lease allows it; in some states (Texas, for one) doing so in bad faith carries its own penalty.',
    ],
    steps: [
      'Gather the lease, the move-in and move-out photos or videos, the condition reports, receipts for the deposit, and every message with the landlord, with dates.',
      'Give your forwarding address in writing and ask for the deposit or an itemized list by your state’s deadline; keep a copy.',
      'If the deadline passes or the charges are wrong, send a written demand letter citing the amount, the dates and a deadline to pay.',
      'If you are still not paid, file in small claims court in the county of the rental; bring your photos, the lease, the itemized list and your letters.',
      'Check your state’s or city’s tenant rights page (or a local legal aid office) for the exact deadline and penalty.',
    ],
  },
];
