// The civil protection order against domestic violence in each state and DC: what it is called,
// the statute, where to file, the starting form where a statewide one was confirmed, the temporary
// (ex parte) order and the hearing that follows, what an order after the hearing lasts, and the
// separate stalking or harassment order where there is one. Written for Casebook from state court
// self-help pages, statute text and WomensLaw.org's state pages; general information, not legal
// advice. A form number appears only where a public page confirmed it.
import type { ProtectiveOrderRow, RowSource, StateCode } from './types.js';

const CHECKED = '2026-11-30';

/**
 * Filing for a domestic-violence protection order is free in every state: the Violence Against Women
 * Act's STOP and Arrest grants require a state to certify that a victim does not bear the costs of
 * filing, issuing, registering or serving one (the Office on Violence Against Women's FAQ on "Costs
 * for Criminal Charges and Protection Orders").
 */
const FREE = 'Filing for it is free.';
/** Said in a note where the no-fee sentence rests on that federal rule, not on a state page. */
const FREE_BY_VAWA =
  " The no-fee sentence rests on VAWA's grant certification (the Office on Violence Against Women's FAQ on costs for protection orders), not on a state page.";

interface Facts {
  order: string;
  statute: string;
  court: string;
  form?: string;
  temporary: string;
  duration?: string;
  fee?: string;
  other?: string;
}

const src = (citation: string, page: string, note: string): RowSource => ({ citation, checked: CHECKED, checkedAgainst: page, note });

const row = (state: StateCode, f: Facts, source: RowSource): ProtectiveOrderRow => {
  const fee = f.fee ?? FREE;
  const parts = [
    `The civil order against domestic violence here is the ${f.order}, under ${f.statute}.`,
    `File at ${f.court}.`,
    ...(f.form ? [`Start with ${f.form}.`] : []),
    f.temporary,
    ...(f.duration ? [f.duration] : []),
    fee,
    ...(f.other ? [f.other] : []),
  ];
  return {
    state,
    order: f.order,
    statute: f.statute,
    court: f.court,
    ...(f.form ? { form: f.form } : {}),
    temporary: f.temporary,
    ...(f.duration ? { duration: f.duration } : {}),
    fee,
    ...(f.other ? { other: f.other } : {}),
    summary: parts.join(' '),
    source,
  };
};

const WL = 'https://www.womenslaw.org/laws';

