// Recording consent by state: whose consent a recording of a private conversation (a call, or a
// conversation in person) needs. Written for Casebook; general information, not legal advice.
import type { RecordingConsentRow, RowSource, StateCode } from './types.js';

const CHECKED = '2026-11-23';
const QUICK_REFERENCE = 'https://recordphonecall.com/resources/one-party-vs-all-party/';
const ALL_PARTY_LIST = 'https://recordphonecall.com/legal/one-party-vs-all-party/';
const ZENLAW_LIST = 'http://zenlaw.net/reaper/?p=37';

const quickReference = (citation: string): RowSource => ({
  citation,
  checked: CHECKED,
  checkedAgainst: QUICK_REFERENCE,
  note: "Classification and statute match recordphonecall.com's state-by-state quick reference (one-party list).",
});
const allPartyLists = (citation: string, extra = ''): RowSource => ({
  citation,
  checked: CHECKED,
  checkedAgainst: ALL_PARTY_LIST,
  note: `Listed as an all-party state, with this statute, by recordphonecall.com and by the 2008 list at ${ZENLAW_LIST}.${extra}`,
});

const oneParty = (state: StateCode, citation: string, extra = ''): RecordingConsentRow => ({
  state,
  rule: 'one-party',
  summary: `One-party consent: you may record a call or conversation you take part in without telling the others (${citation}).${extra ? ` ${extra}` : ''} Recording a conversation you are not part of is illegal eavesdropping.`,
  source: quickReference(citation),
});