export const protectiveOrders: readonly ProtectiveOrderRow[] = [
  row(
    'AL',
    {
      order: 'Protection From Abuse (PFA) order, for current or former intimate partners',
      statute: 'Ala. Code § 30-5-1 et seq.',
      court:
        'the circuit court clerk (the family or domestic relations court in some counties) where you live, where the abuser lives or where a case between you is pending',
      temporary: 'The judge must rule on an emergency (ex parte) order within 3 business days; the full hearing is usually within 10 days.',
      duration: 'A final PFA order can be permanent unless the judge sets an end date.',
    },
    src(
      'Ala. Code § 30-5-1 et seq.',
      `${WL}/al/restraining-orders/protection-abuse-orders/basic-information/what-types-protection-abuse-pfa`,
      `Order types, the 3-business-day ruling, the 10-day hearing and the permanent final order match WomensLaw's Alabama page (Ala. Code §§ 30-5-6, 30-5-7); where to file matches its 'Steps' page.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'AK',
    {
      order: 'domestic violence protective order',
      statute: 'Alaska Stat. § 18.66.100 et seq.',
      court: 'the court clerk, with a petition for a protective order',
      temporary:
        'The police can ask a judge for a 72-hour emergency order; an ex parte order from the court lasts 20 days, until the hearing on a long-term order.',
      duration:
        'A long-term order lasts 1 year, and its ban on domestic violence, stalking and harassment lasts until the court orders otherwise.',
    },
    src(
      'Alaska Stat. § 18.66.100 et seq.',
      `${WL}/ak/restraining-orders/domestic-violence-protective-orders/basic-information-and-definitions-1`,
      `The emergency (72 h), ex parte (20 days) and long-term (1 year) orders match WomensLaw's Alaska page (Alaska Stat. §§ 18.66.100(b), 18.66.110).${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'AZ',
    {
      order: 'Order of Protection',
      statute: 'Ariz. Rev. Stat. § 13-3602',
      court: 'any municipal, justice of the peace or superior court in Arizona',
      form: 'the Petition for Order of Protection',
      temporary:
        'A judge decides at an ex parte hearing, usually the same day; the order takes effect when served, and the defendant can ask for a hearing.',
      duration: 'It must be served within 1 year and lasts 1 year from service.',
      fee: 'There is no filing fee, and service of the order is free.',
      other: 'For harassment by someone outside the family: an Injunction Against Harassment (Ariz. Rev. Stat. § 12-1809).',
    },
    src(
      'Ariz. Rev. Stat. § 13-3602',
      'http://www.cottonwoodaz.gov/250/How-To-File',
      "Same-day ex parte hearing, free service and the one-year term after service match the Cottonwood Municipal Court's 'How To File' page; any court may issue the order per the § 13-3602(A) text (lawserver.com); no filing fee per A.R.S. § 12-284's exception for §§ 12-1809 and 13-3602 (azleg.gov bill text); petition name per WomensLaw's Arizona page.",
    ),
  ),
  row(
    'AR',
    {
      order: 'order of protection',
      statute: 'Ark. Code Ann. § 9-15-101 et seq.',
      court: 'the circuit clerk in the county where you live, where the abuser lives or where the abuse happened',
      temporary: 'An ex parte order can be granted the day you file; the full hearing is usually within 30 days.',
      duration: 'A final order lasts from 90 days to 10 years and can be renewed.',
      fee: 'There is no filing fee.',
    },
    src(
      'Ark. Code Ann. § 9-15-101 et seq.',
      `${WL}/ar/restraining-orders`,
      "Ex parte order, 30-day hearing and the 90-day-to-10-year final order match WomensLaw's Arkansas page (Ark. Code §§ 9-15-204 to 9-15-206); where to file and no fee match Arkansas Legal Aid's protection order instructions (arlawhelp.org).",
    ),
  ),
  row(
    'CA',
    {
      order: 'Domestic Violence Restraining Order (DVRO)',
      statute: 'Cal. Fam. Code § 6200 et seq.',
      court: 'the Superior Court in your county',
      form: 'DV-100 (Request for Domestic Violence Restraining Order), with DV-109 (Notice of Court Hearing) and DV-110 (Temporary Restraining Order)',
      temporary:
        'A judge decides on a temporary restraining order the day you file or the next court day, and the hearing is set within 21 days (25 with good cause).',
      duration: 'A DVRO after the hearing lasts up to 5 years and can be renewed for 5 more years or permanently (Fam. Code § 6345).',
      fee: 'There is no filing fee.',
      other:
        'For harassment or stalking by someone outside the family or a dating relationship: a civil harassment restraining order (Cal. Civ. Proc. Code § 527.6).',
    },
    src(
      'Cal. Fam. Code § 6200 et seq.',
      'https://projects.suffolklitlab.org/form-explorer/form/CA/b9f495c2830a94927d8564c4a8420d71.html',
      "The required forms DV-100, DV-109 and DV-110 match the Judicial Council's DV-505-INFO ('How to Ask for a Domestic Violence Restraining Order') as copied by Suffolk LIT Lab's form explorer; the same-or-next-court-day ruling, 21-day hearing and no fee (Fam. Code §§ 6222, 6326, 242) match ezel.ai's DV-100 page; the 5-year term and renewal match WomensLaw's California page (§ 6345(a)); § 527.6 checked on WomensLaw's civil harassment page.",
    ),
  ),
  row(
    'CO',
    {
      order: 'civil protection order (a temporary order, then a permanent order)',
      statute: 'Colo. Rev. Stat. § 13-14-101 et seq.',
      court: 'usually the county court, in a county where the abuse happened or where either of you lives or works',
      form: 'JDF 402 (Verified Complaint/Motion for Civil Protection Order), with the JDF 400 instructions',
      temporary:
        'A temporary protection order can be issued the same day without the other person there; the hearing on a permanent order is about 14 days later.',
      duration: 'A permanent protection order has no end date unless the court changes or ends it.',
      fee: 'Filing fees are waived for domestic abuse, stalking and sexual assault.',
      other: 'The same civil protection order covers stalking, sexual assault and assault by anyone.',
    },
    src(
      'Colo. Rev. Stat. § 13-14-104.5',
      'https://pav.law/how-to-get-a-civil-protection-order-in-colorado',
      "Forms JDF 400 and JDF 402, the ~14-day hearing and the fee waiver match Pav Law's Colorado guide (and JDF 402 legalclarity.org's); courts and venue match the § 13-14-104.5 text (law.counselstack.com) and JDF 400; the permanent order's open term matches legalclarity.org's Colorado guide.",
    ),
  ),
  row(
    'CT',
    {
      order: 'restraining order (relief from abuse)',
      statute: 'Conn. Gen. Stat. § 46b-15',
      court: 'the Superior Court (civil clerk)',
      form: 'JD-FM-137 (Application for Relief from Abuse), with JD-FM-138 (the affidavit)',
      temporary:
        'An ex parte order can be issued the day you apply if you face immediate and present physical danger; the full hearing must be held within 14 days of it.',
      duration: 'An order after the hearing lasts up to 1 year and can be extended.',
      other:
        'For stalking, sexual abuse or sexual assault by someone outside the family: a civil protection order (Conn. Gen. Stat. § 46b-16a).',
    },
    src(
      'Conn. Gen. Stat. § 46b-15',
      'https://legalclarity.org/how-to-get-a-restraining-order-in-connecticut',
      `Forms JD-FM-137 and JD-FM-138 match legalclarity.org's Connecticut guide; the same-day ex parte order matches WomensLaw's Connecticut page; the 14-day hearing and § 46b-16a match observed.org's Connecticut guide. The one-year term is from the statute citation only (Casebook's own knowledge), not checked here.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'DE',
    {
      order: 'Protection From Abuse (PFA) order',
      statute: 'Del. Code tit. 10, § 1041 et seq.',
      court: 'the Family Court',
      temporary:
        'An emergency ex parte hearing is held the day you file or the next court day; the full hearing is within 15 days (the ex parte order can be extended up to 30).',
      duration:
        'Most terms last up to 1 year; the no-abuse and no-contact terms can last 2 years, or longer with aggravating circumstances.',
    },
    src(
      'Del. Code tit. 10, § 1041 et seq.',
      `${WL}/de/restraining-orders/orders-protection-abuse/basic-information/what-types-orders-protection`,
      `Hearing times match the § 1043 text (lexace.ai) and WomensLaw's Delaware page, which also gives the terms; the Family Court matches the Delaware courts' PFA page.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'DC',
    {
      order: 'Civil Protection Order (CPO)',
      statute: 'D.C. Code § 16-1001 et seq.',
      court:
        'the Domestic Violence Division of D.C. Superior Court (500 Indiana Avenue NW, Room 4510), which also takes petitions online, by mail and by email',
      temporary: 'A temporary protection order (TPO), asked for the day you file, lasts up to 14 days, until the CPO hearing.',
      duration: 'A CPO lasts up to 2 years at a time.',
      other: 'The same division handles anti-stalking orders.',
    },
    src(
      'D.C. Code § 16-1001 et seq.',
      'https://dccourts.gov/services/domestic-violence-matters/get-a-protection-order',
      `The Domestic Violence Division, remote filing, the 2-year maximum and anti-stalking orders match the D.C. Courts' 'Get a Protection Order' page; the 14-day TPO matches WomensLaw's D.C. page (D.C. Code § 16-1004(b)).${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'FL',
    {
      order: 'Injunction for Protection Against Domestic Violence',
      statute: 'Fla. Stat. § 741.30',
      court: 'the clerk of the circuit court in the county where you live',
      form: 'Florida Supreme Court Approved Family Law Form 12.980(a), Petition for Injunction for Protection Against Domestic Violence',
      temporary:
        'If the judge finds immediate danger, a temporary injunction is issued on the petition alone and lasts up to 15 days; the full hearing is held before it ends.',
      duration: 'A final injunction lasts for a set period or until the court changes or dissolves it.',
      fee: 'There is no fee to file a domestic violence injunction.',
      other:
        'Stalking, dating violence, repeat violence and sexual violence have injunctions of their own (Fla. Stat. §§ 784.0485, 784.046).',
    },
    src(
      'Fla. Stat. § 741.30',
      `${WL}/fl/restraining-orders/injunctions-protection-against-domestic-violence/basic-info/what-types`,
      "Form 12.980(a) and filing with the circuit court clerk match the form's instructions (fill.io copy, caseman.flcourts.org); the 15-day temporary injunction matches WomensLaw's Florida page and § 741.30(5)(c); the final injunction's term matches two Florida law pages (Florida Rural Legal Services, a Florida lawyer); no fee matches the Polk County Clerk's FAQ. The other injunctions' sections are Casebook's own knowledge (§ 784.046 is named on the form's instructions).",
    ),
  ),
  row(
    'GA',
    {
      order: 'Family Violence Protective Order (first a temporary protective order, TPO)',
      statute: 'O.C.G.A. § 19-13-1 et seq.',
      court: 'the superior court, generally in the county where the other person lives',
      temporary:
        'A judge can grant a temporary ex parte order on the petition; the hearing is within 10 days of filing where practical and no later than 30 days.',
      duration: 'An order after the hearing lasts up to 1 year, or on motion up to 3 years or permanently (O.C.G.A. § 19-13-4(c)).',
      fee: 'There is no filing fee.',
      other: 'For stalking by anyone: a stalking protective order (O.C.G.A. § 16-5-94).',
    },
    src(
      'O.C.G.A. § 19-13-1 et seq.',
      `${WL}/ga/restraining-orders/family-violence-protective-orders/basic-info/what-types-family-violence`,
      "Temporary and final orders and their terms match WomensLaw's Georgia page; the 10-to-30-day hearing matches the § 19-13-3 text (FindLaw); the court and no filing fee match legalatoms.com citing Georgia.gov. § 16-5-94 is Casebook's own knowledge.",
    ),
  ),
  row(
    'HI',
    {
      order: 'domestic abuse protective order (a temporary restraining order, then a protective order)',
      statute: 'Haw. Rev. Stat. ch. 586',
      court: 'the Family Court',
      temporary:
        'A temporary restraining order can be granted when you apply, without notice; it can last up to 180 days, and the show-cause hearing is generally within 15 days.',
      duration: 'A protective order after the hearing lasts as long as the judge finds reasonable.',
      other: 'For harassment by anyone: an injunction against harassment from the District Court.',
    },
    src(
      'Haw. Rev. Stat. ch. 586',
      `${WL}/hi/restraining-orders/domestic-abuse-protective-orders/basic-information-and-definitions/what-2`,
      `The TRO (up to 180 days), the 15-day hearing and the final order's term match WomensLaw's Hawaii page (Haw. Rev. Stat. §§ 586-4, 586-5, 586-5.5).${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'ID',
    {
      order: 'civil protection order',
      statute: 'Idaho Code § 39-6301 et seq.',
      court: 'the magistrate division of the district court where you live or where the other person lives',
      form: 'the Sworn Petition for Protection Order',
      temporary: 'An ex parte order can be issued the day you file or the next court day and lasts up to 14 days, until the hearing.',
      duration: 'A final order lasts up to 1 year and can be extended.',
      fee: 'There is no filing fee.',
    },
    src(
      'Idaho Code § 39-6301 et seq.',
      `${WL}/id/restraining-orders/protection-orders/basic-information/what-types-protection-orders-are`,
      "Temporary and final orders match WomensLaw's Idaho page (Idaho Code §§ 39-6306, 39-6308); the petition and the magistrate division match its 'Steps' page; no fee matches Idaho Legal Aid's article.",
    ),
  ),
  row(
    'IL',
    {
      order: 'Order of Protection',
      statute: 'Illinois Domestic Violence Act, 750 ILCS 60',
      court: 'the circuit court, on its own or within a divorce or criminal case',
      form: 'the Petition for Order of Protection',
      temporary:
        'An emergency order can be granted without telling the other person and lasts 14 to 21 days; an interim order can last up to 30 days.',
      duration: 'A plenary order after a hearing lasts up to 2 years.',
      fee: 'There is no fee to file.',
      other:
        'For stalking or sexual assault by someone outside the family: a stalking no contact order (740 ILCS 21) or a civil no contact order (740 ILCS 22).',
    },
    src(
      '750 ILCS 60',
      'https://willcountysao.com/orders-of-protection/',
      "The three orders and their terms, and no fee, match the Will County State's Attorney's page (and the Cook County Clerk's); the petition and the up-to-two-years plenary order match Illinois Legal Aid Online. The no contact order acts (740 ILCS 21, 22) are Casebook's own knowledge.",
    ),
  ),
  row(
    'IN',
    {
      order: 'Order for Protection',
      statute: 'Ind. Code § 34-26-5 (Indiana Civil Protection Order Act)',
      court: 'a court of record in the county where you live, where the other person lives or where the abuse happened',
      form: 'the Petition for an Order for Protection, with the confidential form',
      temporary:
        'An ex parte order can be issued without a hearing, usually the same business day; a hearing is held when the respondent or the judge asks for one or the relief requires it.',
      duration: 'An order normally lasts 2 years.',
      fee: 'There are no filing or service fees.',
      other: 'It also covers stalking and sex offenses, whatever the relationship.',
    },
    src(
      'Ind. Code § 34-26-5',
      'http://www.law.indiana.edu/pop/indiana-law.shtml',
      "Ex parte orders, hearings and the 2-year term match Indiana University's Protective Order Project page; same-business-day ruling and no fees match legalbeagle.com; the petition and where to file match WomensLaw's Indiana page.",
    ),
  ),
  row(
    'IA',
    {
      order: 'protective order (domestic abuse)',
      statute: 'Iowa Code ch. 236',
      court: 'the clerk of the district court',
      form: 'the Petition for Relief from Domestic Abuse',
      temporary:
        'An emergency order when courts are closed lasts 72 hours; a temporary order lasts until the hearing, usually 5 to 15 days later.',
      duration: 'A permanent order lasts up to 1 year and can be extended.',
    },
    src(
      'Iowa Code ch. 236',
      `${WL}/ia/restraining-orders/all`,
      `Order types and terms match WomensLaw's Iowa page (Iowa Code §§ 236.4, 236.6); the petition matches the Iowa Judicial Branch's FAQ.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'KS',
    {
      order: 'Protection From Abuse (PFA) order',
      statute: 'Kan. Stat. Ann. § 60-3101 et seq.',
      court: 'the district court',
      temporary:
        'A temporary ex parte order can be granted when you file, and the final hearing is within 21 days; when court is closed, the police can get an emergency order good until 5 p.m. the next business day.',
      duration: 'A final order lasts up to 1 year and can be extended by 1 or 2 years, or for life in some cases.',
      fee: 'No docket fee is charged.',
      other: 'For stalking, sexual assault or trafficking: a protection from stalking order (Kan. Stat. Ann. § 60-31a01 et seq.).',
    },
    src(
      'Kan. Stat. Ann. § 60-3101 et seq.',
      `${WL}/ks/restraining-orders/protection-abuse-orders/basic-info/what-types-orders-are-there-how-long`,
      "Order types and terms match WomensLaw's Kansas page (§§ 60-3105 to 60-3107); the 21-day hearing and no docket fee match a Kansas law firm's page (rothdavies.com). § 60-31a01 is Casebook's own knowledge.",
    ),
  ),
  row(
    'KY',
    {
      order: 'Emergency Protective Order (EPO), then a Domestic Violence Order (DVO)',
      statute: 'Ky. Rev. Stat. § 403.715 et seq.',
      court: 'the circuit court clerk in the county where you live or where you have fled to; petitions can be taken 24 hours a day',
      temporary: 'An EPO can be issued ex parte and generally lasts up to 14 days, until the hearing.',
      duration: 'A DVO lasts up to 3 years and can be renewed for further 3-year periods.',
      fee: 'There is no fee to file.',
      other: 'For dating violence, stalking or sexual assault: an interpersonal protective order (IPO, Ky. Rev. Stat. ch. 456).',
    },
    src(
      'Ky. Rev. Stat. § 403.715 et seq.',
      `${WL}/ky/restraining-orders/protective-orders-domestic-violence-orders/basic-information/what-types`,
      "EPO and DVO terms match WomensLaw's Kentucky page (KRS §§ 403.730 to 403.740); no fee matches the Jefferson Family Court's FAQ (kycourts.gov); the clerk and the IPO (KRS ch. 456) match a Louisville law firm's page.",
    ),
  ),
  row(
    'LA',
    {
      order: 'protective order',
      statute: 'La. Rev. Stat. § 46:2131 et seq. (Domestic Abuse Assistance Act)',
      court: 'the district court clerk',
      temporary:
        'A temporary restraining order can be issued ex parte, and the hearing is usually within 21 days; outside court hours an emergency order lasts until the end of the next business day.',
      duration: 'A protective order lasts up to 18 months unless it says otherwise.',
    },
    src(
      'La. Rev. Stat. § 46:2131 et seq.',
      'http://protectionorder.com/domestic-violence-states/louisiana',
      `Order types, the 21-day hearing and the 18-month term match protectionorder.com's Louisiana page and WomensLaw's Louisiana page (La. R.S. 46:2135).${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'ME',
    {
      order: 'Protection From Abuse (PFA) order',
      statute: 'Me. Rev. Stat. tit. 19-A, § 4101 et seq.',
      court: 'the District Court',
      temporary: 'A temporary order can be issued ex parte for good cause; the final hearing is within 21 days of filing.',
      duration: 'A final order usually lasts up to 2 years and can be extended.',
      fee: 'There is no filing fee.',
      other:
        'Victims of stalking or sexual assault can get one whatever the relationship; harassment has a separate protection from harassment order.',
    },
    src(
      'Me. Rev. Stat. tit. 19-A, § 4101 et seq.',
      'https://observed.org/how-to-get-a-restraining-order-in-maine/',
      "Chapter 103 (§ 4101 et seq.), the District Court, the 21-day hearing, no fee and eligibility match observed.org's Maine guide; the 2-year term matches WomensLaw's Maine page (which still cites the former § 4007).",
    ),
  ),
  row(
    'MD',
    {
      order: 'protective order (interim, temporary, then final)',
      statute: 'Md. Code, Fam. Law § 4-501 et seq.',
      court:
        'a District Court or circuit court clerk; when the courts are closed, a District Court commissioner (open 24 hours) can issue an interim order',
      form: 'CC-DC-DV-001, Petition for Protection from Domestic Violence',
      temporary: 'A temporary protective order is heard the day you file and generally lasts up to 7 days, until the final hearing.',
      duration: 'A final protective order generally lasts up to 1 year and can be extended up to 2 years.',
      other: 'For someone outside the family or an intimate relationship: a peace order (Md. Code, Cts. & Jud. Proc. § 3-1501 et seq.).',
    },
    src(
      'Md. Code, Fam. Law § 4-501 et seq.',
      'http://www.peoples-law.org/protective-orders',
      `Courts, commissioners and interim orders match the People's Law Library of Maryland and protectionorder.com; form CC-DC-DV-001 matches a copy of the Maryland Judiciary's protective order page; the 7-day temporary and 1-to-2-year final terms match a page quoting the Judiciary's FAQ (uslegalforms.com). The peace order section is Casebook's own knowledge.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'MA',
    {
      order: 'Abuse Prevention Order ("209A order")',
      statute: 'Mass. Gen. Laws ch. 209A',
      court: 'the District, Probate and Family, Boston Municipal or Superior Court covering where you live (or where you are staying)',
      form: 'the Complaint for Protection from Abuse with its affidavit, the Defendant Information Form and the Plaintiff Confidential Information Form',
      temporary:
        'A temporary order can be issued the day you file; when courts are closed, the police reach an on-call judge for an order good until the next court day. The hearing on extending it is within 10 court business days.',
      duration: 'An extended order lasts up to 1 year and can then be renewed.',
      fee: 'There is no charge.',
      other: 'For harassment by anyone: a harassment prevention order (Mass. Gen. Laws ch. 258E).',
    },
    src(
      'Mass. Gen. Laws ch. 209A',
      'https://www.mass.gov/how-to/request-an-abuse-prevention-order',
      "Courts, forms, no fee and after-hours orders match mass.gov's 'Request an abuse prevention order'. The 10-day hearing, the one-year term and ch. 258E are from the statute citation only (Casebook's own knowledge), not checked here.",
    ),
  ),
  row(
    'MI',
    {
      order: 'Personal Protection Order (PPO)',
      statute: 'Mich. Comp. Laws § 600.2950 (domestic relationship); § 600.2950a (stalking, non-domestic)',
      court: 'the family division of the circuit court in your county',
      form: 'SCAO form CC 375, Petition for Personal Protection Order (Domestic Relationship) (CC 377 for stalking by someone outside the family)',
      temporary:
        'A PPO can be issued ex parte, without a hearing, often the same day; there is no automatic hearing, and the respondent has 14 days after service to ask for one.',
      duration: 'An ex parte PPO is valid for at least 182 days.',
      fee: 'There is no filing fee (serving it can cost something).',
    },
    src(
      'Mich. Comp. Laws § 600.2950',
      'http://www.oakgov.com/circuit/program_service/ppo-forms-scao.html',
      "Forms CC 375 and CC 377 match Oakland County Circuit Court's list of SCAO PPO forms; the family division's jurisdiction matches the Michigan Judicial Institute's benchbook (courts.michigan.gov); ex parte issue, the 182-day minimum, the 14-day motion and no fee match observed.org's Michigan guide (MCL 600.2950(13), (14)).",
    ),
  ),
  row(
    'MN',
    {
      order: 'Order for Protection (OFP)',
      statute: 'Minn. Stat. § 518B.01',
      court: 'the district court in your county',
      temporary:
        'An ex parte order can be issued on the petition and can last up to 2 years; there is a hearing only if you ask for more than it gives, the judge grants less than you asked (within 7 days), or the respondent asks for one (within 10 days).',
      other: 'For harassment or stalking by anyone: a harassment restraining order (Minn. Stat. § 609.748).',
    },
    src(
      'Minn. Stat. § 518B.01',
      `${WL}/mn/restraining-orders/orders-protection/basic-information/what-types-orders-protection-are`,
      `The ex parte order, its 2-year term and the hearing rules match WomensLaw's Minnesota page (§ 518B.01(7)). § 609.748 is Casebook's own knowledge.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'MS',
    {
      order: 'domestic abuse protection order (emergency, temporary or final)',
      statute: 'Miss. Code Ann. § 93-21-1 et seq.',
      court: 'a municipal, justice or county court for an emergency order; a county or chancery court for a final order',
      temporary: 'An emergency order can be issued without notice and lasts 10 days or until the hearing.',
      duration:
        'A temporary order from a municipal or justice court lasts up to 30 days (up to 1 year if you have no children together); a final order from a county or chancery court lasts as long as the judge sets.',
    },
    src(
      'Miss. Code Ann. § 93-21-1 et seq.',
      `${WL}/ms/restraining-orders/protective-orders/basic-information/what-types-protective-orders-are`,
      `The three orders and their terms match WomensLaw's Mississippi page and the § 93-21-13 text (laws9.com).${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'MO',
    {
      order: 'Order of Protection (ex parte, then a full order)',
      statute: 'Mo. Rev. Stat. § 455.010 et seq. (Adult Abuse Act)',
      court: 'the circuit court in the county where you live, where the other person lives or can be served, or where the abuse happened',
      temporary: 'An ex parte order can be granted on the petition; the hearing is held within 15 days of filing.',
      duration:
        'A full order lasts 180 days to 1 year, or 2 to 10 years if the court finds the respondent a serious danger, and can be renewed.',
      fee: 'There is no fee for the ex parte order.',
      other: 'The same law covers stalking and sexual assault, whatever the relationship.',
    },
    src(
      'Mo. Rev. Stat. § 455.040',
      'http://www.lawserver.com/law/state/missouri/mo-laws/missouri_laws_455-040',
      "The 15-day hearing and the order terms match the § 455.040 text (lawserver.com, instalawyer.io, effective 2021-08-28); where to file and no fee match a Missouri victim advocates' FAQ (bpdvau.org).",
    ),
  ),
  row(
    'MT',
    {
      order: 'order of protection',
      statute: 'Mont. Code Ann. § 40-15-101 et seq.',
      court: 'a city, justice or district court (the district court if you have a family law case there)',
      temporary: 'A temporary order of protection lasts up to 20 days, and the hearing is held within that time.',
      duration: 'A final order can be for a set period or permanent.',
      fee: 'There is no filing fee.',
      other: 'Victims of stalking or sexual assault can get one whatever the relationship.',
    },
    src(
      'Mont. Code Ann. § 40-15-101 et seq.',
      'https://www.montanalawhelp.org/resource/domestic-violence-and-sexual-assault-faq',
      "Courts, no fee and eligibility match Montana Legal Services Association's FAQ; the 20-day temporary order and the final order's term match WomensLaw's Montana page (§§ 40-15-201, 40-15-204).",
    ),
  ),
  row(
    'NE',
    {
      order: 'domestic abuse protection order',
      statute: 'Neb. Rev. Stat. § 42-924',
      court: 'the clerk of the district court',
      temporary:
        'An ex parte order can be issued on the affidavit; the respondent has 10 business days after service to ask for a show-cause hearing, held within 30 days, and if no one asks, the order becomes final.',
      duration: 'A final order generally lasts 1 year.',
      other: 'For harassment by anyone: a harassment protection order (Neb. Rev. Stat. § 28-311.09).',
    },
    src(
      'Neb. Rev. Stat. § 42-924',
      'https://www.nebraskalegislature.gov/laws/statutes.php?statute=42-925',
      `The ex parte order and the show-cause hearing match § 42-925 on the Legislature's site; filing with the district court clerk matches the § 42-924(2) text (instalawyer.io); the one-year term matches WomensLaw's Nebraska page (2012 version), and § 28-311.09 its harassment page.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'NV',
    {
      order: 'temporary protective order (TPO), then an extended order',
      statute: 'Nev. Rev. Stat. § 33.017 et seq.',
      court: 'the justice court, or the family division of the district court (in Las Vegas, Family Court takes domestic violence orders)',
      temporary:
        'The judge must decide within 1 judicial day; a temporary order lasts up to 45 days or until the hearing on the extended order.',
      duration: 'An extended order lasts up to 2 years.',
      fee: 'There is no filing fee.',
    },
    src(
      'Nev. Rev. Stat. § 33.017 et seq.',
      `${WL}/nv/restraining-orders/orders-protection-against-domestic-violence/basic-info/what-order`,
      "The one-day decision, 45-day temporary and 2-year extended orders match WomensLaw's Nevada page (NRS §§ 33.020, 33.080); courts match a Nevada law firm's guide (shouselaw.com); no fee matches observed.org's Nevada guide.",
    ),
  ),
  row(
    'NH',
    {
      order: 'Domestic Violence Order of Protection',
      statute: 'N.H. Rev. Stat. ch. 173-B',
      court: 'the Circuit Court',
      temporary: 'A temporary order can be issued the day you file, and the court sets a date for the final hearing.',
      duration: 'A final order lasts up to 1 year and can be extended.',
      other: 'For stalking by anyone: a Stalking Order of Protection (N.H. Rev. Stat. § 633:3-a).',
    },
    src(
      'N.H. Rev. Stat. ch. 173-B',
      'https://www.courts.nh.gov/self-help/restraining-orders',
      `The two orders of protection match the New Hampshire Judicial Branch's 'Orders of Protection and Restraining Orders' page; the same-day temporary order matches WomensLaw's New Hampshire page. The one-year term is from the statute citation only (Casebook's own knowledge), not checked here.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'NJ',
    {
      order: 'Temporary Restraining Order (TRO), then a Final Restraining Order (FRO)',
      statute: 'N.J. Stat. § 2C:25-17 et seq. (Prevention of Domestic Violence Act)',
      court:
        'the Family Part of the Superior Court in the county where you live, where the abuser lives or where the violence happened; when it is closed, the local police reach a municipal judge',
      temporary: 'A TRO can be granted the same day; the final hearing is normally within 10 days.',
      duration: 'A final restraining order has no expiration date.',
    },
    src(
      'N.J. Stat. § 2C:25-17 et seq.',
      'https://mcponj.org/faq-domestic-violence/',
      `Where and when to apply matches the Mercer County Prosecutor's FAQ and a New Jersey divorce lawyers' blog; the 10-day hearing matches two New Jersey law firms' pages; the FRO's lack of an expiration date matches ulmerlaw.com.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'NM',
    {
      order: 'order of protection',
      statute: 'N.M. Stat. § 40-13-1 et seq. (Family Violence Protection Act)',
      court: 'the district court',
      form: 'the Petition for Order of Protection from Domestic Abuse',
      temporary: 'A temporary order is usually issued within one business day, and the hearing is within 10 days of it.',
    },
    src(
      'N.M. Stat. § 40-13-1 et seq.',
      'https://thirddistrict.nmcourts.gov/about-this-district/domestic-violence-special-commissioner',
      `The petition and the one-business-day temporary order match the Third Judicial District Court's domestic violence special commissioner page; the 10-day hearing matches the § 40-13-4 text on WomensLaw. How long a final order lasts was not confirmed and is left out.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'NY',
    {
      order: 'Order of Protection (from Family Court, or from Criminal Court in a criminal case)',
      statute: 'N.Y. Family Court Act art. 8; N.Y. Crim. Proc. Law § 530.12',
      court:
        'Family Court, with a Family Offense Petition, in the county where you or the other person live or where the offense happened (a Criminal Court order comes only with criminal charges, and a Supreme Court order within a divorce)',
      temporary: 'A temporary order of protection can be issued the same day you file, until the next court date.',
      duration: 'A final Family Court order lasts up to 2 years, or up to 5 years with aggravating circumstances (Family Court Act § 842).',
      fee: 'There are no filing fees in Family Court.',
      other:
        'Family Court is for relatives, current or former spouses, people with a child in common and intimate partners; against anyone else the order comes through Criminal Court.',
    },
    src(
      'N.Y. Family Court Act art. 8; N.Y. Crim. Proc. Law § 530.12',
      'https://www.nycourts.gov/courts/5jd/family/domesticviolence.shtml',
      "Who can file, Family or Criminal Court and no filing fees match the Fifth Judicial District's Family Court page (nycourts.gov); where to file matches WomensLaw's New York page; the same-day temporary order and the Supreme Court order match two New York lawyers' pages; the 2- and 5-year terms match a New York family lawyer's page on § 842. The petition's form number is left out: the pages read disagree on it.",
    ),
  ),
  row(
    'NC',
    {
      order: 'Domestic Violence Protective Order (DVPO, or "50B order")',
      statute: 'N.C. Gen. Stat. ch. 50B',
      court: 'the civil clerk of the district court in the county where you live (the magistrate after hours)',
      form: "the Administrative Office of the Courts' Complaint and Motion for Domestic Violence Protective Order",
      temporary: 'An ex parte order can be granted the same day and lasts up to about 10 days, until the hearing.',
      duration: 'A final order lasts up to 1 year and can be renewed for up to 2 years at a time.',
      other:
        'For stalking or sexual assault by someone outside a personal relationship: a civil no-contact order (N.C. Gen. Stat. ch. 50C).',
    },
    src(
      'N.C. Gen. Stat. ch. 50B',
      'https://civil.sog.unc.edu/amendments-to-chapters-50b-and-50c-to-take-effect-december-1-2022',
      `The one-year term and two-year renewals match the UNC School of Government's note on the 2022 amendments (G.S. 50B-3(b)); the ex parte order's length matches a Raleigh family law firm's FAQ; where to file matches WomensLaw's North Carolina page; the complaint's name matches a Huntersville town page; ch. 50C matches a uslegalforms.com summary. The form's number is left out: it was not confirmed.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'ND',
    {
      order: 'domestic violence protection order',
      statute: 'N.D. Cent. Code § 14-07.1-02',
      court: 'the district court',
      temporary:
        'A temporary order can be issued the day you file and lasts until the hearing, usually within 14 days; when courts are closed, a magistrate can issue a 72-hour order.',
      duration: 'A final order lasts as long as the judge sets.',
      other:
        'For harassment by anyone: a disorderly conduct restraining order (N.D. Cent. Code § 12.1-31.2-01), with an $80 fee unless it is against a family or household member.',
    },
    src(
      'N.D. Cent. Code § 14-07.1-02',
      `${WL}/nd/restraining-orders/disorderly-conduct-restraining-orders/basic-info/what-kinds-disorderly`,
      `The protection orders, the 14-day hearing, the magistrate's 72-hour order and the disorderly conduct order (with its fee) match WomensLaw's North Dakota pages.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'OH',
    {
      order: 'Domestic Violence Civil Protection Order (DVCPO, or CPO)',
      statute: 'Ohio Rev. Code § 3113.31',
      court: 'the domestic relations division of the court of common pleas in your county',
      form: 'Form 10.01-D, Petition for Domestic Violence Civil Protection Order',
      temporary:
        'At an ex parte hearing the day you file, the judge can issue a temporary order; the full hearing follows within about 7 to 10 days.',
      duration: 'A CPO after the full hearing lasts up to 5 years.',
      fee: 'There is no filing fee.',
      other:
        'For stalking or a sexually oriented offense by someone outside the family: a civil stalking protection order (Ohio Rev. Code § 2903.214).',
    },
    src(
      'Ohio Rev. Code § 3113.31',
      `${WL}/oh/restraining-orders/domestic-violence-dating-violence-protection-orders/steps-getting-1`,
      "The 7-to-10-day full hearing and the 5-year CPO match WomensLaw's Ohio pages; the domestic relations division matches Form 10.01-C's instructions; Form 10.01-D is named in the Rules of Superintendence's form list (a copy on vdocuments.mx); no fee matches a county court's page (lawcocp.us). § 2903.214 is named in the Rules of Superintendence (Rule 10).",
    ),
  ),
  row(
    'OK',
    {
      order: 'protective order (an emergency ex parte order, then a final order)',
      statute: 'Okla. Stat. tit. 22, § 60.1 et seq. (Protection from Domestic Abuse Act)',
      court: 'the district court clerk',
      temporary:
        'An emergency ex parte order can be granted the day you file and lasts until the hearing, usually within 14 days; when court is closed, the police can help you get an emergency order from a judge.',
      duration: 'A final order lasts up to 5 years, or with no end date in some cases.',
      other: 'Stalking and harassment by anyone can be covered too.',
    },
    src(
      'Okla. Stat. tit. 22, § 60.1 et seq.',
      `${WL}/ok/restraining-orders/domestic-violence-protective-orders/basic-information/what-types`,
      `Orders, hearing and terms match WomensLaw's Oklahoma pages (22 O.S. §§ 60.2, 60.3).${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'OR',
    {
      order: 'Family Abuse Prevention Act (FAPA) restraining order',
      statute: 'Or. Rev. Stat. §§ 107.700 to 107.735',
      court: 'the circuit court in the county where you or the other person live',
      temporary:
        'The order can be issued the day you apply, without the other person there (the abuse must be within the last 180 days); the respondent can ask for a hearing.',
      duration: 'Orders issued or renewed since a 2023 change last 2 years (older guides say 1 year) and can be renewed.',
      fee: 'The forms are free and there is no filing fee.',
      other: 'For stalking: a stalking protective order; for sexual abuse by someone outside the family: a sexual abuse protective order.',
    },
    src(
      'Or. Rev. Stat. §§ 107.700 to 107.735',
      'https://www.osbar.org/public/diy/RestrainingOrderHearings.html',
      "The 180-day rule, free forms and no fee match the Oregon State Bar's page (which still says one year); the two-year term since 2023 matches an Oregon family law firm's FAQ (pacific-flf.com); the circuit court and other orders match a Portland firm's FAQ (dbmalaw.com); same-day hearing matches the Polk County Circuit Court page.",
    ),
  ),
  row(
    'PA',
    {
      order: 'Protection From Abuse (PFA) order',
      statute: '23 Pa.C.S. § 6101 et seq.',
      court:
        'the Court of Common Pleas in your county (after hours, an emergency PFA from the on-call magisterial district judge, good until the next business day)',
      temporary: 'A judge can grant a temporary (ex parte) PFA the day you file; the final hearing is within 10 business days.',
      duration: 'A final PFA lasts up to 3 years.',
      other:
        'For sexual violence or intimidation by someone outside the family: a Protection from Sexual Violence or Intimidation order (42 Pa.C.S. § 62A01 et seq.).',
    },
    src(
      '23 Pa.C.S. § 6101 et seq.',
      'https://www.pa.gov/services/pcv/request-a-protection-order-for-crime-victims',
      `Emergency, temporary and final PFAs, the 10-business-day hearing and the 3-year term match pa.gov's 'Request a Protection Order for Crime Victims'; the Court of Common Pleas matches county pages (Westmoreland County's FAQ). The sexual violence order's citation is Casebook's own knowledge.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'RI',
    {
      order: 'protective order (restraining order)',
      statute: 'R.I. Gen. Laws § 15-15-1 et seq. (Family Court); § 8-8.1-1 et seq. (District Court)',
      court:
        'the Family Court for spouses, former spouses, parents of a child in common, relatives and minors; the District Court for people who lived together in the last 3 years, adults dating in the last year, and sexual assault',
      temporary:
        'A temporary order without notice can last up to 21 days, until the hearing; when courts are closed, the police can reach a judge on call.',
      fee: 'There is no filing fee.',
    },
    src(
      'R.I. Gen. Laws § 15-15-1 et seq.; § 8-8.1-1 et seq.',
      'https://www.ebccenter.org/protective-orders',
      "Which court for which relationship matches the Elizabeth Buffum Chace Center's page and a Rhode Island law firm's guide; the 21-day temporary order matches the § 15-15-4 text (lawserver.com) and GLAD's Rhode Island page; no fee matches the § 15-15-2(c) text (a 2001 copy). How long a final order lasts was not confirmed and is left out.",
    ),
  ),
  row(
    'SC',
    {
      order: 'order of protection',
      statute: 'S.C. Code Ann. § 20-4-10 et seq. (Protection from Domestic Abuse Act)',
      court: 'the Family Court (a magistrate when the family court is not in session)',
      temporary:
        'If you are in immediate danger, the court can hold an emergency hearing within 24 hours; otherwise the hearing is within 15 days of filing.',
      duration: 'An order lasts 6 months to 1 year.',
      fee: 'There is no filing fee (S.C. Code Ann. § 20-4-65).',
      other: 'For harassment or stalking by anyone: a restraining order from the magistrate court (S.C. Code Ann. § 16-3-1750).',
    },
    src(
      'S.C. Code Ann. § 20-4-10 et seq.',
      'http://www.sccourts.org/summaryCourtBenchBook/displaychapter.cfm?chapter=CivilQ',
      "The Family Court, magistrates and no fee (§ 20-4-65) match the South Carolina bench book for summary court judges; the 24-hour and 15-day hearings match the § 20-4-50 text (lexace.ai); the 6-to-12-month term matches legalbeagle.com; the magistrate's restraining order matches a South Carolina firm's page. § 16-3-1750 is Casebook's own knowledge.",
    ),
  ),
  row(
    'SD',
    {
      order: 'protection order',
      statute: 'S.D. Codified Laws ch. 25-10',
      court: 'the clerk of courts in the county where you live (circuit court)',
      temporary: 'An ex parte temporary order lasts 30 days, until the hearing.',
      duration: 'A final order lasts up to 5 years.',
      fee: 'There are no filing or service fees.',
      other: 'For stalking: a protection order under S.D. Codified Laws ch. 22-19A.',
    },
    src(
      'S.D. Codified Laws ch. 25-10',
      `${WL}/sd/restraining-orders/protection-orders-due-domestic-violence/basic-information/what-types`,
      "The 30-day temporary order and 5-year final order match WomensLaw's South Dakota page (SDCL §§ 25-10-1, 25-10-6, 25-10-7); the clerk of courts and no fees match the State Bar of South Dakota's lawyer referral page. Ch. 22-19A is Casebook's own knowledge.",
    ),
  ),
  row(
    'TN',
    {
      order: 'Order of Protection',
      statute: 'Tenn. Code Ann. § 36-3-601 et seq.',
      court: 'the court clerk in your county',
      form: 'the Petition for Order of Protection',
      temporary:
        'A judge can issue an ex parte order on the petition for good cause, such as immediate danger; the hearing is within 15 days of service.',
      duration: 'An order after the hearing lasts up to 1 year and can be extended a year at a time.',
      fee: 'There is no fee to file.',
      other: 'Victims of stalking or sexual assault use the same petition, whatever the relationship.',
    },
    src(
      'Tenn. Code Ann. § 36-3-601 et seq.',
      `${WL}/tn/statutes/36-3-605-protection-orders-hearing-extension-modification`,
      "The ex parte order, the 15-day hearing and the one-year terms match the § 36-3-605 text on WomensLaw; no fee matches WomensLaw's Tennessee steps (§ 36-3-617(a)); the petition matches legalclarity.org's Tennessee guide.",
    ),
  ),
  row(
    'TX',
    {
      order: 'protective order (for family violence, including dating violence)',
      statute: 'Tex. Fam. Code Title 4, chs. 71 to 88',
      court: 'the court in the county where you live, where the other person lives or where the violence happened',
      form: 'the Application for Protective Order in the Texas protective order kit',
      temporary:
        'A temporary ex parte order can be granted the day you apply and lasts up to 20 days (Fam. Code § 83.002); the hearing must be set no later than 14 days after you file (§ 84.001).',
      duration:
        'A final order generally lasts up to 2 years, longer if the court finds serious bodily injury or two earlier protective orders.',
      fee: 'It is free to apply.',
      other:
        'Victims of stalking, sexual assault or trafficking can get a protective order whatever the relationship (Tex. Code Crim. Proc. ch. 7B).',
    },
    src(
      'Tex. Fam. Code chs. 71 to 88',
      `${WL}/tx/statutes/84001-time-set-hearing`,
      "The 14-day hearing matches the § 84.001 text on WomensLaw; the 20-day ex parte order matches the Texas Children's Commission bench book (§ 83.002); the 2-year term and its exceptions match the Johnson County Attorney's FAQ; where to file and the Application for Protective Order match uslegalforms.com's Texas kit pages; free to apply matches a Dallas lawyer's note on the Attorney General's kit; ch. 7B appears in a copy of the statute.",
    ),
  ),
  row(
    'UT',
    {
      order: 'cohabitant abuse protective order',
      statute: 'Utah Code § 78B-7-601 et seq.',
      court: "the district court (the courts' OCAP online program prepares the papers)",
      temporary: 'An ex parte order can be issued on the petition; the hearing is held within 21 days of it.',
      duration: 'An order issued after the hearing lasts until the court orders otherwise.',
      fee: 'There is no filing fee.',
      other: 'Dating violence and sexual violence protective orders, and civil stalking injunctions, are separate.',
    },
    src(
      'Utah Code § 78B-7-601 et seq.',
      'https://lexace.ai/us/statute/utah/78B-7-604',
      "The 21-day hearing and the open-ended order match the § 78B-7-604 text (lexace.ai, casetext); OCAP and the other order types match the Utah Courts' protective orders page; no fee matches a Utah family law firm's overview.",
    ),
  ),
  row(
    'VT',
    {
      order: 'relief from abuse (RFA) order',
      statute: 'Vt. Stat. tit. 15, § 1101 et seq.',
      court: 'the Family Division of the Superior Court',
      temporary:
        'A temporary order can usually be issued the same day or night (after hours by phone at 800-540-9990); the final hearing is usually within 14 days.',
      duration: 'A final order lasts for a fixed period the court sets.',
    },
    src(
      'Vt. Stat. tit. 15, § 1101 et seq.',
      `${WL}/vt/restraining-orders/relief-abuse-orders/basic-information/what-types-relief-abuse-orders-are`,
      `Temporary and final orders, the after-hours number and the 14-day hearing match WomensLaw's Vermont page; the same-day order and the court match Vermont Legal Aid's RFA roadmap and the Vermont Judiciary's page.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'VA',
    {
      order: 'protective order (an emergency order, a preliminary order, then a full protective order)',
      statute: 'Va. Code § 16.1-279.1 (family abuse); § 19.2-152.10 (others)',
      court:
        'the juvenile and domestic relations district court (its intake office) for family or household members; the general district court otherwise',
      temporary:
        "A magistrate's emergency protective order lasts about 3 days; a preliminary protective order lasts 15 days or until the full hearing.",
      duration: 'A full protective order lasts up to 2 years and can be extended.',
      fee: 'There is no cost to file.',
    },
    src(
      'Va. Code § 16.1-279.1; § 19.2-152.10',
      'https://gardnerandmendoza.com/?p=259',
      "The three orders, their terms, which court and no cost match a Virginia law firm's page; the intake office matches Fairfax County's and Prince William County's pages. The code sections are Casebook's own knowledge.",
    ),
  ),
  row(
    'WA',
    {
      order: 'domestic violence protection order',
      statute: 'Wash. Rev. Code ch. 7.105',
      court: 'the superior court (district and municipal courts take some petitions)',
      form: 'PO 001, Petition for Protection Order (with PO 030, Temporary Protection Order and Hearing Notice)',
      temporary:
        'A judge decides on an ex parte temporary order the day you file or the next court day; it lasts up to 14 days, and the full hearing is within 14 days.',
      duration: 'A full order can be for a fixed period or permanent.',
      other: 'The same petition covers stalking, sexual assault, antiharassment and vulnerable-adult protection orders.',
    },
    src(
      'Wash. Rev. Code ch. 7.105',
      'https://www.washingtonlawhelp.org/resource/protection-order-forms-online',
      `Forms PO 001, PO 030 and PO 040 and the one form set match WashingtonLawHelp's 'File for a Protection Order'; the ex parte hearing, 14-day order and hearing and the full order's term match WomensLaw's Washington page; superior and limited-jurisdiction courts match the RCW 7.105 text.${FREE_BY_VAWA}`,
    ),
  ),
  row(
    'WV',
    {
      order: 'domestic violence protective order (an emergency order, then a final order)',
      statute: 'W. Va. Code § 48-27-101 et seq.',
      court:
        'the magistrate court (open 24 hours) in the county where you live, where the abuser lives or where the abuse happened; the final hearing is in family court',
      temporary: 'A magistrate can issue an emergency protective order; the family court hearing is usually within 10 days.',
      duration: 'A final order lasts 90 days, 180 days or 1 year.',
      fee: 'The forms are free and there is no fee to file or serve (one legal aid page says a $25 court fee applies if no order is granted, unless waived).',
      other: 'For someone outside the family: a personal safety order.',
    },
    src(
      'W. Va. Code § 48-27-101 et seq.',
      `${WL}/wv/restraining-orders/protective-orders-domestic-violence/basic-information/what-types-domestic`,
      "Orders, the 10-day hearing and terms match WomensLaw's West Virginia pages; the magistrate court, 24-hour hearings and the personal safety order match legalbeagle.com; the $25 fee if denied is Legal Aid of West Virginia's FAQ.",
    ),
  ),
  row(
    'WI',
    {
      order: 'domestic abuse restraining order and injunction',
      statute: 'Wis. Stat. § 813.12',
      court: 'the circuit court clerk in your county',
      temporary: 'A temporary restraining order (TRO) can be issued without notice and lasts up to 14 days, until the injunction hearing.',
      duration: 'An injunction usually lasts 2 to 4 years, and up to 10 years in some cases.',
      fee: 'There are no fees for a domestic abuse order.',
      other: 'For harassment by anyone: a harassment restraining order and injunction (Wis. Stat. § 813.125).',
    },
    src(
      'Wis. Stat. § 813.12',
      'https://wislawhelp.org/node/117/how-get-domestic-abuse-restraining-order-wisconsin',
      "The TRO and injunction terms match Wisconsin Law Help's page and WomensLaw's Wisconsin page; no fees and § 813.125 match the Wisconsin Coalition Against Domestic Violence's process guide.",
    ),
  ),
  row(
    'WY',
    {
      order: 'domestic violence order of protection',
      statute: 'Wyo. Stat. § 35-21-101 et seq.',
      court: 'the circuit court clerk (the district court clerk where there is no circuit court office)',
      temporary: 'An ex parte temporary order can be issued on the petition; the hearing is usually within 72 hours.',
      duration: 'A final order lasts up to 3 years and can be renewed.',
      fee: 'You should not be asked to pay anything.',
      other: 'Victims of stalking or sexual assault can get an order of protection under Wyo. Stat. § 7-3-508.',
    },
    src(
      'Wyo. Stat. § 35-21-101 et seq.',
      `${WL}/wy/restraining-orders/domestic-violence-orders-protection/steps-getting-order-protection/step-4`,
      "The 72-hour hearing matches WomensLaw's Wyoming page (§ 35-21-104); the court, no cost and the 3-year term match its 2020 Wyoming pages (§ 35-21-106(b)); the stalking order matches its stalking page (§ 7-3-508).",
    ),
  ),
];