export const recordingConsent: readonly RecordingConsentRow[] = [
  oneParty('AL', 'Ala. Code § 13A-11-30'),
  oneParty('AK', 'Alaska Stat. § 42.20.310'),
  oneParty('AZ', 'Ariz. Rev. Stat. § 13-3005'),
  oneParty('AR', 'Ark. Code Ann. § 5-60-120'),
  {
    state: 'CA',
    rule: 'all-party',
    summary:
      'All-party consent: recording a confidential conversation — in person or by phone — needs the consent of everyone in it (Cal. Penal Code § 632). A recording made in breach is generally not admissible, and the person recorded can sue for damages (Penal Code § 637.2).',
    source: allPartyLists('Cal. Penal Code § 632'),
  },
  oneParty('CO', 'Colo. Rev. Stat. § 18-9-303'),
  {
    state: 'CT',
    rule: 'mixed',
    summary:
      "Mixed: the criminal eavesdropping law allows a participant to record (Conn. Gen. Stat. § 53a-189), but recording a phone call without the consent of all parties gives the others a civil claim (Conn. Gen. Stat. § 52-570d). Get everyone's consent for calls.",
    source: allPartyLists(
      'Conn. Gen. Stat. § 52-570d; § 53a-189',
      ' recordphonecall.com notes the civil (all-party) and criminal statutes separately.',
    ),
  },
  {
    state: 'DE',
    rule: 'mixed',
    summary:
      "Unsettled: the wiretap statute is one-party, letting a participant record (Del. Code tit. 11, § 2402(c)(4)), but a separate privacy statute (tit. 11, § 1335) has been read to require everyone's consent. Treat Delaware as all-party.",
    source: {
      citation: 'Del. Code tit. 11, § 2402(c)(4); tit. 11, § 1335',
      checked: CHECKED,
      checkedAgainst: ALL_PARTY_LIST,
      note: "recordphonecall.com: 'statute reads one-party; case law and a separate privacy statute complicate the analysis'.",
    },
  },
  oneParty('DC', 'D.C. Code § 23-542'),
  {
    state: 'FL',
    rule: 'all-party',
    summary:
      'All-party consent: intercepting or recording a private conversation without the consent of everyone in it is a felony (Fla. Stat. § 934.03); recordings made in breach are excluded as evidence.',
    source: allPartyLists('Fla. Stat. § 934.03'),
  },
  oneParty(
    'GA',
    'Ga. Code § 16-11-66',
    "Recording in a private place out of public view can still need everyone's consent (Ga. Code § 16-11-62).",
  ),
  oneParty('HI', 'Haw. Rev. Stat. § 803-42'),
  oneParty('ID', 'Idaho Code § 18-6702'),
  {
    state: 'IL',
    rule: 'all-party',
    summary:
      'All-party consent for private conversations: recording one in secret without the consent of everyone in it is eavesdropping (720 ILCS 5/14-2, as rewritten in 2014 after the Illinois Supreme Court struck down the older, broader law).',
    source: allPartyLists('720 ILCS 5/14-2'),
  },
  oneParty('IN', 'Ind. Code § 35-33.5'),
  oneParty('IA', 'Iowa Code § 808B.2; § 727.8'),
  oneParty('KS', 'Kan. Stat. Ann. § 21-6101'),
  oneParty('KY', 'Ky. Rev. Stat. § 526.010'),
  oneParty('LA', 'La. Rev. Stat. § 15:1303'),
  oneParty('ME', 'Me. Rev. Stat. tit. 15, § 709-710'),
  {
    state: 'MD',
    rule: 'all-party',
    summary:
      'All-party consent: recording a private conversation or call requires the consent of everyone in it (Md. Code, Cts. & Jud. Proc. § 10-402); breaking it is a felony.',
    source: allPartyLists('Md. Code, Cts. & Jud. Proc. § 10-402'),
  },
  {
    state: 'MA',
    rule: 'all-party',
    summary:
      "All-party consent for secret recording: any recording made without everyone's knowledge is an interception (Mass. Gen. Laws ch. 272, § 99). Open recording (everyone can see or is told) is treated differently.",
    source: allPartyLists('Mass. Gen. Laws ch. 272, § 99'),
  },
  {
    state: 'MI',
    rule: 'mixed',
    summary:
      "Contested: the eavesdropping law (Mich. Comp. Laws § 750.539c) bars recording others' private conversations without all parties' consent, and a 1982 appeals decision (Sullivan v. Gray) read it to let a participant record. Treat Michigan as all-party to be safe.",
    source: allPartyLists('Mich. Comp. Laws § 750.539c', ' recordphonecall.com notes that the scope is contested (Sullivan v. Gray).'),
  },
  oneParty('MN', 'Minn. Stat. § 626A.02'),
  oneParty('MS', 'Miss. Code Ann. § 41-29-531'),
  oneParty('MO', 'Mo. Rev. Stat. § 542.402'),
  {
    state: 'MT',
    rule: 'all-party',
    summary:
      'All-party consent: recording a conversation without the knowledge of all parties is a crime (Mont. Code Ann. § 45-8-213), with exceptions such as public meetings and warnings of a crime.',
    source: allPartyLists('Mont. Code Ann. § 45-8-213'),
  },
  oneParty('NE', 'Neb. Rev. Stat. § 86-290'),
  {
    state: 'NV',
    rule: 'mixed',
    summary:
      "Mixed: in-person conversations are one-party (Nev. Rev. Stat. § 200.650), but the Nevada Supreme Court read the wiretap law to require everyone's consent to record a phone call (Nev. Rev. Stat. § 200.620; Lane v. Allstate, 1998).",
    source: allPartyLists(
      'Nev. Rev. Stat. § 200.620; § 200.650',
      ' The zenlaw list cites Lane v. Allstate Ins. Co., 969 P.2d 938 (Nev. 1998).',
    ),
  },
  {
    state: 'NH',
    rule: 'all-party',
    summary:
      'All-party consent: intercepting or recording a conversation without the consent of all parties is a crime (N.H. Rev. Stat. § 570-A:2).',
    source: allPartyLists('N.H. Rev. Stat. § 570-A:2'),
  },
  oneParty('NJ', 'N.J. Stat. § 2A:156A-4'),
  oneParty('NM', 'N.M. Stat. § 30-12-1'),
  oneParty('NY', 'N.Y. Penal Law § 250.00, § 250.05'),
  oneParty('NC', 'N.C. Gen. Stat. § 15A-287'),
  oneParty('ND', 'N.D. Cent. Code § 12.1-15-02'),
  oneParty('OH', 'Ohio Rev. Code § 2933.52'),
  oneParty('OK', 'Okla. Stat. tit. 13, § 176.4'),
  {
    state: 'OR',
    rule: 'mixed',
    summary:
      'Mixed: a participant may record a phone call, but recording an in-person conversation needs you to tell everyone in it that they are being recorded (Or. Rev. Stat. § 165.540).',
    source: {
      citation: 'Or. Rev. Stat. § 165.540',
      checked: CHECKED,
      checkedAgainst: QUICK_REFERENCE,
      note: 'recordphonecall.com lists Oregon as one-party for calls and all-party for in-person conversations under § 165.540.',
    },
  },
  {
    state: 'PA',
    rule: 'all-party',
    summary:
      "All-party consent: recording a call or private conversation without everyone's consent is a felony under the Wiretap Act (18 Pa. Cons. Stat. § 5703, § 5704).",
    source: allPartyLists('18 Pa. Cons. Stat. § 5703, § 5704'),
  },
  oneParty('RI', 'R.I. Gen. Laws § 11-35-21'),
  oneParty('SC', 'S.C. Code Ann. § 17-30-30'),
  oneParty('SD', 'S.D. Codified Laws § 23A-35A-20'),
  oneParty('TN', 'Tenn. Code Ann. § 39-13-601'),
  oneParty('TX', 'Tex. Penal Code § 16.02'),
  oneParty('UT', 'Utah Code § 77-23a-4'),
  {
    state: 'VT',
    rule: 'one-party',
    summary:
      "No recording statute: the federal one-party rule (18 U.S.C. § 2511(2)(d)) is the baseline, but the Vermont Supreme Court (State v. Geraw, 2002) protects conversations inside a person's home, so secretly recording someone in their own home is risky.",
    source: {
      citation: '18 U.S.C. § 2511(2)(d); State v. Geraw, 795 A.2d 1219 (Vt. 2002)',
      checked: CHECKED,
      checkedAgainst: QUICK_REFERENCE,
      note: "recordphonecall.com: 'Vermont — no statute; Geraw qualifier for in-home'.",
    },
  },
  oneParty('VA', 'Va. Code Ann. § 19.2-62'),
  {
    state: 'WA',
    rule: 'all-party',
    summary:
      'All-party consent: recording a private conversation or call needs the consent of all parties (Wash. Rev. Code § 9.73.030); an announcement that is itself recorded counts as consent.',
    source: allPartyLists('Wash. Rev. Code § 9.73.030'),
  },
  oneParty('WV', 'W. Va. Code § 62-1D-3'),
  oneParty('WI', 'Wis. Stat. § 968.31'),
  oneParty('WY', 'Wyo. Stat. § 7-3-702'),
];
